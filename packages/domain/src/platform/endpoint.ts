import type { z } from "zod";
import type { Permission } from "../permissions.js";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call an endpoint: anyone, a signed-in shop user, a signed-in user of a fleet company, a
 * signed-in user of the platform's operations console (holding `permission`, from that catalogue,
 * when it is set), or a partner station's terminal.
 */
export type EndpointAuth = "public" | "shop" | "fleet" | "ops" | "station";

/**
 * One endpoint, defined once: the API registers its route from this object and the web
 * calls it through the same object, so request and response types cannot drift.
 */
export interface Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends EndpointAuth = EndpointAuth,
> {
  method: HttpMethod;
  /** Fastify-style path: `/customer/api/shop-branch/get/:id`. */
  path: string;
  summary: string;
  tag: string;
  auth: A;
  /** The permission the route needs; a list means any one of them (the service then checks which applies). */
  permission: Permission | readonly Permission[] | null;
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of the envelope's `result`. */
  result: R;
  /** Binary responses and multipart requests (uploads) are not JSON envelopes on the way in or out. */
  multipart?: boolean;
  binary?: boolean;
  /**
   * An export or import: a whole list read or written at once, counted against the tighter budget
   * per session and per company as well as the ordinary one (docs/decisions/0032-request-limits.md).
   */
  bulk?: boolean;
  /**
   * Moves money: the caller sends an `Idempotency-Key` header (1–200 characters), and a retry with the
   * same key gets the first answer again (docs/decisions/0037-idempotency-keys.md).
   */
  idempotent?: boolean;
}

export function defineEndpoint<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  const A extends EndpointAuth = EndpointAuth,
>(endpoint: Endpoint<P, Q, B, R, A>): Endpoint<P, Q, B, R, A> {
  return endpoint;
}

/** What a caller sends (schema input) and what a handler receives (schema output) for one part of an endpoint. */
type Part<S, Mode extends "in" | "out"> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends z.ZodType
    ? Mode extends "in"
      ? z.input<NonNullable<S>>
      : z.output<NonNullable<S>>
    : undefined;

export type ParamsOf<E extends Endpoint, Mode extends "in" | "out" = "in"> = Part<E["params"], Mode>;
export type QueryOf<E extends Endpoint, Mode extends "in" | "out" = "in"> = Part<E["query"], Mode>;
export type BodyOf<E extends Endpoint, Mode extends "in" | "out" = "in"> = Part<E["body"], Mode>;
export type ResultOf<E extends Endpoint> = z.output<E["result"]>;

/** `/x/get/:id` with `{ id: "42" }` gives `/x/get/42`. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
