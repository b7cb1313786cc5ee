import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { answer, sendError } from "./errors.js";

export const CSRF_COOKIE = "XSRF-TOKEN";
export const CSRF_HEADER = "x-xsrf-token";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

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
      reply.setCookie(CSRF_COOKIE, randomBytes(24).toString("base64url"), {
        path: "/",
        sameSite: "strict",
        httpOnly: false,
        secure: request.protocol === "https",
      });
    }
    if (SAFE_METHODS.has(request.method)) return;
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== "string" || !sameValue(cookie, header)) {
      return sendError(reply, answer(403, "csrf"));
    }
  });
}
