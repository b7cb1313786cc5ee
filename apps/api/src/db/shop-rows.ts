import { and, eq, getTableName } from "drizzle-orm";
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "./client.js";

/** A table of one shop's records: a uuid `id`, the `shop_id` every query filters by, and `updated_at`. */
type ShopTable = PgTable & {
  id: AnyPgColumn<{ data: string; notNull: true }>;
  shopId: AnyPgColumn<{ data: string }>;
  updatedAt: AnyPgColumn<{ data: Date }>;
};

const ofShop = (table: ShopTable, shopId: string, id: string) => and(eq(table.shopId, shopId), eq(table.id, id));

/** Inserts one row of the shop and answers its id. */
export async function insertShopRow<T extends ShopTable>(tx: Db, table: T, values: PgInsertValue<T>): Promise<string> {
  const [row] = await tx.insert(table).values(values).returning({ id: table.id });
  if (!row) throw new Error(`${getTableName(table)} insert returned nothing`);
  return row.id;
}

/** Changes one row of the shop (stamping updated_at); false when the shop has no such row. */
export async function updateShopRow<T extends ShopTable>(
  tx: Db,
  table: T,
  shopId: string,
  id: string,
  values: PgUpdateSetSource<T>,
): Promise<boolean> {
  const [row] = await tx
    .update(table)
    .set({ ...values, updatedAt: new Date() })
    .where(ofShop(table, shopId, id))
    .returning({ id: table.id });
  return row !== undefined;
}

/** Deletes one row of the shop; false when the shop has no such row. */
export async function deleteShopRow(tx: Db, table: ShopTable, shopId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(table)
    .where(ofShop(table, shopId, id))
    .returning({ id: table.id });
  return rows.length > 0;
}
