import { VehicleListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useListPage } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { ListScreen } from "../../../shared/ui/list-screen";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useCsvListActions } from "../shared/use-csv-list-actions";
import { useDeleteVehicle } from "./use-delete-vehicle";
import { useVehicleExport, useVehicleImport, useVehicleList } from "./vehicle-hooks";
import { VEHICLE_ADD_PATH } from "./vehicle-paths";
import { VehicleTable } from "./vehicle-table";
import { VehicleToolbar } from "./vehicle-toolbar";

/** `/fleet/vehicles`: the company's vehicles; page, search, filters and sort in the URL. */
export function Component() {
  return (
    <RequirePermission permission="vehicles.view">
      <VehicleList />
    </RequirePermission>
  );
}

function VehicleList() {
  const { t } = useTranslation();
  const { query, setQuery, setPage, list } = useListPage(VehicleListQuery, useVehicleList);
  const confirmDelete = useDeleteVehicle();
  // The file holds what the filters select, every page of it.
  const { page: _page, limit: _limit, ...filters } = query;
  const csv = useCsvListActions({
    entity: "vehicle",
    filters,
    useExport: useVehicleExport,
    useImport: useVehicleImport,
  });
  const canAdd = useCan("vehicles.add");
  const canEdit = useCan("vehicles.edit");
  const canDelete = useCan("vehicles.delete");
  const canUpdateStatus = useCan("vehicles.update_status");

  return (
    <ListScreen
      title={t("fleet.vehicle.title")}
      description={t("fleet.vehicle.subtitle")}
      add={canAdd && { label: t("fleet.vehicle.add"), to: VEHICLE_ADD_PATH }}
      toolbar={<VehicleToolbar query={query} onChange={setQuery} {...csv.toolbar} />}
      list={list}
      dialog={csv.dialog}
    >
      <VehicleTable
        data={list.data}
        pending={list.isPending}
        isFiltered={!!query.search || query.status !== "all" || !!query.vehicle_type_id}
        canEdit={canEdit}
        canDelete={canDelete}
        canUpdateStatus={canUpdateStatus}
        onDelete={confirmDelete}
        onPageChange={setPage}
      />
    </ListScreen>
  );
}
