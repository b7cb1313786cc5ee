import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { uploads } from "../../../db/schema/index.js";
import type { Realm } from "../../../platform/sessions.js";

/** An upload belongs to a shop or to a fleet company: the realm says which column holds the tenant. */
const ownerColumn = (realm: Realm) => (realm === "shop" ? uploads.shopId : uploads.companyId);
const ownerOf = (realm: Realm, tenantId: string) => (realm === "shop" ? { shopId: tenantId } : { companyId: tenantId });

export function createUploadRepo(db: Db) {
  return {
    async insert(tenantId: string, values: { mime: string; size: number; storageName: string }, realm: Realm = "shop") {
      const [row] = await db
        .insert(uploads)
        .values({ ...values, ...ownerOf(realm, tenantId) })
        .returning();
      if (!row) throw new Error("upload insert returned nothing");
      return row;
    },
    async get(tenantId: string, id: string, realm: Realm = "shop") {
      const [row] = await db
        .select()
        .from(uploads)
        .where(and(eq(ownerColumn(realm), tenantId), eq(uploads.id, id)));
      return row ?? null;
    },
  };
}

export type UploadRepo = ReturnType<typeof createUploadRepo>;
