import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { en } from "../../locales/resources";
import { mergeTexts } from "../../locales/merge-texts";
import { enShopTexts } from "../../locales/shop-texts";
import { failureText, splitFieldMessage, translateMessage, validationKeyOf } from "./messages";

// A stand-in `t` that shows which key was asked for.
const t = ((key: string) => `<${key}>`) as unknown as TFunction;

/** The English text of a key, to check that a key asked for exists. */
function englishOf(key: string): unknown {
  let node: unknown = mergeTexts(en, enShopTexts);
  for (const part of key.split(".")) node = typeof node === "object" && node ? Reflect.get(node, part) : undefined;
  return node;
}

// The server's own sentences (apps/api), as they arrive in the envelope's `message`.
const serverMessages = {
  resetLink: "token: this reset link is invalid or has expired",
  invalidCredentials: "Invalid e-mail or password",
  emailTaken: "An account with this e-mail already exists",
};

describe("messages", () => {
  it("finds the ValidationMessage key of a schema message", () => {
    expect(validationKeyOf("must be a valid e-mail address")).toBe("email");
    expect(validationKeyOf("is required")).toBe("required");
    expect(validationKeyOf("this reset link is invalid or has expired")).toBe("reset_link");
    expect(validationKeyOf("something else")).toBeUndefined();
  });

  it("splits a 'field: message' and nothing else", () => {
    expect(splitFieldMessage("city_id: is not a city of the chosen state")).toEqual({
      field: "city_id",
      message: "is not a city of the chosen state",
    });
    expect(splitFieldMessage("Missing or invalid CSRF token: reload the page and try again")).toBeNull();
    expect(splitFieldMessage("Branch not found")).toBeNull();
  });

  it("translates schema and known server messages, and keeps unknown ones", () => {
    expect(translateMessage(t, "is required")).toBe("<validation.required>");
    expect(translateMessage(t, serverMessages.invalidCredentials)).toBe("<errors.server.invalid_credentials>");
    expect(translateMessage(t, "Branch limit reached")).toBe("Branch limit reached");
    expect(translateMessage(t, "toString")).toBe("toString");
  });

  it("describes failures by code first", () => {
    expect(failureText(t, { code: 0, message: "Network error" })).toBe("<errors.network>");
    expect(failureText(t, { code: 429, message: "Request failed with status code 429" })).toBe("<errors.too_many>");
    expect(failureText(t, { code: 500, message: "boom" })).toBe("<errors.unexpected>");
    expect(failureText(t, { code: 401, message: serverMessages.invalidCredentials })).toBe(
      "<errors.server.invalid_credentials>",
    );
    expect(failureText(t, { code: 409, message: serverMessages.emailTaken })).toBe("<errors.server.email_taken>");
  });

  it("translates the refused reset link through its validation key, without the field name", () => {
    expect(failureText(t, { code: 400, message: serverMessages.resetLink })).toBe("<validation.reset_link>");
  });

  it("keeps the field of a 400 it cannot place when the message needs it", () => {
    expect(failureText(t, { code: 400, message: "phone: must be a valid phone number" })).toBe(
      "phone: <validation.phone>",
    );
    expect(failureText(t, { code: 400, message: "name: something new" })).toBe("name: something new");
  });

  it.each([
    ["Branch not found", 404, "shop.branch.not_found"],
    ["Logo image not found", 404, "errors.server.logo_not_found"],
    ["Image not found", 404, "errors.server.image_not_found"],
    ["Missing or invalid CSRF token: reload the page and try again", 403, "errors.server.csrf"],
    ["country_id: is required when a state is chosen", 400, "errors.server.country_for_state"],
    ["state_id: is required when a city is chosen", 400, "errors.server.state_for_city"],
    ["country_id: is not a known country", 400, "errors.server.unknown_country"],
    ["state_id: is not a state of the chosen country", 400, "errors.server.state_outside_country"],
    ["city_id: is not a city of the chosen state", 400, "errors.server.city_outside_state"],
    ["file: must be a PNG, JPEG, WebP or GIF image", 400, "validation.image_type"],
    ["file: must be 5 MB or smaller", 413, "validation.image_size"],
  ])("translates the server's %j (%i)", (message, code, key) => {
    expect(failureText(t, { code, message })).toBe(`<${key}>`);
    expect(typeof englishOf(key)).toBe("string");
  });

  it("translates the rate limit's sentence wherever it shows", () => {
    expect(translateMessage(t, "Too many attempts. Please wait a minute and try again.")).toBe("<errors.too_many>");
  });

  it("translates a place check that landed on its field", () => {
    expect(translateMessage(t, "is not a city of the chosen state")).toBe("<errors.server.city_outside_state>");
  });
});
