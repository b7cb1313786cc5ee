import { z } from "zod";

/**
 * What `GET /health` answers: liveness, the database engine, the database's last known state (from a
 * check in the background, so that /health never waits for it) and the version. `GET /health/ready`
 * answers the same after asking the database there and then.
 */
export const HealthResult = z.object({
  status: z.literal("ok"),
  db: z.enum(["pglite", "postgres"]),
  database: z.enum(["up", "down"]),
  version: z.string(),
});
