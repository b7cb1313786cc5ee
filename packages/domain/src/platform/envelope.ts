// No zod here: the web imports this on its first page, which must stay small.
import type { Refusal } from "./refusal.js";

/** HTTP statuses the API answers with; the body's error_code always equals the status. */
export const ErrorCode = {
  ok: 200,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  requestTimeout: 408,
  conflict: 409,
  tooLarge: 413,
  uriTooLong: 414,
  tooManyRequests: 429,
  headersTooLarge: 431,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * Every response body. `token` appears only when the server rotated the session token:
 * the client must store it in place of the one it sent. A refusal (every error_code but 200)
 * also carries its stable `code`, and the `field` and `params` its text names when it has them;
 * `message` is the same refusal in English.
 */
export interface Envelope<T> extends Partial<Refusal> {
  error_code: number;
  message: string;
  result: T;
  token?: string;
}

export function ok<T>(result: T, message = "OK"): Envelope<T> {
  return { error_code: ErrorCode.ok, message, result };
}

export function isOk<T>(envelope: Envelope<T | null>): envelope is Envelope<T> {
  return envelope.error_code === ErrorCode.ok;
}
