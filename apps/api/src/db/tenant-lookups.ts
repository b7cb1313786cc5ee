import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "./client.js";
import { isUniqueViolation } from "./pg-error.js";
import { tenantLookups, type LookupKind } from "./schema/index.js";

/**
 * The keys unique across every tenant (sign-in e-mails, QR tokens, merchant ids): each names its
 * tenant and row, and is written in the transaction that writes the row (decision 0030). A key
 * another row holds fails the write (`isKeyTaken`); the caller answers with its own 409.
 */

export interface KeyOwner {
  tenantId: string;
  rowId: string;
}

/** A claimed key is another row's already. */
class KeyTaken extends Error {
  constructor(readonly kind: LookupKind) {
    super(`${kind} taken`);
  }
}

/** Whether a write failed because the key of this kind it claimed is another row's. */
export const isKeyTaken = (error: unknown, kind: LookupKind) => error instanceof KeyTaken && error.kind === kind;

/** Inserts keys; a key held already becomes `KeyTaken`, so callers tell an e-mail from a merchant id. */
async function insertKeys(tx: Db, kind: LookupKind, rows: (typeof tenantLookups.$inferInsert)[]) {
  try {
    await tx.insert(tenantLookups).values(rows);
  } catch (error) {
    throw isUniqueViolation(error, "tenant_lookups_kind_key_pk") ? new KeyTaken(kind) : error;
  }
}

export function createTenantLookups(db: Db) {
  const byKey = db
    .select({ tenantId: tenantLookups.tenantId, rowId: tenantLookups.rowId })
    .from(tenantLookups)
    .where(and(eq(tenantLookups.kind, sql.placeholder("kind")), eq(tenantLookups.key, sql.placeholder("key"))))
    .limit(1)
    .prepare("tenant_lookup_by_key");

  /** The row's keys of this kind go (all of them: a row holds at most one). */
  const release = (tx: Db, kind: LookupKind, tenantId: string, rowIds: string[]) =>
    tx
      .delete(tenantLookups)
      .where(
        and(eq(tenantLookups.kind, kind), eq(tenantLookups.tenantId, tenantId), inArray(tenantLookups.rowId, rowIds)),
      );

  return {
    /** Who holds a key, or null. */
    async find(kind: LookupKind, key: string): Promise<KeyOwner | null> {
      const [row] = await byKey.execute({ kind, key });
      return row ?? null;
    },

    /** Which of `keys` some row holds already. */
    async taken(kind: LookupKind, keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: tenantLookups.key })
        .from(tenantLookups)
        .where(and(eq(tenantLookups.kind, kind), inArray(tenantLookups.key, keys)));
      return new Set(rows.map((row) => row.key));
    },

    /** The rows claim their keys; a key held already fails the whole statement (`isKeyTaken`). */
    async claim(tx: Db, kind: LookupKind, tenantId: string, keys: { key: string; rowId: string }[]) {
      if (keys.length === 0) return;
      await insertKeys(
        tx,
        kind,
        keys.map(({ key, rowId }) => ({ kind, key, tenantId, rowId })),
      );
    },

    /** The row's key becomes `key` (none when null): the old one is free for another row at once. */
    async replace(tx: Db, kind: LookupKind, tenantId: string, rowId: string, key: string | null) {
      await release(tx, kind, tenantId, [rowId]);
      if (key !== null) await insertKeys(tx, kind, [{ kind, key, tenantId, rowId }]);
    },

    /** The rows' keys of this kind are free again (the rows are being deleted). */
    async release(tx: Db, kind: LookupKind, tenantId: string, rowIds: string[]) {
      if (rowIds.length > 0) await release(tx, kind, tenantId, rowIds);
    },
  };
}
