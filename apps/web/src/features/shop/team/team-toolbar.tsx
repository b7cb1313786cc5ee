import "../../../shared/ui/select-styles";
import { Group, Select } from "@mantine/core";
import type { TeamMemberListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../shared/session/permissions";
import { SearchInput } from "../../../shared/ui/search-input";
import { StatusTabs } from "../../../shared/ui/status-tabs";
import { BranchSelect } from "../service/service-choices";

interface Props {
  query: TeamMemberListQuery;
  onChange: (patch: Partial<TeamMemberListQuery>, options?: { replace: boolean }) => void;
}

const sortOptions = [
  { value: "created_at:desc", label: "newest" },
  { value: "created_at:asc", label: "oldest" },
  { value: "name:asc", label: "name_asc" },
  { value: "name:desc", label: "name_desc" },
] as const;

function parseSortOption(option: string): Pick<TeamMemberListQuery, "sort" | "order"> {
  const [sort, order] = option.split(":");
  return { sort: sort === "name" ? "name" : "created_at", order: order === "desc" ? "desc" : "asc" };
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
        label={t("list.search")}
        placeholder={t("shop.team.list.search_placeholder")}
        value={query.search}
        onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
      />
      <StatusTabs
        value={query.status}
        label={t("list.status_filter")}
        onChange={(status) => onChange({ status, page: 1 })}
      />
      <Select
        label={t("list.sort")}
        value={`${query.sort}:${query.order}`}
        onChange={(option) => option && onChange({ ...parseSortOption(option), page: 1 })}
        data={sortOptions.map(({ value, label }) => ({ value, label: t(`list.sort_options.${label}`) }))}
        allowDeselect={false}
        w={190}
      />
    </Group>
  );
}
