import { Group } from "@mantine/core";
import type { OrgUnitKind, OrgUnitListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { CsvButtons } from "../../../shared/ui/csv-buttons";
import { SearchInput } from "../../../shared/ui/search-input";
import { nameAndDateSorts } from "../../../shared/ui/sort-options";
import { SortSelect } from "../../../shared/ui/sort-select";

interface Props {
  kind: OrgUnitKind;
  query: OrgUnitListQuery;
  onChange: (patch: Partial<OrgUnitListQuery>, options?: { replace: boolean }) => void;
  /** Absent where there is nothing to export, or the role may not. */
  onExport?: () => void;
  isExporting?: boolean;
}

/** Search, sort and (for branches) export; a change goes back to page 1. */
export function OrgUnitToolbar({ kind, query, onChange, onExport, isExporting = false }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        placeholder={t(`fleet.org.${kind}.list.search_placeholder`)}
        value={query.search}
        onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
      />
      <SortSelect options={nameAndDateSorts(t)} value={query} onChange={(sort) => onChange({ ...sort, page: 1 })} />
      <CsvButtons onExport={onExport} exportLabel={t("fleet.org.export")} isExporting={isExporting} />
    </Group>
  );
}
