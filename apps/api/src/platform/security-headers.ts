import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** Helmet's defaults plus what they leave open: no <base> and no framing at all. */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
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
  });
}
