import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { encodeRefusal, failureText, refusalText } from "./messages";

/** A stand-in `t` that knows a few texts, as i18next does, and shows which key and values were asked for. */
const known = new Set(["refusals.required", "refusals.max", "refusals.invalid_credentials", "refusals.unexpected"]);
const t = ((key: string, options?: Record<string, unknown>) => {
  if (!known.has(key) && key.startsWith("refusals.")) return options?.defaultValue ?? key;
  const values =
    options && !("defaultValue" in options) && Object.keys(options).length > 0 ? JSON.stringify(options) : "";
  return `<${key}${values}>`;
}) as unknown as TFunction;

describe("refusalText", () => {
  it("translates a refusal by its code, with the values its text names", () => {
    expect(refusalText(t, { code: "required" })).toBe("<refusals.required>");
    expect(refusalText(t, { code: "max", params: { max: 24 } })).toBe('<refusals.max{"max":24}>');
  });

  it("reads a refusal a form kept as text, values and all, so a language switch translates it again", () => {
    expect(refusalText(t, encodeRefusal({ code: "max", params: { max: 24 } }))).toBe('<refusals.max{"max":24}>');
    expect(refusalText(t, encodeRefusal({ code: "required" }))).toBe("<refusals.required>");
  });

  it("shows the server's English, else the text as it came, for a code it has no text for", () => {
    expect(refusalText(t, { code: "brand_new" }, "Brand new rule")).toBe("Brand new rule");
    expect(refusalText(t, "Invalid input: expected object")).toBe("Invalid input: expected object");
  });
});

describe("failureText", () => {
  it("says network and server faults the same everywhere, whatever the message", () => {
    expect(failureText(t, { code: 0, message: "Network error" })).toBe("<errors.network>");
    expect(failureText(t, { code: 500, message: "boom", refusal: { code: "unexpected" } })).toBe(
      "<refusals.unexpected>",
    );
  });

  it("translates a refusal by its code, never by its English", () => {
    const refusal = { code: "invalid_credentials" };
    expect(failureText(t, { code: 401, message: "Reworded by a newer server", refusal })).toBe(
      "<refusals.invalid_credentials>",
    );
  });

  it("keeps the server's message when the answer carries no code", () => {
    expect(failureText(t, { code: 400, message: "Something new" })).toBe("Something new");
  });
});
