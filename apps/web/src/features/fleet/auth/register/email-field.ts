import { ApiError } from "../../../../shared/api/api-error";

/**
 * The API's "e-mail taken" names no field (the sign-up and the first step's check answer alike);
 * on this page it belongs under the e-mail of the first step, which then opens.
 */
export function onEmailField(error: unknown): unknown {
  if (error instanceof ApiError && error.refusal?.code === "email_taken" && !error.refusal.field) {
    return new ApiError(error.code, error.message, error.result, { ...error.refusal, field: "email" });
  }
  return error;
}
