import { HealthResult, envelopeSchema, ok, unavailable, type Envelope } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { APP_VERSION } from "../version.js";
import type { DatabaseWatch } from "./database-watch.js";
import { DATABASE_RETRY_AFTER_SECONDS } from "./errors.js";

type Health = Envelope<z.infer<typeof HealthResult>>;

/**
 * `/health` is liveness: it answers 200 while the process runs (restarting it would not bring a database
 * back) and reports the database's last known state from one of two answers made once here, so it costs
 * no query. `/health/ready` asks the database live, for load balancers, and answers 503 when it is down.
 */
export function registerHealth(app: FastifyInstance, db: "pglite" | "postgres", watch: DatabaseWatch) {
  const answers: Record<"up" | "down", Health> = {
    up: ok({ status: "ok", db, database: "up", version: APP_VERSION }),
    down: ok({ status: "ok", db, database: "down", version: APP_VERSION }),
  };
  const schema = { tags: ["Platform"], response: { 200: envelopeSchema(HealthResult) } };
  app.get(
    "/health",
    { schema: { ...schema, summary: "Liveness, the engine, the database's last known state and the version" } },
    async () => (watch.isUp ? answers.up : answers.down),
  );
  app.get(
    "/health/ready",
    { schema: { ...schema, summary: "Readiness: asks the database now; 503 when it is out of reach" } },
    async () => {
      if (!(await watch.check())) throw unavailable(DATABASE_RETRY_AFTER_SECONDS);
      return answers.up;
    },
  );
}
