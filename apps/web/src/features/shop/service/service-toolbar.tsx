import "../../../shared/ui/select-styles";
import { Group, Select } from "@mantine/core";
import type { ServiceListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../shared/session/permissions";
import { SearchInput } from "../../../shared/ui/search-input";
import { StatusTabs } from "../../../shared/ui/status-tabs";
import { BranchSelect, CategorySelect } from "./service-choices";
import { parseSortOption, sortOptionOf, sortOptions } from "./service-list-query";

interface Props {
  query: ServiceListQuery;
  onChange: (patch: Partial<ServiceListQuery>, options?: { replace: boolean }) => void;
}

/** Search, category, branch and status filters and the sort of the services table; each change goes back to page 1. */
export function ServiceToolbar({ query, onChange }: Props) {
  const { t } = useTranslation();
  // Filters the user could not fill in are left out rather than shown empty.
  const canFilterByCategory = useCan("categories.view");
  const canFilterByBranch = useCan("branches.view");
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        label={t("list.search")}
        placeholder={t("shop.service.list.search_placeholder")}
        value={query.search}
        onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
      />
      {canFilterByCategory && (
        <CategorySelect
          label={t("shop.service.fields.category")}
          placeholder={t("shop.service.list.all_categories")}
          value={query.category_id ?? null}
          onChange={(id) => onChange({ category_id: id ?? undefined, page: 1 })}
          clearable
          w={200}
        />
      )}
      {canFilterByBranch && (
        <BranchSelect
          label={t("shop.service.fields.branch")}
          placeholder={t("shop.service.list.all_branches")}
          value={query.branch_id ?? null}
          onChange={(id) => onChange({ branch_id: id ?? undefined, page: 1 })}
          clearable
          w={200}
        />
      )}
      <Select
        label={t("list.sort")}
        value={sortOptionOf(query)}
        onChange={(option) => option && onChange({ ...parseSortOption(option), page: 1 })}
        data={sortOptions.map(({ value, label }) => ({ value, label: t(label) }))}
        allowDeselect={false}
        w={200}
      />
      <StatusTabs
        value={query.status}
        label={t("list.status_filter")}
        onChange={(status) => onChange({ status, page: 1 })}
      />
    </Group>
  );
}
