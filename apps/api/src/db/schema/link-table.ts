import { index, pgTable, uuid, type PgColumnBuilderBase } from "drizzle-orm/pg-core";
import { shopIdColumn } from "./shop.js";
import { sameTenantRef, tenantKey, type TenantRows } from "./tenant-keys.js";

const idColumn = (name: string) => uuid(name).notNull();

/** One end of a link table: the property and column naming the row, and whether the link goes with it. */
interface LinkEnd<K extends string> {
  key: K;
  column: string;
  target: () => TenantRows;
  cascade: boolean;
}

/** The end of a link naming a row of `target` by `column` (the property `key`). */
export const linkTo = <K extends string>(
  key: K,
  column: string,
  target: () => TenantRows,
  cascade = true,
): LinkEnd<K> => ({
  key,
  column,
  target,
  cascade,
});

/**
 * A table linking rows of two tables of a shop (a service's branches, a package's services ...):
 * the shop and both ids, keyed (shop, first, second) with an index on (shop, second); each id a
 * foreign key within the shop (decision 0030). `extra` adds columns of the link itself, such as a
 * quantity.
 */
export function linkTable<
  L extends string,
  R extends string,
  X extends Record<string, PgColumnBuilderBase> = Record<never, never>,
>(name: string, left: LinkEnd<L>, right: LinkEnd<R>, extra?: X) {
  const ends = {
    [left.key]: idColumn(left.column),
    [right.key]: idColumn(right.column),
  };
  // A computed key reads as `string` to TypeScript; these two are exactly L and R.
  const columns = { shopId: shopIdColumn(), ...ends, ...extra } as {
    shopId: ReturnType<typeof shopIdColumn>;
  } & Record<L | R, ReturnType<typeof idColumn>> &
    X;
  return pgTable(name, columns, (t) => [
    tenantKey(t.shopId, t[left.key], t[right.key]),
    index(`${name}_${right.column.replace(/_id$/, "")}_idx`).on(t.shopId, t[right.key]),
    sameTenantRef(name, t.shopId, t[left.key], left.target(), left.cascade),
    sameTenantRef(name, t.shopId, t[right.key], right.target(), right.cascade),
  ]);
}
