import { type Failure, toFailure } from "../api/api-error";

/** Errors a presentational form page receives from its container. */
export interface FormErrors {
  /** A refusal not bound to a field: shown above the submit button. */
  form: Failure | null;
  /** Server messages by field name (English; translated when shown). */
  fields: Record<string, string>;
}

export const noFormErrors: FormErrors = { form: null, fields: {} };

const FIELD_MESSAGE = /^([A-Za-z_][\w.]*): (.+)$/;

/**
 * Puts a server refusal where the user will see it: "email: must be a valid e-mail address"
 * lands on the e-mail field when the form has one, anything else is a form-level error.
 */
export function toFormErrors(error: unknown, fieldNames: readonly string[]): FormErrors {
  const failure = toFailure(error);
  if (failure.code !== 400) return { form: failure, fields: {} };
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const part of failure.message.split(/;\s*|\n/)) {
    const match = FIELD_MESSAGE.exec(part.trim());
    const [, field, message] = match ?? [];
    if (field && message && fieldNames.includes(field) && !fields[field]) fields[field] = message;
    else if (part.trim()) rest.push(part.trim());
  }
  return { form: rest.length > 0 ? { code: failure.code, message: rest.join("; ") } : null, fields };
}
