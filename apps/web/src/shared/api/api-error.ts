import { type Envelope, isOk } from "@pitlane/domain/platform/envelope";

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
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The one place where an error envelope becomes a thrown error. */
export function unwrap<T>(envelope: Envelope<T | null>): T {
  if (isOk(envelope)) return envelope.result;
  throw new ApiError(envelope.error_code, envelope.message, envelope.result);
}

/** What a screen needs to describe any failure: the code and the server's message. */
export interface Failure {
  code: number;
  message: string;
}

export function toFailure(error: unknown): Failure {
  if (error instanceof ApiError) return { code: error.code, message: error.message };
  return { code: 500, message: error instanceof Error ? error.message : String(error) };
}
