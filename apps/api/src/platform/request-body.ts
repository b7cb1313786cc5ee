import { invalid, type Endpoint } from "@pitlane/domain";
import type { FastifyRequest, RouteShorthandOptions } from "fastify";

/** "application/json" of "application/json; charset=utf-8"; undefined when the request names none. */
function mediaTypeOf(request: FastifyRequest): string | undefined {
  const header = request.headers["content-type"];
  return header === undefined ? undefined : (header.split(";")[0] ?? "").trim().toLowerCase();
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * An upload takes multipart/form-data and nothing else; every other state-changing route takes JSON
 * or no body at all. Checked before the body is read: Fastify would otherwise parse text/plain (which
 * a page of another site can send without asking) and multipart for any route, and a route without
 * a body would act on the request all the same.
 */
function refuseOtherContentTypes(endpoint: Endpoint, request: FastifyRequest): void {
  const type = mediaTypeOf(request);
  if (endpoint.multipart) {
    if (type !== "multipart/form-data") throw invalid("file", "not_multipart");
  } else if (type !== undefined && type !== "application/json") {
    throw invalid("body", "not_json");
  }
}

/**
 * A route without a body takes none, or an empty JSON one (`{}`, or nothing after the content type,
 * which a client that always sends the header does); a field there is one it does not take.
 */
function refuseABody(request: FastifyRequest): void {
  const body: unknown = request.body;
  if (body === undefined) return;
  if (!isPlainObject(body)) throw invalid("body", "invalid");
  const [field] = Object.keys(body);
  if (field !== undefined) throw invalid(field, "unknown_field");
}

/**
 * The hooks that hold a state-changing route to the body it declares; a read takes no body, so it
 * has none. The answer is always 400 (decision 0033): `not_json`, `not_multipart` or `unknown_field`.
 */
export function bodyHooks(endpoint: Endpoint): Pick<RouteShorthandOptions, "preParsing" | "preValidation"> {
  if (endpoint.method === "GET") return {};
  return {
    preParsing: async (request, _reply, payload) => {
      refuseOtherContentTypes(endpoint, request);
      return payload;
    },
    ...(endpoint.body || endpoint.multipart ? {} : { preValidation: async (request) => refuseABody(request) }),
  };
}
