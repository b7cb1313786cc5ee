import { FleetRoleListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useListQuery, useStepBackPastEnd } from "../../../shared/api/list-query";
import { tabCount } from "../../../shared/ui/role-tab-counts";
import { useCan } from "../../../shared/session/permissions";
import { ListScreen } from "../../../shared/ui/list-screen";
import { notify } from "../../../shared/ui/notify";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useFleetRoleExport, useFleetRoleList } from "./role-hooks";
import { FLEET_ROLE_ADD_PATH } from "./role-paths";
import { FleetRoleTable } from "./role-table";
import { FleetRoleToolbar } from "./role-toolbar";
import { useToggleFleetRole } from "./use-toggle-role";

/** `/fleet/settings/roles`: the roles with tabs all, active and inactive, search and page in the URL. */
export function Component() {
  return (
    <RequirePermission permission="roles.view">
      <FleetRoleList />
    </RequirePermission>
  );
}

function FleetRoleList() {
  const { t } = useTranslation();
  const { query, setQuery, setPage } = useListQuery(FleetRoleListQuery);
  const list = useFleetRoleList(query);
  const exportRoles = useFleetRoleExport();
  const { toggle, pendingId } = useToggleFleetRole();
  const canAdd = useCan("roles.add");
  const canEdit = useCan("roles.edit");
  const canChangeStatus = useCan("roles.update_status");
  const canExport = useCan("roles.export");
  // The shared table pages through the tab being shown.
  const page = list.data && { ...list.data, ...tabCount(list.data, query.status) };

  useStepBackPastEnd(page, query.page, (p) => setPage(p, { replace: true }));

  /** The file holds what the tab and search find, every page of it. */
  function handleExport() {
    const { page: _page, limit: _limit, ...filters } = query;
    exportRoles.mutate(filters, { onError: () => notify.error(t("fleet.org.export_failed")) });
  }

  return (
    <ListScreen
      title={t("fleet.org.role.title")}
      description={t("fleet.org.role.subtitle")}
      add={canAdd && { label: t("fleet.org.role.add"), to: FLEET_ROLE_ADD_PATH }}
      toolbar={
        <FleetRoleToolbar
          query={query}
          counts={list.data}
          onChange={setQuery}
          onExport={canExport ? handleExport : undefined}
          isExporting={exportRoles.isPending}
        />
      }
      list={list}
      maw={1100}
    >
      <FleetRoleTable
        data={page}
        pending={list.isPending}
        isFiltered={!!query.search || query.status !== "all"}
        canEdit={canEdit}
        canChangeStatus={canChangeStatus}
        togglingId={pendingId}
        onToggle={toggle}
        onPageChange={setPage}
      />
    </ListScreen>
  );
}
