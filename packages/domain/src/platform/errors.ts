import { ErrorCode } from "./envelope.js";

export type DomainErrorKind =
  "VALIDATION" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "TOO_LARGE" | "RATE_LIMITED";

/** The one mapping from a domain error to the HTTP status and envelope error_code. */
export const statusOfKind: Record<DomainErrorKind, ErrorCode> = {
  VALIDATION: ErrorCode.validation,
  UNAUTHORIZED: ErrorCode.unauthorized,
  FORBIDDEN: ErrorCode.forbidden,
  NOT_FOUND: ErrorCode.notFound,
  CONFLICT: ErrorCode.conflict,
  TOO_LARGE: ErrorCode.tooLarge,
  RATE_LIMITED: ErrorCode.tooManyRequests,
};

/**
 * Thrown by services and rules; the API turns it into the envelope in one place. `result` is what
 * the envelope carries besides the message (a conflict's fresh state, say); null for most errors.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly result: unknown = null,
  ) {
    super(message);
    this.name = "DomainError";
  }

  get status(): ErrorCode {
    return statusOfKind[this.kind];
  }
}

export const notFound = (what: string) => new DomainError("NOT_FOUND", `${what} not found`);
export const conflict = (message: string, result: unknown = null) => new DomainError("CONFLICT", message, result);
export const invalid = (field: string, message: string) => new DomainError("VALIDATION", `${field}: ${message}`);
export const forbidden = (message = "You do not have permission to do this") => new DomainError("FORBIDDEN", message);
export const unauthorized = (message = "Please sign in to continue") => new DomainError("UNAUTHORIZED", message);
