import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/** Helmet's defaults plus what they leave open: no <base> and no framing at all. */
const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      "default-src": ["'self'"],
      "script-src": ["'self'"],
      // Mantine sets CSS variables through style attributes and one <style> element.
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "blob:"],
      "font-src": ["'self'", "data:"],
      "connect-src": ["'self'"],
      "worker-src": ["'self'"],
      "manifest-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'none'"],
      "frame-ancestors": ["'none'"],
      "form-action": ["'self'"],
    },
  },
  referrerPolicy: { policy: "no-referrer" },
  crossOriginEmbedderPolicy: false,
  frameguard: { action: "deny" },
  // Served over plain HTTP on localhost by default; HSTS belongs to the TLS proxy in front of a deployment.
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets for these options. None depends on the request, so they are worked out
 * once here rather than by helmet's middleware on every answer (which rebuilt them each time).
 */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(OPTIONS)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Every answer carries them, those Fastify or Node write before any hook runs too (errors.ts). */
export const SECURITY_HEADERS = securityHeaders();

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}
