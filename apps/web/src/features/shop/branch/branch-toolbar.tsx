import "../../../shared/ui/select-styles";
import { Group, Select } from "@mantine/core";
import type { BranchListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { SearchInput } from "../../../shared/ui/search-input";
import { StatusTabs } from "../../../shared/ui/status-tabs";
import { parseSortOption, sortOptionOf, sortOptions } from "./branch-list-query";

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
        label={t("list.search")}
        placeholder={t("shop.branch.list.search_placeholder")}
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
        value={sortOptionOf(query)}
        onChange={(option) => option && onChange({ ...parseSortOption(option), page: 1 })}
        data={sortOptions.map(({ value, label }) => ({ value, label: t(`list.sort_options.${label}`) }))}
        allowDeselect={false}
        w={190}
      />
    </Group>
  );
}
