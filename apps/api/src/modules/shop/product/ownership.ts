import { ValidationMessage, invalid } from "@pitlane/domain";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { branches, categories } from "../../../db/schema/index.js";

/** Queries that tell whether ids sent in a body belong to the caller's shop. */
export function createOwnershipRepo(db: Db) {
  return {
    /** The kind of a category of the shop, or null when the shop has no such category. */
    async categoryKindOf(tenantId: string, id: string) {
      const [row] = await db
        .select({ kind: categories.kind })
        .from(categories)
        .where(and(eq(categories.shopId, tenantId), eq(categories.id, id)));
      return row?.kind ?? null;
    },
    async countBranches(tenantId: string, ids: string[]) {
      if (ids.length === 0) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(branches)
        .where(and(eq(branches.shopId, tenantId), inArray(branches.id, ids)));
      return row?.n ?? 0;
    },
  };
}

export type OwnershipRepo = ReturnType<typeof createOwnershipRepo>;

export const NOT_A_PRODUCT_CATEGORY = "is not a category of products";

/**
 * Every id must be a branch of the shop, else 400 naming the field as if the id did not exist, so
 * another shop's ids reveal nothing. The schemas refuse repeated ids, so the counts match only when all are own.
 */
export async function checkBranchIds(repo: OwnershipRepo, tenantId: string, field: string, ids: string[]) {
  if ((await repo.countBranches(tenantId, ids)) !== ids.length) throw invalid(field, ValidationMessage.id);
}

export async function checkProductCategory(repo: OwnershipRepo, tenantId: string, id: string) {
  const kind = await repo.categoryKindOf(tenantId, id);
  if (kind === null) throw invalid("category_id", ValidationMessage.id);
  if (kind !== "products") throw invalid("category_id", NOT_A_PRODUCT_CATEGORY);
}
