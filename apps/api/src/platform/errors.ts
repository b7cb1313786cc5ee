import {
  DomainError,
  ErrorCode,
  refusalMessage,
  refusalOfIssue,
  type Envelope,
  type Refusal,
  type RefusalCode,
  type RefusalParams,
} from "@pitlane/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/** The content type of every JSON answer, written out where an answer is sent as bytes already made. */
export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/** A refusal on its way to the envelope: the HTTP status, the code (and its field and values), its English. */
export interface ErrorAnswer extends Refusal {
  status: number;
  message: string;
  result?: unknown;
  /** Sent as `Retry-After`: every 429 and 503 says when to ask again. */
  retryAfterSeconds?: number;
}

/** The answer for a refusal of the catalogue, its message written from the code. */
export function answer(status: number, code: RefusalCode, field?: string, params?: RefusalParams): ErrorAnswer {
  return {
    status,
    code,
    ...(field ? { field } : {}),
    ...(params ? { params } : {}),
    message: refusalMessage(code, params, field),
  };
}

export function sendError(
  reply: FastifyReply,
  { status, code, field, params, message, result = null, retryAfterSeconds }: ErrorAnswer,
) {
  const body: Envelope<unknown> = {
    error_code: status,
    code,
    ...(field ? { field } : {}),
    ...(params ? { params } : {}),
    message,
    result,
  };
  if (retryAfterSeconds !== undefined) reply.header("retry-after", String(retryAfterSeconds));
  return reply.code(status).header("cache-control", "no-store").send(body);
}

interface PgError {
  code?: string;
  constraint?: string;
}

const pgAnswers: Record<string, ErrorAnswer> = {
  "23505": answer(ErrorCode.conflict, "duplicate_record"),
  "23503": answer(ErrorCode.conflict, "record_in_use"),
  // Text the schemas let through but the database cannot store: still bad input, never a 500.
  "22021": answer(ErrorCode.validation, "forbidden_character", "body"),
  "22P05": answer(ErrorCode.validation, "forbidden_character", "body"),
};

/** Finds the PostgreSQL error behind a Drizzle error (it wraps the driver's error as `cause`). */
function pgErrorOf(error: unknown): PgError | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as PgError).code;
    if (typeof code === "string" && code in pgAnswers) return e as PgError;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** How long a client waits before asking again while the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// The driver's and the network's words for a database out of reach: a refused or dropped connection,
// a pool that could not connect in time, a server shutting down (57P01-57P03) or any SQLSTATE of
// class 08 (connection exception). None of these is the request's fault, and each passes.
const unreachableCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EPIPE"]);
const unreachableStates = /^(08...|57P0[123])$/;
const unreachableMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** Whether an error (or one it wraps: Drizzle keeps the driver's as `cause`) says the database is out of reach. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    const code = (e as PgError).code;
    if (typeof code === "string" && (unreachableCodes.has(code) || unreachableStates.test(code))) return true;
    if (e instanceof Error && unreachableMessages.test(e.message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The one place where every error becomes an envelope and an HTTP status. */
export function toErrorResponse(error: unknown): ErrorAnswer | null {
  // A refusal raised under a query (the embedded database's queue is full) reaches here wrapped by Drizzle.
  if (error instanceof Error && !(error instanceof DomainError) && error.cause instanceof DomainError) {
    return toErrorResponse(error.cause);
  }
  if (error instanceof DomainError) {
    return {
      status: error.status,
      ...error.refusal,
      message: error.message,
      result: error.result,
      ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const refusal = refusalOfIssue({
      ...first?.params,
      path: first?.instancePath.split("/").filter(Boolean) ?? [],
      message: first?.message ?? "invalid",
      code: first?.keyword,
    });
    return {
      status: ErrorCode.validation,
      code: refusal.code,
      field: refusal.field,
      ...(refusal.params ? { params: refusal.params } : {}),
      message: `${refusal.field}: ${refusal.text}`,
    };
  }
  if (isDatabaseUnreachable(error)) {
    return { ...answer(ErrorCode.unavailable, "service_unavailable"), retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
  }
  const pg = pgErrorOf(error);
  const pgAnswer = pg?.code ? pgAnswers[pg.code] : undefined;
  if (pgAnswer) return pgAnswer;
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode;
  if (status === 413 || fastifyError.code === "FST_REQ_FILE_TOO_LARGE") return answer(ErrorCode.tooLarge, "too_large");
  if (status === 415) return answer(ErrorCode.validation, "not_json", "body");
  if (status === 429) return { ...answer(ErrorCode.tooManyRequests, "too_many_requests"), retryAfterSeconds: 60 };
  if (status === 404) return answer(ErrorCode.notFound, "route_not_found");
  if (fastifyError.code === "FST_ERR_CTP_INVALID_JSON_BODY" || fastifyError.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
    return answer(ErrorCode.validation, "invalid_json", "body");
  }
  // Fastify's other refusals of a malformed request keep its own words.
  if (status !== undefined && status >= 400 && status < 500) {
    return { status: ErrorCode.validation, code: "invalid", message: fastifyError.message };
  }
  return null;
}

/** Drizzle puts a failed query's parameters (e-mails, password hashes) in its message: keep them out of logs. */
function loggable(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const hide = (text = "") => text.replace(/\nparams: .*/, "\nparams: [redacted]");
  const cause =
    error.cause instanceof Error
      ? { type: error.cause.name, message: error.cause.message, code: (error.cause as PgError).code }
      : undefined;
  return { type: error.name, message: hide(error.message), stack: hide(error.stack), cause };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request: FastifyRequest, reply) => {
    const known = toErrorResponse(error);
    if (known) return sendError(reply, known);
    request.log.error({ err: loggable(error) }, "unexpected error");
    return sendError(reply, answer(ErrorCode.internal, "unexpected", undefined, { request: request.id }));
  });
}
