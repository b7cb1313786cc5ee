import { HealthResult, envelopeSchema, ok } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { APP_VERSION } from "../version.js";

export function registerHealth(app: FastifyInstance, db: "pglite" | "postgres") {
  const result = { status: "ok" as const, db, version: APP_VERSION };
  app.get(
    "/health",
    {
      schema: {
        summary: "Liveness, the database engine and the version",
        tags: ["Platform"],
        response: { 200: envelopeSchema(HealthResult) },
      },
    },
    async () => ok(result),
  );
}
