import "../../../shared/ui/select-styles";
import { Group, Select } from "@mantine/core";
import type { ResourceListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { SearchInput } from "../../../shared/ui/search-input";
import { useBranchOptions } from "../branch/use-branch-options";

interface Props {
  query: ResourceListQuery;
  onChange: (patch: Partial<ResourceListQuery>, options?: { replace: boolean }) => void;
}

/** Search and the branch filter of the resources table; every change goes back to page 1. */
export function ResourceToolbar({ query, onChange }: Props) {
  const { t } = useTranslation();
  const branches = useBranchOptions();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        placeholder={t("shop.resource.list.search_placeholder")}
        value={query.search}
        onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
      />
      <Select
        label={t("shop.resource.list.branch_filter")}
        placeholder={t("shop.resource.list.all_branches")}
        data={branches.options}
        value={query.branch_id ?? null}
        onChange={(branchId) => onChange({ branch_id: branchId ?? undefined, page: 1 })}
        disabled={branches.isError}
        searchable
        clearable
        nothingFoundMessage={t("fields.nothing_found")}
        w={240}
      />
    </Group>
  );
}
