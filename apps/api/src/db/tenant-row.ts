import { and, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** A table (or an alias of one) whose rows belong to a shop or to a fleet company. */
type TenantOwned = { shopId: AnyPgColumn } | { companyId: AnyPgColumn };

function tenantColumn(table: TenantOwned): AnyPgColumn {
  return "shopId" in table ? table.shopId : table.companyId;
}

/**
 * The join condition "the row of `target` that `column` names, in the same tenant as `from`'s row".
 * Tenant tables are keyed (tenant, id) (decision 0030): naming the tenant lets the key serve the
 * join, and on a database sharded by tenant keeps both rows on one shard. The condition reads the
 * same whichever side the query starts from: `tenantRow(clients, jobCards.clientId, jobCards)`
 * joins clients to job cards and job cards to clients alike.
 */
export function tenantRow(target: TenantOwned & { id: AnyPgColumn }, column: AnyPgColumn, from: TenantOwned): SQL {
  const owner = tenantColumn(target);
  const other = tenantColumn(from);
  // A shop's rows never join a company's: a mix-up here would silently match nothing.
  if (owner.name !== other.name) throw new Error(`${owner.name} cannot join ${other.name}`);
  return and(eq(owner, other), eq(target.id, column)) as SQL;
}
