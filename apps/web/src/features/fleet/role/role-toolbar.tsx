import { Group } from "@mantine/core";
import type { FleetRoleListQuery, FleetRoleListResult } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { CsvButtons } from "../../../shared/ui/csv-buttons";
import { SearchInput } from "../../../shared/ui/search-input";
import { tabCountTexts } from "../../../shared/ui/role-tab-counts";
import { StatusTabs } from "../../../shared/ui/status-tabs";

interface Props {
  query: FleetRoleListQuery;
  /** The tabs' counts come with the list (search applied); none until it has loaded. */
  counts: FleetRoleListResult | undefined;
  onChange: (patch: Partial<FleetRoleListQuery>, options?: { replace: boolean }) => void;
  /** Absent when the role may not export. */
  onExport?: () => void;
  isExporting: boolean;
}

/** The tabs all, active and inactive with their counts, the search and the export; a change goes back to page 1. */
export function FleetRoleToolbar({ query, counts, onChange, onExport, isExporting }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <StatusTabs
        value={query.status}
        counts={counts && tabCountTexts(t, i18n.language, counts)}
        onChange={(status) => onChange({ status, page: 1 })}
      />
      <SearchInput
        placeholder={t("fleet.org.role.list.search_placeholder")}
        value={query.search}
        onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
      />
      <CsvButtons onExport={onExport} exportLabel={t("fleet.org.export")} isExporting={isExporting} isAtEnd={false} />
    </Group>
  );
}
