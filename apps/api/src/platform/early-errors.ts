import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { ErrorCode, type Envelope } from "@pitlane/domain";
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import { JSON_CONTENT_TYPE, answer, sendError, type ErrorAnswer } from "./errors.js";
import { SECURITY_HEADERS } from "./security-headers.js";

/**
 * Refusals Fastify makes before a route is found (a path parameter over its length, a URL that does
 * not decode), when no hook has run: without this they go out as Fastify's own body, the URL in it,
 * without the security headers. Here they are the envelope with the headers, the URL left out.
 */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers(SECURITY_HEADERS);
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") return sendError(reply, answer(ErrorCode.uriTooLong, "url_too_long"));
  if (error.code === "FST_ERR_BAD_URL") return sendError(reply, answer(ErrorCode.validation, "bad_url"));
  request.log.error({ err: { type: error.name, code: error.code } }, "unexpected error");
  return sendError(reply, answer(ErrorCode.internal, "unexpected", undefined, { request: request.id }));
}

/** Node's refusals of a request it could not read as HTTP, by its parser's code. */
function clientErrorAnswer(code: string | undefined): ErrorAnswer {
  if (code === "HPE_HEADER_OVERFLOW") return answer(ErrorCode.headersTooLarge, "headers_too_large");
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return answer(ErrorCode.requestTimeout, "request_timeout");
  return answer(ErrorCode.validation, "bad_request");
}

/**
 * A request Node's parser refuses (headers too large, not HTTP at all) never reaches Fastify: the
 * answer is written on the socket, as Fastify's default does, but as the envelope with the headers.
 */
function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (socket.writable) {
    const { status, code, message } = clientErrorAnswer(error.code);
    const envelope: Envelope<null> = { error_code: status, code, message, result: null };
    const body = JSON.stringify(envelope);
    const headers = {
      ...SECURITY_HEADERS,
      "cache-control": "no-store",
      "content-type": JSON_CONTENT_TYPE,
      "content-length": String(Buffer.byteLength(body)),
      connection: "close",
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join("")}\r\n${body}`);
  }
  socket.destroy(error);
}

/** Fastify's options that put its and Node's early refusals in the envelope. */
export const earlyErrorOptions = {
  frameworkErrors,
  clientErrorHandler,
} satisfies Pick<FastifyServerOptions, "frameworkErrors" | "clientErrorHandler">;
