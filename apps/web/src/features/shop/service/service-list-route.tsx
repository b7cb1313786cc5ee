import { ServiceListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useListPage } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { ListScreen } from "../../../shared/ui/list-screen";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { type SortOption, nameAndDateSorts } from "../../../shared/ui/sort-options";
import { CatalogToolbar } from "../catalog/catalog-toolbar";
import { useServiceList } from "./service-hooks";
import { SERVICE_LIST_PATH, ServiceTable } from "./service-table";
import { useDeleteService } from "./use-delete-service";

/** `/catalog/services`: the services, with page, search, filters and sort in the URL. */
export function Component() {
  return (
    <RequirePermission permission="services.view">
      <ServiceList />
    </RequirePermission>
  );
}

function ServiceList() {
  const { t } = useTranslation();
  const { query, setQuery, setPage, list } = useListPage(ServiceListQuery, useServiceList);
  const confirmDelete = useDeleteService();
  const canAdd = useCan("services.add");
  const canEdit = useCan("services.edit");
  const canDelete = useCan("services.delete");
  // The services list also sorts by price.
  const sorts: SortOption<ServiceListQuery["sort"]>[] = [
    ...nameAndDateSorts(t),
    { sort: "price", order: "asc", label: t("shop.service.list.sort_price_asc") },
    { sort: "price", order: "desc", label: t("shop.service.list.sort_price_desc") },
  ];

  return (
    <ListScreen
      title={t("shop.service.title")}
      description={t("shop.service.subtitle")}
      add={canAdd && { label: t("shop.service.add"), to: `${SERVICE_LIST_PATH}/add` }}
      toolbar={<CatalogToolbar area="service" query={query} sorts={sorts} onChange={setQuery} />}
      list={list}
    >
      <ServiceTable
        data={list.data}
        pending={list.isPending}
        isFiltered={!!query.search || !!query.category_id || !!query.branch_id || query.status !== "all"}
        canEdit={canEdit}
        canDelete={canDelete}
        onDelete={confirmDelete}
        onPageChange={setPage}
      />
    </ListScreen>
  );
}
