import { and, asc, eq, exists, inArray } from "drizzle-orm";
import type { AnyPgColumn, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.js";
import { tenantRow } from "./tenant-row.js";

/** A uuid column of a link table: the owner's (service_id, user_id ...) or the linked row's. */
type IdColumn = AnyPgColumn<{ data: string; notNull: true }>;

/**
 * A link table of a shop (service_branches, team_member_branches ...). Its keys start with the shop
 * (decision 0030): the primary key (shop_id, first, second) and an index on (shop_id, second), none
 * on either id alone, so every read below names the shop, or no index serves it.
 */
type LinkTable = PgTable & { shopId: AnyPgColumn };

/**
 * Whether the outer query's row of `outer` (a service, a member ...) has a link to `linkedId`:
 * "offered at this branch", "performs this service". A correlated EXISTS on the outer row's shop
 * and id, served by the link table's primary key (or its (shop, second) index).
 */
export const isLinkedTo = (
  db: Db,
  link: LinkTable,
  owner: IdColumn,
  outer: { shopId: AnyPgColumn; id: AnyPgColumn },
  linked: IdColumn,
  linkedId: string,
) =>
  exists(
    db
      .select({ one: owner })
      .from(link)
      .where(and(tenantRow(outer, owner, link), eq(linked, linkedId))),
  );

/**
 * The owner's rows in a link table of the shop become exactly `rows`: delete, then insert, inside
 * the caller's transaction so that a failure keeps the old links.
 */
export async function replaceLinks<T extends LinkTable>(
  tx: Db,
  table: T,
  owner: IdColumn,
  shopId: string,
  ownerId: string,
  rows: PgInsertValue<T>[],
): Promise<void> {
  await tx.delete(table).where(and(eq(table.shopId, shopId), eq(owner, ownerId)));
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
 * owners of the shop in one query, by id; an owner without links gets an empty list.
 */
export async function linkedIds(
  db: Db,
  link: LinkTable,
  owner: IdColumn,
  linked: IdColumn,
  shopId: string,
  ownerIds: string[],
): Promise<Map<string, string[]>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await linkedIdsQuery(db, link, owner, linked, shopId, ownerIds);
  const groups = groupBy(rows, (row) => row.ownerId, ownerIds);
  return new Map([...groups].map(([id, links]) => [id, links.map((row) => row.id)]));
}

/** The statement `linkedIds` runs (its plan is checked in a test). */
export const linkedIdsQuery = (
  db: Db,
  link: LinkTable,
  owner: IdColumn,
  linked: IdColumn,
  shopId: string,
  ownerIds: string[],
) =>
  db
    .select({ ownerId: owner, id: linked })
    .from(link)
    .where(and(eq(link.shopId, shopId), inArray(owner, ownerIds)))
    .orderBy(asc(linked));
