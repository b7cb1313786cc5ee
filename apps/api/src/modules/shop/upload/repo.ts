import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { uploads } from "../../../db/schema/index.js";

export function createUploadRepo(db: Db) {
  return {
    async insert(tenantId: string, values: { mime: string; size: number; storageName: string }) {
      const [row] = await db
        .insert(uploads)
        .values({ ...values, shopId: tenantId })
        .returning();
      if (!row) throw new Error("upload insert returned nothing");
      return row;
    },
    async get(tenantId: string, id: string) {
      const [row] = await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.shopId, tenantId), eq(uploads.id, id)));
      return row ?? null;
    },
  };
}

export type UploadRepo = ReturnType<typeof createUploadRepo>;
