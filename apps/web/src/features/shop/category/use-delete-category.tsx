import type { CategoryDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useConfirmDelete } from "../../../shared/ui/use-confirm-delete";
import { categoryName, useCategoryRemove } from "./category-hooks";

/** Asks in a modal naming the category, then deletes it; one still in use is refused with the reason. */
export function useDeleteCategory() {
  const { t, i18n } = useTranslation();
  const confirmDelete = useConfirmDelete(useCategoryRemove());
  return (category: CategoryDto) => {
    const name = categoryName(category, i18n.language);
    confirmDelete(category._id, {
      title: t("shop.category.delete.title"),
      confirm:
        category.items_count > 0
          ? t("shop.category.delete.confirm_in_use", { name, count: category.items_count })
          : t("shop.category.delete.confirm", { name }),
      done: t("shop.category.toast.deleted", { name }),
    });
  };
}
