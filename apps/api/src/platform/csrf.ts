import { randomBytes, timingSafeEqual } from "node:crypto";
import { TERMINAL_KEY_HEADER } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
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

/**
 * Double-submit cookie: the page reads XSRF-TOKEN (SameSite=Strict) and echoes it in X-XSRF-TOKEN on
 * every state-changing request; a page of another site can do neither.
 */
export function registerCsrf(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(CSRF_COOKIE, newCsrfToken(), {
        path: "/",
        sameSite: "strict",
        httpOnly: false,
        secure: request.protocol === "https",
      });
    }
    if (SAFE_METHODS.has(request.method)) return;
    // A station's own system sends its key in a header and keeps no cookie: a page of another site
    // cannot send that header (no CORS here), so the double submit has nothing to guard.
    if (request.headers[TERMINAL_KEY_HEADER] !== undefined && request.url.startsWith("/station/api/")) return;
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== "string" || !sameValue(cookie, header)) {
      return sendError(reply, answer(403, "csrf"));
    }
  });
}
