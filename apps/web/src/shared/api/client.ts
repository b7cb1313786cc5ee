// Deep imports (not the package index) keep zod and every schema out of the first bundle: the
// sign-in page must stay small (ARCHITECTURE: under 170 KiB gzip).
import {
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResultOf,
  buildPath,
} from "@pitlane/domain/platform/endpoint";
import type { Envelope } from "@pitlane/domain/platform/envelope";
import { sessionStore } from "../session/session-store";
import { ApiError, NETWORK_ERROR_CODE, refusalOf, unwrap } from "./api-error";
import { CSRF_HEADER, ensureCsrfToken } from "./csrf";
import { handleSessionExpired, reportNetworkError } from "./failures";

type ParamsSlot<E extends Endpoint> = [ParamsOf<E>] extends [undefined]
  ? { params?: undefined }
  : { params: ParamsOf<E> };
type QuerySlot<E extends Endpoint> = [QueryOf<E>] extends [undefined] ? { query?: undefined } : { query?: QueryOf<E> };
type BodySlot<E extends Endpoint> = [BodyOf<E>] extends [undefined] ? { body?: undefined } : { body: BodyOf<E> };
/** Headers beyond the ones every call sends: the `Idempotency-Key` of a request that moves money. */
interface HeadersSlot {
  headers?: Record<string, string>;
}
/** What an endpoint takes, inferred from its schemas: `call(branchEndpoints.get, { params: { id } })`. */
export type CallArgs<E extends Endpoint> = ParamsSlot<E> & QuerySlot<E> & BodySlot<E> & HeadersSlot;
type ArgsTuple<E extends Endpoint> =
  Partial<CallArgs<E>> extends CallArgs<E> ? [args?: CallArgs<E>] : [args: CallArgs<E>];

/** The untyped shape of CallArgs, for generic code (hooks.ts) that picks the types itself. */
export interface RawArgs extends HeadersSlot {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const NETWORK_MESSAGE = "Network error: Please check your internet connection.";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function urlOf(endpoint: Endpoint, args: RawArgs): string {
  const params: Record<string, string | number> = {};
  if (isRecord(args.params)) {
    for (const [name, value] of Object.entries(args.params))
      if (typeof value === "string" || typeof value === "number") params[name] = value;
  }
  const search = new URLSearchParams();
  if (isRecord(args.query)) {
    for (const [name, value] of Object.entries(args.query))
      if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  }
  const query = search.toString();
  return buildPath(endpoint.path, params) + (query ? `?${query}` : "");
}

interface Sent {
  response: Response | null;
  sentToken: string | null;
}

/**
 * Sends one request; never throws. `response: null` means no answer (already toasted). The token
 * is the session's, read synchronously before the first await (sign-out relies on it, see
 * session/sign-out.ts), unless the caller names another.
 */
async function send(
  endpoint: Endpoint,
  url: string,
  body?: BodyInit,
  contentType?: string,
  sentToken = sessionStore.get().session?.token ?? null,
  extraHeaders: Record<string, string> = {},
): Promise<Sent> {
  const headers = new Headers({ ...extraHeaders, Accept: "application/json" });
  if (contentType) headers.set("Content-Type", contentType);
  if (sentToken) headers.set("Authorization", `Bearer ${sentToken}`);
  try {
    if (MUTATING.has(endpoint.method)) {
      const csrf = await ensureCsrfToken();
      if (csrf) headers.set(CSRF_HEADER, csrf);
    }
    const response = await fetch(url, { method: endpoint.method, headers, body, credentials: "same-origin" });
    return { response, sentToken };
  } catch {
    reportNetworkError();
    return { response: null, sentToken };
  }
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    isRecord(value) && typeof value.error_code === "number" && typeof value.message === "string" && "result" in value
  );
}

async function readEnvelope({ response, sentToken }: Sent): Promise<Envelope<unknown>> {
  if (!response) return { error_code: NETWORK_ERROR_CODE, message: NETWORK_MESSAGE, result: null };
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's error page, for instance): described below from the status.
  }
  const envelope: Envelope<unknown> = isEnvelope(body)
    ? body
    : {
        error_code: response.ok ? 500 : response.status,
        message: response.statusText || `HTTP ${response.status}`,
        result: null,
      };
  if (envelope.token) sessionStore.setToken(envelope.token);
  if ((response.status === 401 || envelope.error_code === 401) && sentToken) await handleSessionExpired(sentToken);
  return envelope;
}

/** JSON call for generic code; see `call` for the typed one. */
export async function callRaw(endpoint: Endpoint, args: RawArgs = {}): Promise<Envelope<unknown>> {
  const hasBody = args.body !== undefined;
  const sent = send(
    endpoint,
    urlOf(endpoint, args),
    hasBody ? JSON.stringify(args.body) : undefined,
    hasBody ? "application/json" : undefined,
    undefined,
    args.headers,
  );
  return readEnvelope(await sent);
}

/**
 * Calls an endpoint and returns its envelope, the server's error body included: it never throws
 * for an HTTP error (spec 000 section 8). Check `isOk(envelope)` before using `result`.
 */
export function call<E extends Endpoint>(endpoint: E, ...[args]: ArgsTuple<E>): Promise<Envelope<ResultOf<E> | null>> {
  // The server validates every response against `endpoint.result`, the same schema object, so
  // the parsed JSON is of that type; checking it again here would only cost bundle size.
  return callRaw(endpoint, args) as Promise<Envelope<ResultOf<E> | null>>;
}

/** Like `call`, but throws ApiError unless error_code is 200: what TanStack Query functions want. */
export async function request<E extends Endpoint>(endpoint: E, ...args: ArgsTuple<E>): Promise<ResultOf<E>> {
  return unwrap(await call(endpoint, ...args));
}

/** `request` for generic code that names the result type itself (see hooks.ts). */
export async function requestRaw<T>(endpoint: Endpoint, args: RawArgs): Promise<T> {
  // Same reasoning as in `call`: the result was validated by the server against this endpoint.
  return unwrap(await callRaw(endpoint, args)) as T;
}

/**
 * Ends on the server a session this tab does not hold (one found stored after the browser was
 * closed, see session/restore.ts): its own token, and nothing read back into the session.
 */
export async function revokeToken(logout: Endpoint, token: string): Promise<void> {
  await send(logout, urlOf(logout, {}), undefined, undefined, token);
}

/** Multipart upload (the endpoint has `multipart: true`); the browser sets the boundary header. */
export async function callMultipart<E extends Endpoint>(
  endpoint: E,
  form: FormData,
  params?: ParamsOf<E>,
): Promise<Envelope<ResultOf<E> | null>> {
  const envelope = await readEnvelope(await send(endpoint, urlOf(endpoint, { params }), form));
  // See `call`: the server's response schema is the endpoint's.
  return envelope as Envelope<ResultOf<E> | null>;
}

/** Bytes of a binary endpoint (a download) with the Bearer header; a refusal is thrown as ApiError, as `request` does. */
export async function requestBlob<E extends Endpoint>(endpoint: E, ...[args]: ArgsTuple<E>): Promise<Blob> {
  const sent = await send(endpoint, urlOf(endpoint, args ?? {}));
  if (sent.response?.ok) return sent.response.blob();
  const envelope = await readEnvelope(sent);
  throw new ApiError(envelope.error_code, envelope.message, envelope.result, refusalOf(envelope));
}
