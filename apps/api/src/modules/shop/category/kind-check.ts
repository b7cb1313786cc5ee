import { invalid, type CategoryKind, type RefusalCode } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { categoryKindOf } from "./repo.js";

/** What a service's or a product's category_id is told when it names a category of the other kind. */
export const NOT_A_CATEGORY_OF: Record<CategoryKind, RefusalCode> = {
  services: "not_service_category",
  products: "not_product_category",
};

/** The category a body names must be the shop's (else 400, as for any id) and hold items of this kind. */
export async function assertCategoryOfKind(db: Db, shopId: string, categoryId: string, kind: CategoryKind) {
  const stored = await categoryKindOf(db, shopId, categoryId);
  if (stored === null) throw invalid("category_id", "id");
  if (stored !== kind) throw invalid("category_id", NOT_A_CATEGORY_OF[kind]);
}
