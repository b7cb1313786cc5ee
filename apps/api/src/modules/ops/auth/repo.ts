import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { opsUsers } from "../../../db/schema/index.js";

export type OpsUserRow = typeof opsUsers.$inferSelect;

export function createOpsAuthRepo(db: Db) {
  return {
    async findByEmail(email: string): Promise<OpsUserRow | null> {
      const [row] = await db.select().from(opsUsers).where(eq(opsUsers.email, email.toLowerCase()));
      return row ?? null;
    },
    async findById(id: string): Promise<OpsUserRow | null> {
      const [row] = await db.select().from(opsUsers).where(eq(opsUsers.id, id));
      return row ?? null;
    },
  };
}

export type OpsAuthRepo = ReturnType<typeof createOpsAuthRepo>;
