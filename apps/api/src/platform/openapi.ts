import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { APP_VERSION } from "../version.js";

/** The OpenAPI document at /docs/json and its browser at /docs, built from the same schemas that validate. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Pitlane API",
        version: APP_VERSION,
        description:
          "Every response is the envelope `{ error_code, message, result }` (plus `token` when the session token was rotated). " +
          "State-changing requests need the `X-XSRF-TOKEN` header equal to the `XSRF-TOKEN` cookie.",
      },
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer" },
          terminal: { type: "apiKey", in: "header", name: "X-Terminal-Key" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/docs", staticCSP: false });
}
