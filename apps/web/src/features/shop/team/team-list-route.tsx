import { TeamMemberListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useListPage } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { ListScreen } from "../../../shared/ui/list-screen";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { branchName } from "../branch/branch-hooks";
import { useReadableBranches } from "../branch/use-branch-options";
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

/** Branch names by id for the table (none when the role cannot read branches). */
function useBranchNames(): Map<string, string> {
  const { i18n } = useTranslation();
  const { branches } = useReadableBranches();
  return new Map(branches.map((b) => [b._id, branchName(b, i18n.language)]));
}

function TeamList() {
  const { t } = useTranslation();
  const { query, setQuery, setPage, list } = useListPage(TeamMemberListQuery, useTeamList);
  const branchNames = useBranchNames();
  const confirmDelete = useDeleteMember();
  const { toggle, pendingId } = useToggleMember();
  const canAdd = useCan("team.add");
  const canEdit = useCan("team.edit");
  const canDelete = useCan("team.delete");
  const canToggle = useCan("team.toggle_status");

  return (
    <ListScreen
      title={t("shop.team.title")}
      description={t("shop.team.subtitle")}
      add={canAdd && { label: t("shop.team.add"), to: `${TEAM_PATH}/add` }}
      toolbar={<TeamToolbar query={query} onChange={setQuery} />}
      list={list}
    >
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
        onPageChange={setPage}
      />
    </ListScreen>
  );
}
