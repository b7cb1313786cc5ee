import "../../../shared/ui/select-styles";
import { Group, Select } from "@mantine/core";
import type { PackageListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { SearchInput } from "../../../shared/ui/search-input";
import { StatusTabs } from "../../../shared/ui/status-tabs";
import type { BranchOption } from "../branch/use-branch-options";

interface Props {
  query: PackageListQuery;
  branches: BranchOption[];
  onChange: (patch: Partial<PackageListQuery>, options?: { replace: boolean }) => void;
}

/** Search, branch and status filters of the packages table; every change goes back to page 1. */
export function PackageToolbar({ query, branches, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        placeholder={t("shop.package.list.search_placeholder")}
        value={query.search}
        onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
      />
      <Select
        label={t("shop.package.fields.branch")}
        placeholder={t("shop.package.list.all_branches")}
        data={branches}
        value={query.branch_id ?? null}
        onChange={(branchId) => onChange({ branch_id: branchId ?? undefined, page: 1 })}
        clearable
        searchable
        nothingFoundMessage={t("fields.nothing_found")}
        w={220}
      />
      <StatusTabs value={query.status} onChange={(status) => onChange({ status, page: 1 })} />
    </Group>
  );
}
