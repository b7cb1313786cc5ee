import { RoleListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useListQuery, useStepBackPastEnd } from "../../../shared/api/list-query";
import { tabCount } from "../../../shared/ui/role-tab-counts";
import { useCan } from "../../../shared/session/permissions";
import { ListScreen } from "../../../shared/ui/list-screen";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useRoleList } from "./role-hooks";
import { ROLE_ADD_PATH } from "./role-paths";
import { RoleTable } from "./role-table";
import { RoleToolbar } from "./role-toolbar";
import { useDeleteRole } from "./use-delete-role";
import { useToggleRole } from "./use-toggle-role";

/** `/role`: the roles with tabs all, active and inactive (default all, page 1), search and page in the URL. */
export function Component() {
  return (
    <RequirePermission permission="roles.view">
      <RoleList />
    </RequirePermission>
  );
}

function RoleList() {
  const { t } = useTranslation();
  const { query, setQuery, setPage } = useListQuery(RoleListQuery);
  const list = useRoleList(query);
  const confirmDelete = useDeleteRole();
  const { toggle, pendingId } = useToggleRole();
  const canAdd = useCan("roles.add");
  const canEdit = useCan("roles.edit");
  const canDelete = useCan("roles.delete");
  // The shared table pages through the tab being shown.
  const page = list.data && { ...list.data, ...tabCount(list.data, query.status) };

  useStepBackPastEnd(page, query.page, (p) => setPage(p, { replace: true }));

  return (
    <ListScreen
      title={t("shop.role.title")}
      description={t("shop.role.subtitle")}
      add={canAdd && { label: t("shop.role.add"), to: ROLE_ADD_PATH }}
      toolbar={<RoleToolbar query={query} counts={list.data} onChange={setQuery} />}
      list={list}
      maw={1100}
    >
      <RoleTable
        data={page}
        pending={list.isPending}
        isFiltered={!!query.search || query.status !== "all"}
        canEdit={canEdit}
        canDelete={canDelete}
        togglingId={pendingId}
        onToggle={toggle}
        onDelete={confirmDelete}
        onPageChange={setPage}
      />
    </ListScreen>
  );
}
