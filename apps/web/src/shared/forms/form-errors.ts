import { type Failure, toFailure } from "../api/api-error";
import { encodeRefusal } from "./messages";

/** Errors a presentational form page receives from its container. */
export interface FormErrors {
  /** A refusal not bound to a field: shown above the submit button. */
  form: Failure | null;
  /** Refusals by field name, encoded (translated when shown). */
  fields: Record<string, string>;
}

export const noFormErrors: FormErrors = { form: null, fields: {} };

/**
 * Puts a server refusal where the user will see it: one naming a field the form has lands on
 * that field ("email" under the e-mail input), anything else is a form-level error.
 */
export function toFormErrors(error: unknown, fieldNames: readonly string[]): FormErrors {
  const failure = toFailure(error);
  const field = failure.refusal?.field;
  if (failure.refusal && field && fieldNames.includes(field)) {
    return { form: null, fields: { [field]: encodeRefusal(failure.refusal) } };
  }
  return { form: failure, fields: {} };
}
