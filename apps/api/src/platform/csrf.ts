import { randomBytes, timingSafeEqual } from "node:crypto";
import { TERMINAL_KEY_HEADER } from "@pitlane/domain";
import { parseCookie, stringifySetCookie } from "cookie";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { answer, sendError } from "./errors.js";

export const CSRF_COOKIE = "XSRF-TOKEN";
export const CSRF_HEADER = "x-xsrf-token";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Random bytes for new cookies, drawn a few kilobytes at a time: a client that never keeps cookies
 * (a script, a load test) gets a fresh one on every answer, and one system call each was a
 * measurable share of a cheap request. Every token is its own slice, never handed out twice.
 */
const POOL_BYTES = 24 * 256;
let pool = Buffer.alloc(0);
let taken = POOL_BYTES;

export function newCsrfToken(): string {
  if (taken + 24 > pool.length) {
    pool = randomBytes(POOL_BYTES);
    taken = 0;
  }
  taken += 24;
  return pool.toString("base64url", taken - 24, taken);
}

function sameValue(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The CSRF cookie the request carries: the only cookie the API reads, so only it is looked for. */
function csrfCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header?.includes(CSRF_COOKIE) ? parseCookie(header)[CSRF_COOKIE] : undefined;
}

/**
 * Double-submit cookie: the page reads XSRF-TOKEN (SameSite=Strict) and echoes it in X-XSRF-TOKEN on
 * every state-changing request; a page of another site can do neither. A callback hook writing its
 * header itself: it runs on every request, and a promise and a cookie plugin's send hook each were a
 * measurable share of a cheap one.
 */
export function registerCsrf(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    const cookie = csrfCookieOf(request);
    if (!cookie) {
      const secure = request.protocol === "https";
      const value = newCsrfToken();
      reply.header(
        "set-cookie",
        stringifySetCookie({ name: CSRF_COOKIE, value, path: "/", sameSite: "strict", secure }),
      );
    }
    if (SAFE_METHODS.has(request.method)) return done();
    // A station's own system sends its key in a header and keeps no cookie: a page of another site
    // cannot send that header (no CORS here), so the double submit has nothing to guard.
    if (request.headers[TERMINAL_KEY_HEADER] !== undefined && request.url.startsWith("/station/api/")) return done();
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== "string" || !sameValue(cookie, header)) {
      sendError(reply, answer(403, "csrf"));
      return;
    }
    done();
  });
}
