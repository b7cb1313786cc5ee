import { ProductListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useListPage } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { ListScreen } from "../../../shared/ui/list-screen";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { nameAndDateSorts } from "../../../shared/ui/sort-options";
import { CatalogToolbar } from "../catalog/catalog-toolbar";
import { useProductList } from "./product-hooks";
import { PRODUCT_ADD_PATH } from "./product-paths";
import { ProductTable } from "./product-table";
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
  const { query, setQuery, setPage, list } = useListPage(ProductListQuery, useProductList);
  const confirmDelete = useDeleteProduct();
  const canAdd = useCan("products.add");
  const canEdit = useCan("products.edit");
  const canDelete = useCan("products.delete");

  return (
    <ListScreen
      title={t("shop.product.title")}
      description={t("shop.product.subtitle")}
      add={canAdd && { label: t("shop.product.add"), to: PRODUCT_ADD_PATH }}
      toolbar={<CatalogToolbar area="product" query={query} sorts={nameAndDateSorts(t)} onChange={setQuery} />}
      list={list}
    >
      <ProductTable
        data={list.data}
        pending={list.isPending}
        isFiltered={!!query.search || !!query.category_id || !!query.branch_id || query.status !== "all"}
        // Whoever adds products manages their variants on the edit page too.
        canOpen={canEdit || canAdd}
        canDelete={canDelete}
        onDelete={confirmDelete}
        onPageChange={setPage}
      />
    </ListScreen>
  );
}
