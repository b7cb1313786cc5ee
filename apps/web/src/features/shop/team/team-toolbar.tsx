import { Group } from "@mantine/core";
import type { TeamMemberListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../shared/session/permissions";
import { SearchInput } from "../../../shared/ui/search-input";
import { nameAndDateSorts } from "../../../shared/ui/sort-options";
import { SortSelect } from "../../../shared/ui/sort-select";
import { StatusTabs } from "../../../shared/ui/status-tabs";
import { BranchSelect } from "../branch/branch-select";

interface Props {
  query: TeamMemberListQuery;
  onChange: (patch: Partial<TeamMemberListQuery>, options?: { replace: boolean }) => void;
}

/** Branch, search, status and sort of the team table; each change goes back to page 1. */
export function TeamToolbar({ query, onChange }: Props) {
  const { t } = useTranslation();
  // A filter the user's role could not fill in is left out rather than shown empty.
  const canFilterByBranch = useCan("branches.view");
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {canFilterByBranch && (
        <BranchSelect
          label={t("shop.team.list.branch")}
          placeholder={t("shop.team.list.all_branches")}
          value={query.branch_id ?? null}
          onChange={(id) => onChange({ branch_id: id ?? undefined, page: 1 })}
          clearable
          w={220}
        />
      )}
      <SearchInput
        placeholder={t("shop.team.list.search_placeholder")}
        value={query.search}
        onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
      />
      <StatusTabs value={query.status} onChange={(status) => onChange({ status, page: 1 })} />
      <SortSelect options={nameAndDateSorts(t)} value={query} onChange={(sort) => onChange({ ...sort, page: 1 })} />
    </Group>
  );
}
