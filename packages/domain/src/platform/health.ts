import { z } from "zod";

/** What `GET /health` answers: liveness, the database engine and the version. */
export const HealthResult = z.object({
  status: z.literal("ok"),
  db: z.enum(["pglite", "postgres"]),
  version: z.string(),
});
