import { and, asc, eq, exists, inArray, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.js";

/** A uuid column of a link table: the owner's (service_id, user_id ...) or the linked row's. */
type IdColumn = AnyPgColumn<{ data: string; notNull: true }>;

/**
 * Whether the outer query's row (`outerId`) has a link to `linkedId`: "offered at this branch",
 * "performs this service". A correlated EXISTS, served by the link table's primary key.
 */
export const isLinkedTo = (db: Db, owner: IdColumn, outerId: AnyPgColumn, linked: IdColumn, linkedId: string) =>
  exists(
    db
      .select({ one: owner })
      .from(owner.table)
      .where(and(eq(owner, outerId), eq(linked, linkedId))),
  );

/**
 * The owner's rows in a link table become exactly `rows`: delete, then insert, inside the caller's
 * transaction so that a failure keeps the old links. `ofTenant` names the tenant of a table that
 * carries it (variant_stock), so the delete reads the owner's rows by the tenant key.
 */
export async function replaceLinks<T extends PgTable>(
  tx: Db,
  table: T,
  owner: IdColumn,
  ownerId: string,
  rows: PgInsertValue<T>[],
  ofTenant?: SQL,
): Promise<void> {
  await tx.delete(table).where(and(ofTenant, eq(owner, ownerId)));
  if (rows.length > 0) await tx.insert(table).values(rows);
}

/** Rows by a key, each key of `keys` present even without rows (Map.groupBy needs Node 21; the house runs on 20). */
export function groupBy<Row>(rows: Row[], keyOf: (row: Row) => string, keys: string[] = []): Map<string, Row[]> {
  const groups = new Map<string, Row[]>(keys.map((key) => [key, []]));
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

/**
 * The ids each owner links to (a service's branches, a member's services ...), for a whole page of
 * owners in one query, by id; an owner without links gets an empty list. The owners were read for
 * the caller's shop, so their links are the shop's too.
 */
export async function linkedIds(
  db: Db,
  owner: IdColumn,
  linked: IdColumn,
  ownerIds: string[],
): Promise<Map<string, string[]>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db
    .select({ ownerId: owner, id: linked })
    .from(owner.table)
    .where(inArray(owner, ownerIds))
    .orderBy(asc(linked));
  const groups = groupBy(rows, (row) => row.ownerId, ownerIds);
  return new Map([...groups].map(([id, links]) => [id, links.map((row) => row.id)]));
}
