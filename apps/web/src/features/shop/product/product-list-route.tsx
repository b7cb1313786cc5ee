import { Button, Paper, Stack } from "@mantine/core";
import { ProductListQuery } from "@pitlane/domain";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useListQuery, useStepBackPastEnd } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { ListError } from "../../../shared/ui/list-error";
import { PageHeader } from "../../../shared/ui/page-header";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useProductList } from "./product-hooks";
import { PRODUCT_ADD_PATH } from "./product-paths";
import { ProductTable } from "./product-table";
import { ProductToolbar } from "./product-toolbar";
import { useDeleteProduct } from "./use-delete-product";

/** `/catalog/products`: the products, with page, search, filters and sort in the URL. */
export function Component() {
  return (
    <RequirePermission permission="products.view">
      <ProductList />
    </RequirePermission>
  );
}

function ProductList() {
  const { t } = useTranslation();
  const { query, setQuery } = useListQuery(ProductListQuery);
  const list = useProductList(query);
  const confirmDelete = useDeleteProduct();
  const canAdd = useCan("products.add");
  const canEdit = useCan("products.edit");
  const canDelete = useCan("products.delete");

  useStepBackPastEnd(list.data, query.page, (page) => setQuery({ page }, { replace: true }));

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t("shop.product.title")}
        description={t("shop.product.subtitle")}
        actions={
          canAdd && (
            <Button component={Link} to={PRODUCT_ADD_PATH} leftSection={<IconPlus size={16} />}>
              {t("shop.product.add")}
            </Button>
          )
        }
      />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack>
          <ProductToolbar query={query} onChange={setQuery} />
          {list.isError ? (
            <ListError error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <ProductTable
              data={list.data}
              pending={list.isPending}
              isFiltered={!!query.search || !!query.category_id || !!query.branch_id || query.status !== "all"}
              // Whoever adds products manages their variants on the edit page too.
              canOpen={canEdit || canAdd}
              canDelete={canDelete}
              onDelete={confirmDelete}
              onPageChange={(page) => setQuery({ page })}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
