import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { failureText, translateMessage, validationKeyOf } from "./messages";

// A stand-in `t` that shows which key was asked for.
const t = ((key: string) => `<${key}>`) as unknown as TFunction;

describe("messages", () => {

  it("finds the ValidationMessage key of a schema message", () => {
    expect(validationKeyOf("must be a valid e-mail address")).toBe("email");
    expect(validationKeyOf("is required")).toBe("required");
    expect(validationKeyOf("something else")).toBeUndefined();
  });

  it("translates schema and known server messages, and keeps unknown ones", () => {
    expect(translateMessage(t, "is required")).toBe("<validation.required>");
    expect(translateMessage(t, "Invalid e-mail or password")).toBe("<errors.server.invalid_credentials>");
    expect(translateMessage(t, "Branch limit reached")).toBe("Branch limit reached");
  });

  it("describes failures by code first", () => {
    expect(failureText(t, { code: 0, message: "Network error" })).toBe("<errors.network>");
    expect(failureText(t, { code: 429, message: "Request failed with status code 429" })).toBe("<errors.too_many>");
    expect(failureText(t, { code: 500, message: "boom" })).toBe("<errors.unexpected>");
    expect(failureText(t, { code: 409, message: "An account with this e-mail already exists" })).toBe(
      "<errors.server.email_taken>",
    );
  });

  it("keeps the field of a 400 it cannot place, unless the sentence stands alone", () => {
    expect(failureText(t, { code: 400, message: "phone: must be a valid phone number" })).toBe(
      "phone: <validation.phone>",
    );
    expect(failureText(t, { code: 400, message: "token: is invalid or has expired" })).toBe(
      "<errors.server.reset_invalid>",
    );
  });
});
