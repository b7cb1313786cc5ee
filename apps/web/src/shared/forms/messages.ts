import { ValidationMessage, type ValidationMessageKey } from "@pitlane/domain/platform/messages";
import type { TFunction } from "i18next";
import { type Failure, NETWORK_ERROR_CODE } from "../api/api-error";

// Object.keys types its result as string[]; these are ValidationMessage's own keys.
const validationKeys = new Map<string, ValidationMessageKey>(
  (Object.keys(ValidationMessage) as ValidationMessageKey[]).map((key) => [ValidationMessage[key], key]),
);

/** The `ValidationMessage` key of an English schema message ("is required" -> "required"). */
export function validationKeyOf(message: string): ValidationMessageKey | undefined {
  return validationKeys.get(message);
}

/**
 * Server messages (not field-bound) that we know, so they read in Arabic too. An unknown message
 * is still shown, in the server's English, rather than hidden behind a vague one.
 */
const serverMessageKeys = {
  "Invalid e-mail or password": "errors.server.invalid_credentials",
  "An account with this e-mail already exists": "errors.server.email_taken",
  "This reset link is invalid or has expired": "errors.server.reset_invalid",
  "is invalid or has expired": "errors.server.reset_invalid",
  "You do not have permission to do this": "errors.forbidden",
} as const;

function isKnownServerMessage(message: string): message is keyof typeof serverMessageKeys {
  return message in serverMessageKeys;
}

/** A schema or server message in the current language. */
export function translateMessage(t: TFunction, message: string): string {
  const key = validationKeyOf(message);
  if (key) return t(`validation.${key}`);
  if (isKnownServerMessage(message)) return t(serverMessageKeys[message]);
  return message;
}

/** What to tell the user about a failed call, by its code first: network and 429 read the same everywhere. */
export function failureText(t: TFunction, failure: Failure): string {
  if (failure.code === NETWORK_ERROR_CODE) return t("errors.network");
  if (failure.code === 429) return t("errors.too_many");
  if (failure.code === 403 && !failure.message) return t("errors.forbidden");
  if (failure.code >= 500) return t("errors.unexpected");
  const separator = failure.message.indexOf(": ");
  if (failure.code === 400 && separator > 0) {
    // "field: message" not bound to a form field: translate the message part, keep the field name.
    // A known server sentence reads on its own; a rule message keeps the field it is about.
    const field = failure.message.slice(0, separator);
    const message = failure.message.slice(separator + 2);
    return isKnownServerMessage(message) ? translateMessage(t, message) : `${field}: ${translateMessage(t, message)}`;
  }
  return translateMessage(t, failure.message) || t("errors.unexpected");
}
