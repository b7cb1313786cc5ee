import { and, eq, inArray } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.js";
import { productBranches, productVariants, products } from "../../../db/schema/index.js";
import { tenantRow } from "../../../db/tenant-row.js";

/**
 * The shop's variants among `ids`, read with `columns` of the variant and its product, and
 * `soldAtBranchId`: the branch when it sells the product, null when it does not. What a package, a
 * job card and a stock order check their products against.
 */
export async function variantsAtBranch<T extends SelectedFields>(
  tx: Db,
  shopId: string,
  branchId: string,
  ids: string[],
  columns: T,
) {
  if (ids.length === 0) return [];
  return tx
    .select({ ...columns, soldAtBranchId: productBranches.branchId })
    .from(productVariants)
    .innerJoin(products, tenantRow(products, productVariants.productId, productVariants))
    .leftJoin(
      productBranches,
      and(tenantRow(products, productBranches.productId, productBranches), eq(productBranches.branchId, branchId)),
    )
    .where(and(eq(productVariants.shopId, shopId), inArray(productVariants.id, ids)));
}
