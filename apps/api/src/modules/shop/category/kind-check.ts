import { invalid, type CategoryKind, type RefusalCode } from "@pitlane/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { categories } from "../../../db/schema/index.js";

/** What a service's or a product's category_id is told when it names a category of the other kind. */
export const NOT_A_CATEGORY_OF: Record<CategoryKind, RefusalCode> = {
  services: "not_service_category",
  products: "not_product_category",
};

/** The category a body names must be the shop's (else 400, as for any id) and hold items of this kind. */
export async function assertCategoryOfKind(db: Db, shopId: string, categoryId: string, kind: CategoryKind) {
  const [row] = await db
    .select({ kind: categories.kind })
    .from(categories)
    .where(and(eq(categories.shopId, shopId), eq(categories.id, categoryId)))
    .limit(1);
  if (!row) throw invalid("category_id", "id");
  if (row.kind !== kind) throw invalid("category_id", NOT_A_CATEGORY_OF[kind]);
}
