import { Button, Paper, Stack } from "@mantine/core";
import { RoleListQuery } from "@pitlane/domain";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useListQuery, useStepBackPastEnd } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { ListError } from "../../../shared/ui/list-error";
import { PageHeader } from "../../../shared/ui/page-header";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { tabTotal, useRoleList } from "./role-hooks";
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
  const { query, setQuery } = useListQuery(RoleListQuery);
  const list = useRoleList(query);
  const confirmDelete = useDeleteRole();
  const { toggle, pendingId } = useToggleRole();
  const canAdd = useCan("roles.add");
  const canEdit = useCan("roles.edit");
  const canDelete = useCan("roles.delete");
  // The shared table pages through the tab being shown.
  const page = list.data && { ...list.data, total: tabTotal(list.data, query.status) };

  useStepBackPastEnd(page, query.page, (p) => setQuery({ page: p }, { replace: true }));

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={t("shop.role.title")}
        description={t("shop.role.subtitle")}
        actions={
          canAdd && (
            <Button component={Link} to={ROLE_ADD_PATH} leftSection={<IconPlus size={16} />}>
              {t("shop.role.add")}
            </Button>
          )
        }
      />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack>
          <RoleToolbar query={query} counts={list.data} onChange={setQuery} />
          {list.isError ? (
            <ListError error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <RoleTable
              data={page}
              pending={list.isPending}
              isFiltered={!!query.search || query.status !== "all"}
              canEdit={canEdit}
              canDelete={canDelete}
              togglingId={pendingId}
              onToggle={toggle}
              onDelete={confirmDelete}
              onPageChange={(p) => setQuery({ page: p })}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
