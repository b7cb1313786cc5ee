import type { Db } from "../../../db/client.js";
import { tenantLookups } from "../../../db/schema/index.js";
import { createTenantLookups, type KeyOwner } from "../../../db/tenant-lookups.js";

/**
 * A station's own reference names one purchase of one company (`tenant_lookups`): the station then
 * completes or voids it by that reference without knowing the company.
 */
const keyOf = (stationId: string, reference: string) => `${stationId}:${reference}`;

/** Claims the reference for a new purchase; false when the station used it already. */
export async function claimReference(tx: Db, stationId: string, reference: string, owner: KeyOwner): Promise<boolean> {
  // Not a failing insert: on PostgreSQL that would end the transaction the decline is recorded in.
  const [claimed] = await tx
    .insert(tenantLookups)
    .values({ kind: "purchase_reference", key: keyOf(stationId, reference), ...owner })
    .onConflictDoNothing()
    .returning({ rowId: tenantLookups.rowId });
  return claimed !== undefined;
}

export function createPurchaseReferences(db: Db) {
  const lookups = createTenantLookups(db);
  return {
    find: (stationId: string, reference: string): Promise<KeyOwner | null> =>
      lookups.find("purchase_reference", keyOf(stationId, reference)),
  };
}
