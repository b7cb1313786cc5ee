import { ErrorCode } from "./envelope.js";
import { type RefusalCode, refusalMessage } from "./messages.js";
import type { Refusal, RefusalParams } from "./refusal.js";

export type DomainErrorKind =
  "VALIDATION" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE";

/** The one mapping from a domain error to the HTTP status and envelope error_code. */
export const statusOfKind: Record<DomainErrorKind, ErrorCode> = {
  VALIDATION: ErrorCode.validation,
  UNAUTHORIZED: ErrorCode.unauthorized,
  FORBIDDEN: ErrorCode.forbidden,
  NOT_FOUND: ErrorCode.notFound,
  CONFLICT: ErrorCode.conflict,
  TOO_LARGE: ErrorCode.tooLarge,
  RATE_LIMITED: ErrorCode.tooManyRequests,
  UNAVAILABLE: ErrorCode.unavailable,
};

export interface RefusalDetails {
  field?: string;
  params?: RefusalParams;
  /** What the envelope carries besides the refusal (a conflict's fresh state, say); null for most. */
  result?: unknown;
  /** Whole seconds after which asking again may succeed: sent as `Retry-After` (429, 503). */
  retryAfterSeconds?: number;
}

/**
 * Thrown by services and rules; the API turns it into the envelope in one place. It carries a
 * stable code of the refusal catalogue (messages.ts); its message is that code's English text.
 */
export class DomainError extends Error {
  readonly field: string | undefined;
  readonly params: RefusalParams | undefined;
  readonly result: unknown;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly kind: DomainErrorKind,
    readonly code: RefusalCode,
    { field, params, result = null, retryAfterSeconds }: RefusalDetails = {},
  ) {
    super(refusalMessage(code, params, field));
    this.name = "DomainError";
    this.field = field;
    this.params = params;
    this.result = result;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get status(): ErrorCode {
    return statusOfKind[this.kind];
  }

  get refusal(): Refusal {
    return {
      code: this.code,
      ...(this.field === undefined ? {} : { field: this.field }),
      ...(this.params === undefined ? {} : { params: this.params }),
    };
  }
}

export const notFound = (code: RefusalCode) => new DomainError("NOT_FOUND", code);
export const conflict = (code: RefusalCode, details?: RefusalDetails) => new DomainError("CONFLICT", code, details);
export const invalid = (field: string, code: RefusalCode, params?: RefusalParams) =>
  new DomainError("VALIDATION", code, { field, params });
export const forbidden = (code: RefusalCode = "forbidden") => new DomainError("FORBIDDEN", code);
export const unauthorized = (code: RefusalCode = "sign_in_required") => new DomainError("UNAUTHORIZED", code);
/** The server cannot serve the request now (its database is down or busy); asking again later may work. */
export const unavailable = (retryAfterSeconds: number) =>
  new DomainError("UNAVAILABLE", "service_unavailable", { retryAfterSeconds });
