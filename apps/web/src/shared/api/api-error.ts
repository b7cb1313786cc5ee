import { type Envelope, isOk } from "@pitlane/domain/platform/envelope";
import type { Refusal } from "@pitlane/domain/platform/refusal";

export { isOk };

/** Not an HTTP status: the request got no answer at all (offline, server down, DNS). */
export const NETWORK_ERROR_CODE = 0;

/** An envelope the caller did not handle, as an Error, so TanStack Query hooks see a failure. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** The error envelope's result: what a refusal hands back (fresh time slots with a 409). */
    readonly result: unknown = null,
    /** The refusal's stable code, field and values: what the screen translates. */
    readonly refusal: Refusal | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The refusal an error envelope carries, when it carries a code. */
export function refusalOf(envelope: Envelope<unknown>): Refusal | null {
  if (!envelope.code) return null;
  return {
    code: envelope.code,
    ...(envelope.field ? { field: envelope.field } : {}),
    ...(envelope.params ? { params: envelope.params } : {}),
  };
}

/** The one place where an error envelope becomes a thrown error. */
export function unwrap<T>(envelope: Envelope<T | null>): T {
  if (isOk(envelope)) return envelope.result;
  throw new ApiError(envelope.error_code, envelope.message, envelope.result, refusalOf(envelope));
}

/** What a screen needs to describe any failure: the HTTP code, the server's English and the refusal behind it. */
export interface Failure {
  code: number;
  message: string;
  refusal?: Refusal | null;
}

export function toFailure(error: unknown): Failure {
  if (error instanceof ApiError) return { code: error.code, message: error.message, refusal: error.refusal };
  return { code: 500, message: error instanceof Error ? error.message : String(error) };
}
