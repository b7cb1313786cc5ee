import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  Currency,
  Email,
  OptionalId,
  Password,
  Phone,
  describeIssue,
  issueText,
  optionalText,
  requiredText,
} from "./validation.js";

/** The messages of a failed parse, or [] when it succeeded. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map(issueText);
}

describe("Email", () => {
  it("trims and lower-cases the address", () => {
    expect(Email.parse("  Ali.Khan@Example.COM  ")).toBe("ali.khan@example.com");
  });

  it.each(["ali@example.com", "first.last+tag@mail.example.pk", "o'neil@example.sa"])("accepts %s", (value) => {
    expect(Email.safeParse(value).success).toBe(true);
  });

  it.each(["ali", "ali@", "@example.com", "ali@example", "ali example@x.com", "ali@@example.com"])(
    "rejects %j as not an e-mail address",
    (value) => {
      expect(messagesOf(Email, value)).toEqual(["must be a valid e-mail address"]);
    },
  );

  it("says an empty or blank address is required", () => {
    expect(messagesOf(Email, "")).toEqual(["is required"]);
    expect(messagesOf(Email, "   ")).toEqual(["is required"]);
  });

  it("says a missing address is required", () => {
    expect(messagesOf(Email, undefined)).toEqual(["is required"]);
  });

  it("refuses an address longer than 254 characters", () => {
    const long = `${"a".repeat(250)}@example.com`;
    expect(messagesOf(Email, long)).toContain("is too long");
  });
});

describe("Password", () => {
  it("accepts exactly 8 characters", () => {
    expect(Password.parse("abcd1234")).toBe("abcd1234");
  });

  it("refuses 7 characters", () => {
    expect(messagesOf(Password, "abc1234")).toEqual(["must be at least 8 characters"]);
  });

  it("accepts 128 characters and refuses 129", () => {
    expect(Password.safeParse("p".repeat(128)).success).toBe(true);
    expect(messagesOf(Password, "p".repeat(129))).toEqual(["must be at most 128 characters"]);
  });

  it("says a missing password is required", () => {
    expect(messagesOf(Password, undefined)).toEqual(["is required"]);
  });
});

describe("Phone", () => {
  it.each(["+92 300 1234567", "0300-1234567", "(042) 3571 1234", "1234567", "123456789012345"])(
    "accepts %j",
    (value) => {
      expect(Phone.safeParse(value).success).toBe(true);
    },
  );

  it("trims surrounding spaces", () => {
    expect(Phone.parse("  0300-1234567 ")).toBe("0300-1234567");
  });

  it.each([
    ["letters", "0300-12345ab"],
    ["a word", "call me"],
    ["fewer than 7 digits", "123456"],
    ["fewer than 7 digits padded with symbols", "(12) 34-56"],
    ["more than 15 digits", "1234567890123456"],
    ["a + not at the start", "92+3001234567"],
    ["a dot", "0300.1234567"],
  ])("rejects %s", (_label, value) => {
    expect(messagesOf(Phone, value)).toEqual(["must be a valid phone number"]);
  });

  it("says an empty phone is required", () => {
    expect(messagesOf(Phone, "  ")).toEqual(["is required"]);
    expect(messagesOf(Phone, undefined)).toEqual(["is required"]);
  });
});

describe("requiredText", () => {
  const Name = requiredText(10);

  it("trims the text", () => {
    expect(Name.parse("  Main  ")).toBe("Main");
  });

  it.each(["", "   ", "\t\n"])("says %j is required", (value) => {
    expect(messagesOf(Name, value)).toEqual(["is required"]);
  });

  it("says a missing value is required", () => {
    expect(messagesOf(Name, undefined)).toEqual(["is required"]);
  });

  it("accepts the maximum length and says one more is too long", () => {
    expect(Name.safeParse("a".repeat(10)).success).toBe(true);
    expect(messagesOf(Name, "a".repeat(11))).toEqual(["is too long"]);
  });

  it("measures the length after trimming", () => {
    expect(Name.parse(`   ${"a".repeat(10)}   `)).toBe("a".repeat(10));
  });

  it("defaults to 200 characters", () => {
    expect(requiredText().safeParse("a".repeat(200)).success).toBe(true);
    expect(messagesOf(requiredText(), "a".repeat(201))).toEqual(["is too long"]);
  });
});

describe("optionalText", () => {
  const Note = optionalText(10);

  it.each([[""], ["   "], [null], [undefined]])("turns %j into null", (value) => {
    expect(Note.parse(value)).toBeNull();
  });

  it("trims real text", () => {
    expect(Note.parse("  hello ")).toBe("hello");
  });

  it("says text over the maximum is too long", () => {
    expect(messagesOf(Note, "a".repeat(11))).toEqual(["is too long"]);
  });

  it("defaults to 500 characters", () => {
    expect(optionalText().safeParse("a".repeat(500)).success).toBe(true);
    expect(messagesOf(optionalText(), "a".repeat(501))).toEqual(["is too long"]);
  });
});

describe("OptionalId", () => {
  const id = "3f2b8c1e-4d5a-4b6c-9d7e-8f9a0b1c2d3e";

  it("keeps a uuid and turns null or absent into null", () => {
    expect(OptionalId.parse(id)).toBe(id);
    expect(OptionalId.parse(null)).toBeNull();
    expect(OptionalId.parse(undefined)).toBeNull();
  });

  it("rejects a non-uuid", () => {
    expect(messagesOf(OptionalId, "12")).toEqual(["must be a valid id"]);
  });
});

describe("Currency", () => {
  it.each(["PKR", "SAR"])("accepts %s", (value) => {
    expect(Currency.parse(value)).toBe(value);
  });

  it.each(["USD", "pkr", "", "PKR "])("refuses %j", (value) => {
    expect(messagesOf(Currency, value)).toEqual(["must be PKR or SAR"]);
  });
});

describe("describeIssue", () => {
  it("names the field before the message", () => {
    expect(describeIssue({ path: ["email"], message: "must be a valid e-mail address" })).toBe(
      "email: must be a valid e-mail address",
    );
  });

  it("joins a nested path with dots", () => {
    expect(describeIssue({ path: ["items", 0, "name"], message: "is too long" })).toBe("items.0.name: is too long");
  });

  it('says "body" when the path is empty', () => {
    expect(describeIssue({ path: [], message: "Invalid input" })).toBe("body: Invalid input");
  });

  it('turns zod\'s "received undefined" message into "is required"', () => {
    expect(
      describeIssue({
        path: ["phone"],
        message: "Invalid input: expected string, received undefined",
        code: "invalid_type",
      }),
    ).toBe("phone: is required");
  });

  it("describes a real zod issue for a missing field", () => {
    const result = z.object({ city: z.string() }).safeParse({});
    expect(result.error?.issues.map(describeIssue)).toEqual(["city: is required"]);
  });

  it("keeps the schema's own message for a wrong value", () => {
    const result = z.object({ email: Email }).safeParse({ email: "nope" });
    expect(result.error?.issues.map(describeIssue)).toEqual(["email: must be a valid e-mail address"]);
  });
});

describe("free text", () => {
  it("refuses a NUL character, which the database cannot store, naming the problem", () => {
    expect(messagesOf(requiredText(), "ab\u0000c")).toEqual(["contains a character that is not allowed"]);
    expect(messagesOf(optionalText(), "\u0000")).toEqual(["contains a character that is not allowed"]);
  });
});
