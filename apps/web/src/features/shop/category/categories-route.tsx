import "@mantine/core/styles/Modal.css";
import { CategoryListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useListPage } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { ListScreen } from "../../../shared/ui/list-screen";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useFormDialog } from "../../../shared/ui/use-form-dialog";
import { CategoryDialog } from "./category-dialog";
import { useCategoryList } from "./category-hooks";
import { CategoryTable } from "./category-table";
import { CategoryToolbar } from "./category-toolbar";
import { useDeleteCategory } from "./use-delete-category";

/** `/catalog/categories` */
export function Component() {
  return (
    <RequirePermission permission="categories.view">
      <CategoriesScreen />
    </RequirePermission>
  );
}

/** The categories, with page, search and kind in the URL; add and rename open a modal (also in the URL). */
function CategoriesScreen() {
  const { t } = useTranslation();
  const { query, setQuery, setPage, list } = useListPage(CategoryListQuery, useCategoryList);
  const { dialog, openAdd, openEdit, close } = useFormDialog();
  const confirmDelete = useDeleteCategory();
  const canAdd = useCan("categories.add");
  const canEdit = useCan("categories.edit");
  const canDelete = useCan("categories.delete");

  return (
    <ListScreen
      title={t("shop.category.title")}
      description={t("shop.category.subtitle")}
      add={canAdd && { label: t("shop.category.add"), onClick: openAdd }}
      toolbar={<CategoryToolbar query={query} onChange={setQuery} />}
      list={list}
      dialog={
        <CategoryDialog dialog={dialog} onClose={close} defaultKind={query.kind === "all" ? undefined : query.kind} />
      }
      maw={1100}
    >
      <CategoryTable
        data={list.data}
        pending={list.isPending}
        isFiltered={!!query.search || query.kind !== "all"}
        canEdit={canEdit}
        canDelete={canDelete}
        onEdit={(category) => openEdit(category._id)}
        onDelete={confirmDelete}
        onPageChange={setPage}
      />
    </ListScreen>
  );
}
