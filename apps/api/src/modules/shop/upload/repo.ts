import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { fleetUploads, uploads } from "../../../db/schema/index.js";
import type { TenantRealm } from "../../../platform/sessions.js";

/** A shop's images and a fleet company's live in tables of their own, each keyed by its tenant. */
const tables = {
  shop: { table: uploads, tenant: uploads.shopId, owner: (shopId: string) => ({ shopId }) },
  fleet: { table: fleetUploads, tenant: fleetUploads.companyId, owner: (companyId: string) => ({ companyId }) },
} as const;

export function createUploadRepo(db: Db) {
  return {
    async insert(
      tenantId: string,
      values: { mime: string; size: number; storageName: string },
      realm: TenantRealm = "shop",
    ) {
      const { table, owner } = tables[realm];
      const [row] = await db
        .insert(table)
        .values({ ...values, ...owner(tenantId) } as typeof table.$inferInsert)
        .returning({ id: table.id, mime: table.mime, size: table.size, storageName: table.storageName });
      if (!row) throw new Error("upload insert returned nothing");
      return row;
    },
    async get(tenantId: string, id: string, realm: TenantRealm = "shop") {
      const { table, tenant } = tables[realm];
      const [row] = await db
        .select({ id: table.id, mime: table.mime, size: table.size, storageName: table.storageName })
        .from(table)
        .where(and(eq(tenant, tenantId), eq(table.id, id)));
      return row ?? null;
    },
  };
}

export type UploadRepo = ReturnType<typeof createUploadRepo>;
