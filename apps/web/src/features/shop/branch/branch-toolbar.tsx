import { Group } from "@mantine/core";
import type { BranchListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { SearchInput } from "../../../shared/ui/search-input";
import { nameAndDateSorts } from "../../../shared/ui/sort-options";
import { SortSelect } from "../../../shared/ui/sort-select";
import { StatusTabs } from "../../../shared/ui/status-tabs";

interface Props {
  query: BranchListQuery;
  onChange: (patch: Partial<BranchListQuery>, options?: { replace: boolean }) => void;
}

/** Search, status filter and sort of the branches table; every change goes back to page 1. */
export function BranchToolbar({ query, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        placeholder={t("shop.branch.list.search_placeholder")}
        value={query.search}
        onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
      />
      <StatusTabs value={query.status} onChange={(status) => onChange({ status, page: 1 })} />
      <SortSelect options={nameAndDateSorts(t)} value={query} onChange={(sort) => onChange({ ...sort, page: 1 })} />
    </Group>
  );
}
