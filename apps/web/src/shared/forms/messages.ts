import { BaseValidationMessage } from "@pitlane/domain/platform/base-messages";
import type { ValidationMessageKey } from "@pitlane/domain/platform/messages";
import type { ParseKeys, TFunction } from "i18next";
import { type Failure, NETWORK_ERROR_CODE } from "../api/api-error";

const validationKeys = new Map<string, ValidationMessageKey>();

/** Schema messages that name what they are about, so they read without the field's name. */
const selfContainedKeys = new Set<ValidationMessageKey>(["reset_link"]);

/**
 * Adds schema messages the translation knows: the base ones now, the fleet portal's with its
 * layouts (off the sign-in page). A message written as a sentence ("Please Add Image") reads
 * without its field's name.
 */
export function addValidationMessages(messages: Partial<Record<ValidationMessageKey, string>>): void {
  // Object.entries types its keys as string; these are the object's own ValidationMessageKey keys.
  for (const [key, text] of Object.entries(messages) as [ValidationMessageKey, string][]) {
    validationKeys.set(text, key);
    if (/^[A-Z]/.test(text)) selfContainedKeys.add(key);
  }
}
addValidationMessages(BaseValidationMessage);

/** The `ValidationMessage` key of an English schema message ("is required" -> "required"). */
export function validationKeyOf(message: string): ValidationMessageKey | undefined {
  return validationKeys.get(message);
}

/**
 * Server sentences that are not schema messages, so they read in Arabic too: whole messages, and
 * the message part of "field: message" refusals (which land on their field when the form has it).
 * Every text here reads on its own. An unknown message is still shown, in the server's English,
 * rather than hidden behind a vague one.
 */
const serverMessageKeys = new Map<string, ParseKeys>(
  Object.entries({
    "Invalid e-mail or password": "errors.server.invalid_credentials",
    "An account with this e-mail already exists": "errors.server.email_taken",
    "You do not have permission to do this": "errors.forbidden",
    "Missing or invalid CSRF token: reload the page and try again": "errors.server.csrf",
    "Too many attempts. Please wait a minute and try again.": "errors.too_many",
    "Too many requests. Please wait a minute and try again.": "errors.too_many",
    "Branch not found": "shop.branch.not_found",
    "Logo image not found": "errors.server.logo_not_found",
    "Image not found": "errors.server.image_not_found",
    // The address checks: "country_id: ...", "state_id: ...", "city_id: ...".
    "is required when a state is chosen": "errors.server.country_for_state",
    "is required when a city is chosen": "errors.server.state_for_city",
    "is not a known country": "errors.server.unknown_country",
    "is not a state of the chosen country": "errors.server.state_outside_country",
    "is not a city of the chosen state": "errors.server.city_outside_state",
    // The upload checks: "file: ...".
    "must be a PNG, JPEG, WebP or GIF image": "validation.image_type",
    "must be 5 MB or smaller": "validation.image_size",
  } satisfies Record<string, ParseKeys>),
);

/** Adds messages whose texts load later (the signed-in screens'), with those texts. */
export function addServerMessages(keys: Record<string, ParseKeys>): void {
  for (const [message, key] of Object.entries(keys)) serverMessageKeys.set(message, key);
}

const FIELD_MESSAGE = /^([A-Za-z_][\w.]*): (.+)$/;

/** "email: must be a valid e-mail address" -> its field and message; null for any other text. */
export function splitFieldMessage(text: string): { field: string; message: string } | null {
  const [, field, message] = FIELD_MESSAGE.exec(text) ?? [];
  return field && message ? { field, message } : null;
}

/** A known message in the current language, and whether it reads without its field; else null. */
function translateKnown(t: TFunction, message: string): { text: string; isSelfContained: boolean } | null {
  const key = validationKeyOf(message);
  if (key) return { text: t(`validation.${key}`), isSelfContained: selfContainedKeys.has(key) };
  const serverKey = serverMessageKeys.get(message);
  if (serverKey) return { text: t(serverKey), isSelfContained: true };
  return null;
}

/**
 * A schema or server message in the current language. A "field: message" the form could not put
 * on a field is translated through its message part; the field name stays when the message needs
 * it ("phone: Enter a valid phone number") and goes when the sentence reads on its own.
 */
export function translateMessage(t: TFunction, message: string): string {
  const whole = translateKnown(t, message);
  if (whole) return whole.text;
  const parts = splitFieldMessage(message);
  const known = parts && translateKnown(t, parts.message);
  if (!parts || !known) return message;
  return known.isSelfContained ? known.text : `${parts.field}: ${known.text}`;
}

/** What to tell the user about a failed call, by its code first: network and 429 read the same everywhere. */
export function failureText(t: TFunction, failure: Failure): string {
  if (failure.code === NETWORK_ERROR_CODE) return t("errors.network");
  if (failure.code === 429) return t("errors.too_many");
  if (failure.code === 403 && !failure.message) return t("errors.forbidden");
  if (failure.code >= 500) return t("errors.unexpected");
  return translateMessage(t, failure.message) || t("errors.unexpected");
}
