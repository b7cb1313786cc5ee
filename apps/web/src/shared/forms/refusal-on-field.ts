import type { RefusalCode } from "@pitlane/domain";
import { ApiError } from "../api/api-error";

/**
 * A refusal the API gives without a field ("name taken", "e-mail taken": the unique index names
 * none) placed on the field the form knows it belongs to; any other error unchanged. The result is
 * a new error: memoise it, as a form re-applies its server errors whenever they change.
 */
export function refusalOnField(error: unknown, code: RefusalCode, field: string): unknown {
  if (error instanceof ApiError && error.refusal?.code === code && !error.refusal.field) {
    return new ApiError(error.code, error.message, error.result, { ...error.refusal, field });
  }
  return error;
}
