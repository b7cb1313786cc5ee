import { HealthResult, envelopeSchema, ok, unavailable, type Envelope } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { APP_VERSION } from "../version.js";
import type { DatabaseWatch } from "./database-watch.js";
import { DATABASE_RETRY_AFTER_SECONDS, JSON_CONTENT_TYPE } from "./errors.js";

type Health = Envelope<z.infer<typeof HealthResult>>;

/**
 * `/health` is liveness: it answers 200 while the process runs (restarting it would not bring a database
 * back) and reports the database's last known state from one of two answers made once here, so it costs
 * no query. They are checked against their schema and written as JSON once too: a probe asked many
 * times a second sends the same bytes each time. `/health/ready` asks the database live, for load
 * balancers, and answers 503 when it is down.
 */
export function registerHealth(app: FastifyInstance, db: "pglite" | "postgres", watch: DatabaseWatch) {
  const answers: Record<"up" | "down", Health> = {
    up: ok({ status: "ok", db, database: "up", version: APP_VERSION }),
    down: ok({ status: "ok", db, database: "down", version: APP_VERSION }),
  };
  const answer = envelopeSchema(HealthResult);
  const schema = { tags: ["Platform"], response: { 200: answer } };
  const written = { up: JSON.stringify(answer.parse(answers.up)), down: JSON.stringify(answer.parse(answers.down)) };
  app.get(
    "/health",
    { schema: { ...schema, summary: "Liveness, the engine, the database's last known state and the version" } },
    (_request, reply) => reply.type(JSON_CONTENT_TYPE).send(watch.isUp ? written.up : written.down),
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
