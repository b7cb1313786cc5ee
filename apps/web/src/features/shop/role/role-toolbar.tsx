import { Group } from "@mantine/core";
import type { RoleListQuery, RoleListResult } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { SearchInput } from "../../../shared/ui/search-input";
import { tabCountTexts } from "../../../shared/ui/role-tab-counts";
import { StatusTabs } from "../../../shared/ui/status-tabs";

interface Props {
  query: RoleListQuery;
  /** The tabs' counts come with the list (search applied); none until it has loaded. */
  counts: RoleListResult | undefined;
  onChange: (patch: Partial<RoleListQuery>, options?: { replace: boolean }) => void;
}

/** The tabs all, active and inactive with their counts, and the search; every change goes back to page 1. */
export function RoleToolbar({ query, counts, onChange }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" justify="space-between" wrap="wrap">
      <StatusTabs
        value={query.status}
        counts={counts && tabCountTexts(t, i18n.language, counts)}
        onChange={(status) => onChange({ status, page: 1 })}
      />
      <SearchInput
        placeholder={t("shop.role.list.search_placeholder")}
        value={query.search}
        onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
      />
    </Group>
  );
}
