import { type Failure, toFailure } from "../api/api-error";
import { splitFieldMessage } from "./messages";

/** Errors a presentational form page receives from its container. */
export interface FormErrors {
  /** A refusal not bound to a field: shown above the submit button. */
  form: Failure | null;
  /** Server messages by field name (English; translated when shown). */
  fields: Record<string, string>;
}

export const noFormErrors: FormErrors = { form: null, fields: {} };

/**
 * Puts a server refusal where the user will see it: "email: must be a valid e-mail address"
 * lands on the e-mail field when the form has one, anything else is a form-level error (still
 * translated through its message part, see `translateMessage`).
 */
export function toFormErrors(error: unknown, fieldNames: readonly string[]): FormErrors {
  const failure = toFailure(error);
  if (failure.code !== 400) return { form: failure, fields: {} };
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const part of failure.message.split(/;\s*|\n/)) {
    const text = part.trim();
    const parts = splitFieldMessage(text);
    if (parts && fieldNames.includes(parts.field) && !fields[parts.field]) fields[parts.field] = parts.message;
    else if (text) rest.push(text);
  }
  return { form: rest.length > 0 ? { code: failure.code, message: rest.join("; ") } : null, fields };
}
