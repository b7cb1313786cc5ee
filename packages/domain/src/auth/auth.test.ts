import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { describeIssue } from "../platform/validation.js";
import { ForgotPasswordBody, LoginBody, ResetPasswordBody, ShopSignupBody } from "./auth.js";

/** What the API would answer for a failed parse: one "field: message" line per issue. */
function problemsOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map(describeIssue);
}

function pathsOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.path.join("."));
}

const signup = {
  shop_name: "  Lahore Auto Care  ",
  name: " Ali Khan ",
  email: " Ali@Example.com ",
  phone: "+92 300 1234567",
  password: "s3cret-pass",
  currency: "PKR",
  country_id: "0b5a3c4e-7d2f-4c1a-9e8b-1f2a3b4c5d6e",
};

describe("ShopSignupBody", () => {
  it("accepts a valid signup and normalises it", () => {
    expect(ShopSignupBody.parse(signup)).toEqual({
      shop_name: "Lahore Auto Care",
      name: "Ali Khan",
      email: "ali@example.com",
      phone: "+92 300 1234567",
      password: "s3cret-pass",
      currency: "PKR",
      country_id: "0b5a3c4e-7d2f-4c1a-9e8b-1f2a3b4c5d6e",
    });
  });

  it("accepts SAR", () => {
    expect(ShopSignupBody.parse({ ...signup, currency: "SAR" }).currency).toBe("SAR");
  });

  it.each([
    ["shop_name", "   ", "shop_name: is required"],
    ["shop_name", "x".repeat(121), "shop_name: is too long"],
    ["name", "", "name: is required"],
    ["name", "x".repeat(121), "name: is too long"],
    ["email", "ali@", "email: must be a valid e-mail address"],
    ["phone", "call me", "phone: must be a valid phone number"],
    ["password", "short", "password: must be at least 8 characters"],
    ["currency", "USD", "currency: must be PKR or SAR"],
    ["currency", "pkr", "currency: must be PKR or SAR"],
    ["country_id", "Pakistan", "country_id: must be a valid id"],
    ["country_id", "", "country_id: is required"],
  ])("refuses a bad %s (%j) naming the field", (field, value, problem) => {
    const body = { ...signup, [field]: value };
    expect(pathsOf(ShopSignupBody, body)).toEqual([field]);
    expect(problemsOf(ShopSignupBody, body)).toEqual([problem]);
  });

  it.each(["shop_name", "name", "email", "phone", "password", "country_id"])(
    "says a missing %s is required",
    (field) => {
      const body: Record<string, unknown> = { ...signup };
      delete body[field];
      expect(problemsOf(ShopSignupBody, body)).toEqual([`${field}: is required`]);
    },
  );

  it("names the allowed currencies when currency is missing", () => {
    const { currency: _currency, ...body } = signup;
    expect(problemsOf(ShopSignupBody, body)).toEqual(["currency: must be PKR or SAR"]);
  });

  it("reports every bad field at once", () => {
    expect(pathsOf(ShopSignupBody, {}).sort()).toEqual(Object.keys(signup).sort());
  });
});

describe("LoginBody", () => {
  it("accepts an e-mail and password, lower-casing the e-mail", () => {
    expect(LoginBody.parse({ email: " OWNER@Shop.PK ", password: "whatever1" })).toEqual({
      email: "owner@shop.pk",
      password: "whatever1",
    });
  });

  it("does not apply the signup length rule, so any existing password can be tried", () => {
    expect(LoginBody.safeParse({ email: "a@b.co", password: "x" }).success).toBe(true);
  });

  it("says an empty or missing password is required", () => {
    expect(problemsOf(LoginBody, { email: "a@b.co", password: "" })).toEqual(["password: is required"]);
    expect(problemsOf(LoginBody, { email: "a@b.co" })).toEqual(["password: is required"]);
  });

  it("refuses a password over 128 characters", () => {
    expect(problemsOf(LoginBody, { email: "a@b.co", password: "p".repeat(129) })).toEqual(["password: is too long"]);
  });

  it("refuses a bad e-mail", () => {
    expect(problemsOf(LoginBody, { email: "owner", password: "whatever1" })).toEqual([
      "email: must be a valid e-mail address",
    ]);
  });
});

describe("ForgotPasswordBody", () => {
  it("normalises the e-mail and refuses a bad one", () => {
    expect(ForgotPasswordBody.parse({ email: " A@B.CO " })).toEqual({ email: "a@b.co" });
    expect(problemsOf(ForgotPasswordBody, { email: "nope" })).toEqual(["email: must be a valid e-mail address"]);
  });
});

describe("ResetPasswordBody", () => {
  const token = "0123456789abcdef0123";

  it("accepts a token and a new password, trimming the token", () => {
    expect(ResetPasswordBody.parse({ token: `  ${token}\n`, password: "new-password" })).toEqual({
      token,
      password: "new-password",
    });
  });

  it("accepts a 16-character token", () => {
    expect(ResetPasswordBody.safeParse({ token: "a".repeat(16), password: "new-password" }).success).toBe(true);
  });

  it("calls a too-short token invalid or expired", () => {
    expect(problemsOf(ResetPasswordBody, { token: "a".repeat(15), password: "new-password" })).toEqual([
      "token: this reset link is invalid or has expired",
    ]);
  });

  it("refuses a token over 200 characters", () => {
    expect(pathsOf(ResetPasswordBody, { token: "a".repeat(201), password: "new-password" })).toEqual(["token"]);
  });

  it("says a missing token is required", () => {
    expect(problemsOf(ResetPasswordBody, { password: "new-password" })).toEqual(["token: is required"]);
  });

  it("applies the password rules to the new password", () => {
    expect(problemsOf(ResetPasswordBody, { token, password: "short" })).toEqual([
      "password: must be at least 8 characters",
    ]);
    expect(problemsOf(ResetPasswordBody, { token, password: "p".repeat(129) })).toEqual([
      "password: must be at most 128 characters",
    ]);
    expect(problemsOf(ResetPasswordBody, { token, password: " \t".repeat(6) })).toEqual([
      "password: must not be only spaces",
    ]);
  });
});
