import { type RefusalCode, invalid } from "@pitlane/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "./client.js";
import { branches, resources, roles, services, shopUsers, uploads } from "./schema/index.js";

/** Tables whose rows a body, a path or a query may name by id; each row has `id` and `shop_id`. */
const shopTables = { branches, resources, roles, services, uploads, users: shopUsers };

/** A table of `shopTables`, or `members`: the shop's users but never its owner (one assigns members, not the owner). */
export type OwnedKind = keyof typeof shopTables | "members";

/** Which of `ids` are rows of the shop, in one query. */
export async function ownedIds(db: Db, kind: OwnedKind, shopId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const table = shopTables[kind === "members" ? "users" : kind];
  const notOwner = kind === "members" ? eq(shopUsers.isOwner, false) : undefined;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.shopId, shopId), inArray(table.id, ids), notOwner));
  return new Set(rows.map((row) => row.id));
}

/** Whether one id (of a path or a query) is a row of the shop; the caller answers 404 when not. */
export const isOwned = async (db: Db, kind: OwnedKind, shopId: string, id: string) =>
  (await ownedIds(db, kind, shopId, [id])).has(id);

/**
 * Every id received in a body must be a row of the caller's shop, else 400 naming the field as if
 * the id did not exist, so another shop's ids reveal nothing. No ids, nothing to check.
 */
export async function assertOwned(
  db: Db,
  kind: OwnedKind,
  shopId: string,
  ids: string[],
  field: string,
  code: RefusalCode = "id",
): Promise<void> {
  const found = await ownedIds(db, kind, shopId, ids);
  if (ids.some((id) => !found.has(id))) throw invalid(field, code);
}
