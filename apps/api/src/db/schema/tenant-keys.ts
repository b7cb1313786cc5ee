import { foreignKey, primaryKey, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * The shape every tenant table takes (decision 0030): its rows are keyed (tenant, id), where the
 * tenant is `shop_id` or `company_id`, and a row names another row of the same tenant by a foreign
 * key that carries the tenant too. That is what lets the schema be sharded by tenant (Citus wants
 * the distribution column in every key), and it keeps one tenant's rows from naming another's.
 */

/** A row's own id: random, and with the tenant its primary key. */
export const rowId = () => uuid("id").notNull().defaultRandom();

/** A tenant table (or the columns of one) a foreign key can point at. */
export type TenantRows = { id: AnyPgColumn } & ({ shopId: AnyPgColumn } | { companyId: AnyPgColumn });

const tenantOf = (rows: TenantRows): AnyPgColumn => ("shopId" in rows ? rows.shopId : rows.companyId);

/** The primary key of a tenant table: the tenant, then the row's id (or the columns naming the row). */
export const tenantKey = (tenant: AnyPgColumn, ...row: AnyPgColumn[]) => primaryKey({ columns: [tenant, ...row] });

/**
 * `column` names a row of `target` within the same tenant: (tenant, column) → (tenant, id).
 * `cascade`: the row goes with the one it names. A null `column` names nothing (MATCH SIMPLE).
 */
export function sameTenantRef(
  table: string,
  tenant: AnyPgColumn,
  column: AnyPgColumn,
  target: TenantRows,
  cascade = false,
) {
  const key = foreignKey({
    // Named by table and column: drizzle's own names would pass PostgreSQL's 63 characters.
    name: `${table}_${column.name.replace(/_id$/, "")}_fk`,
    columns: [tenant, column],
    foreignColumns: [tenantOf(target), target.id],
  });
  return cascade ? key.onDelete("cascade") : key;
}
