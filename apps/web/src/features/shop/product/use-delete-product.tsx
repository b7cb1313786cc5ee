import type { ProductDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useConfirmDelete } from "../../../shared/ui/use-confirm-delete";
import { useProductRemove } from "./product-hooks";

/** Asks in a modal naming the product, then deletes it with its variants; a refusal (in a package: 409) shows its reason. */
export function useDeleteProduct() {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete(useProductRemove());
  return (product: Pick<ProductDto, "_id" | "name">) =>
    confirmDelete(product._id, {
      title: t("shop.product.delete.title"),
      confirm: t("shop.product.delete.confirm", { name: product.name }),
      done: t("shop.product.toast.deleted", { name: product.name }),
    });
}
