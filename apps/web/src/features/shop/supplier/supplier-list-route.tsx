import { SupplierListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useListPage } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { AddButton, ListScreen } from "../../../shared/ui/list-screen";
import { NameStatusToolbar } from "../../../shared/ui/name-status-toolbar";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useSupplierList } from "./supplier-hooks";
import { SUPPLIER_ADD_PATH } from "./supplier-paths";
import { SupplierTable } from "./supplier-table";
import { useDeleteSupplier } from "./use-delete-supplier";

/** `/inventory/suppliers`: the shop's suppliers, with the page, search, status and sort in the URL. */
export function Component() {
  return (
    <RequirePermission permission="suppliers.view">
      <SupplierList />
    </RequirePermission>
  );
}

function SupplierList() {
  const { t } = useTranslation();
  const { query, setQuery, setPage, list } = useListPage(SupplierListQuery, useSupplierList);
  const confirmDelete = useDeleteSupplier();
  const canEdit = useCan("suppliers.edit");
  const canDelete = useCan("suppliers.delete");
  const add = useCan("suppliers.add") && { label: t("shop.supplier.add"), to: SUPPLIER_ADD_PATH };

  return (
    <ListScreen
      title={t("shop.supplier.title")}
      description={t("shop.supplier.subtitle")}
      add={add}
      toolbar={
        <NameStatusToolbar
          query={query}
          searchPlaceholder={t("shop.supplier.list.search_placeholder")}
          onChange={setQuery}
        />
      }
      list={list}
    >
      <SupplierTable
        data={list.data}
        pending={list.isPending}
        isFiltered={!!query.search || query.status !== "all"}
        canEdit={canEdit}
        canDelete={canDelete}
        onDelete={confirmDelete}
        onPageChange={setPage}
        emptyAction={add && <AddButton add={add} />}
      />
    </ListScreen>
  );
}
