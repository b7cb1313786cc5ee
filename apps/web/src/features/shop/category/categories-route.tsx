import "@mantine/core/styles/Modal.css";
import { Button, Paper, Stack } from "@mantine/core";
import { CategoryListQuery } from "@pitlane/domain";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useListQuery, useStepBackPastEnd } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { ListError } from "../../../shared/ui/list-error";
import { PageHeader } from "../../../shared/ui/page-header";
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
  const { query, setQuery } = useListQuery(CategoryListQuery);
  const list = useCategoryList(query);
  const { dialog, openAdd, openEdit, close } = useFormDialog();
  const confirmDelete = useDeleteCategory();
  const canAdd = useCan("categories.add");
  const canEdit = useCan("categories.edit");
  const canDelete = useCan("categories.delete");

  useStepBackPastEnd(list.data, query.page, (page) => setQuery({ page }, { replace: true }));

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={t("shop.category.title")}
        description={t("shop.category.subtitle")}
        actions={
          canAdd && (
            <Button onClick={openAdd} leftSection={<IconPlus size={16} />}>
              {t("shop.category.add")}
            </Button>
          )
        }
      />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack>
          <CategoryToolbar query={query} onChange={setQuery} />
          {list.isError ? (
            <ListError error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <CategoryTable
              data={list.data}
              pending={list.isPending}
              isFiltered={!!query.search || query.kind !== "all"}
              canEdit={canEdit}
              canDelete={canDelete}
              onEdit={(category) => openEdit(category._id)}
              onDelete={confirmDelete}
              onPageChange={(page) => setQuery({ page })}
            />
          )}
        </Stack>
      </Paper>
      <CategoryDialog dialog={dialog} onClose={close} defaultKind={query.kind === "all" ? undefined : query.kind} />
    </Stack>
  );
}
