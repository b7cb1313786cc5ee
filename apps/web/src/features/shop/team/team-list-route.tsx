import { Button, Paper, Stack } from "@mantine/core";
import { TeamMemberListQuery, branchEndpoints } from "@pitlane/domain";
import { useQuery } from "@tanstack/react-query";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useListQuery, useStepBackPastEnd } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { ListError } from "../../../shared/ui/list-error";
import { PageHeader } from "../../../shared/ui/page-header";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { request } from "../../../shared/api/client";
import { branchHooks, branchName } from "../branch/branch-hooks";
import { TEAM_PATH } from "./team-form-values";
import { useTeamList } from "./team-hooks";
import { TeamTable } from "./team-table";
import { TeamToolbar } from "./team-toolbar";
import { useDeleteMember } from "./use-delete-member";
import { useToggleMember } from "./use-toggle-member";

/** `/team/team-members`: the team, by branch, with search, status and page in the URL. */
export function Component() {
  return (
    <RequirePermission permission="team.view">
      <TeamList />
    </RequirePermission>
  );
}

/** The query of the branch filter (BranchSelect), so its cached page is shared. */
const allBranches = { limit: 100, page: 1, sort: "name", order: "asc" } as const;

/** Branch names by id for the table; not asked for (and empty) when the role cannot read branches. */
function useBranchNames(): Map<string, string> {
  const { i18n } = useTranslation();
  const canView = useCan("branches.view");
  // The branch filter's query key, so one request serves both.
  const branches = useQuery({
    queryKey: branchHooks.keys.list(allBranches),
    queryFn: () => request(branchEndpoints.list, { query: allBranches }),
    enabled: canView,
  });
  return new Map((branches.data?.items ?? []).map((b) => [b._id, branchName(b, i18n.language)]));
}

function TeamList() {
  const { t } = useTranslation();
  const { query, setQuery } = useListQuery(TeamMemberListQuery);
  const list = useTeamList(query);
  const branchNames = useBranchNames();
  const confirmDelete = useDeleteMember();
  const { toggle, pendingId } = useToggleMember();
  const canAdd = useCan("team.add");
  const canEdit = useCan("team.edit");
  const canDelete = useCan("team.delete");
  const canToggle = useCan("team.toggle_status");

  useStepBackPastEnd(list.data, query.page, (page) => setQuery({ page }, { replace: true }));

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t("shop.team.title")}
        description={t("shop.team.subtitle")}
        actions={
          canAdd && (
            <Button component={Link} to={`${TEAM_PATH}/add`} leftSection={<IconPlus size={16} />}>
              {t("shop.team.add")}
            </Button>
          )
        }
      />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack>
          <TeamToolbar query={query} onChange={setQuery} />
          {list.isError ? (
            <ListError error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <TeamTable
              data={list.data}
              pending={list.isPending}
              isFiltered={!!query.search || !!query.branch_id || query.status !== "all"}
              branchNames={branchNames}
              canEdit={canEdit}
              canDelete={canDelete}
              onToggle={canToggle ? toggle : null}
              togglingId={pendingId ?? null}
              onDelete={confirmDelete}
              onPageChange={(page) => setQuery({ page })}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
