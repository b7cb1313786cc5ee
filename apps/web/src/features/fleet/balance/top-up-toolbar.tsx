import { Group } from "@mantine/core";
import { TOP_UP_FILTERS, type TopUpListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { CsvButtons } from "../../../shared/ui/csv-buttons";
import { SearchInput } from "../../../shared/ui/search-input";
import { FilterTabs } from "../../../shared/ui/status-tabs";

interface Props {
  query: TopUpListQuery;
  onChange: (patch: Partial<TopUpListQuery>, options?: { replace: boolean }) => void;
  onExport: () => void;
  isExporting: boolean;
}

/** The slip search, the status tabs (overdue among them) and the CSV of what they select; a change goes back to page 1. */
export function TopUpToolbar({ query, onChange, onExport, isExporting }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        placeholder={t("fleet.balance.history.search_placeholder")}
        value={query.search}
        onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
      />
      <FilterTabs
        options={TOP_UP_FILTERS}
        value={query.status}
        textOf={(status) => t(`top_up.statuses.${status}`)}
        onChange={(status) => onChange({ status, page: 1 })}
      />
      <CsvButtons onExport={onExport} exportLabel={t("fleet.balance.history.export")} isExporting={isExporting} />
    </Group>
  );
}
