import { DomainError, ErrorCode, describeIssue, type Envelope } from "@pitlane/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

export function sendError(reply: FastifyReply, status: number, message: string, result: unknown = null) {
  const body: Envelope<unknown> = { error_code: status, message, result };
  return reply.code(status).header("cache-control", "no-store").send(body);
}

interface PgError {
  code?: string;
  constraint?: string;
}

const pgAnswers: Record<string, { status: number; message: string }> = {
  "23505": { status: ErrorCode.conflict, message: "This record already exists" },
  "23503": {
    status: ErrorCode.conflict,
    message: "This record is still in use or refers to a record that does not exist",
  },
  // Text the schemas let through but the database cannot store: still bad input, never a 500.
  "22021": { status: ErrorCode.validation, message: "body: contains a character that is not allowed" },
  "22P05": { status: ErrorCode.validation, message: "body: contains a character that is not allowed" },
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

/** The one place where every error becomes an envelope and an HTTP status. */
export function toErrorResponse(error: unknown): { status: number; message: string; result?: unknown } | null {
  if (error instanceof DomainError) return { status: error.status, message: error.message, result: error.result };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const path = first?.instancePath.split("/").filter(Boolean) ?? [];
    return { status: ErrorCode.validation, message: describeIssue({ path, message: first?.message ?? "is invalid" }) };
  }
  const pg = pgErrorOf(error);
  const pgAnswer = pg?.code ? pgAnswers[pg.code] : undefined;
  if (pgAnswer) return pgAnswer;
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode;
  if (status === 413 || fastifyError.code === "FST_REQ_FILE_TOO_LARGE") {
    return { status: ErrorCode.tooLarge, message: "The request is too large" };
  }
  if (status === 415) return { status: ErrorCode.validation, message: "body: must be JSON" };
  if (status === 429)
    return { status: ErrorCode.tooManyRequests, message: "Too many requests. Please wait a minute and try again." };
  if (status !== undefined && status >= 400 && status < 500) {
    const message =
      fastifyError.code === "FST_ERR_CTP_INVALID_JSON_BODY" || fastifyError.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
        ? "body: must be valid JSON"
        : fastifyError.message;
    return { status: status === 404 ? 404 : ErrorCode.validation, message };
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
    if (known) return sendError(reply, known.status, known.message, known.result);
    request.log.error({ err: loggable(error) }, "unexpected error");
    return sendError(reply, ErrorCode.internal, `Something went wrong on our side (request ${request.id})`);
  });
}
