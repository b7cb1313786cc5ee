import type { VariantDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useConfirmDelete } from "../../../shared/ui/use-confirm-delete";
import { useVariantRemove } from "./variant-hooks";

/** Asks in a modal naming the variant, then deletes it; a refusal (in a package: 409) shows its reason. */
export function useDeleteVariant(productId: string) {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete(useVariantRemove(productId));
  return (variant: VariantDto) =>
    confirmDelete(variant._id, {
      title: t("shop.product.variant.delete.title"),
      confirm: t("shop.product.variant.delete.confirm", { name: variant.name }),
      done: t("shop.product.variant.toast.deleted", { name: variant.name }),
    });
}
