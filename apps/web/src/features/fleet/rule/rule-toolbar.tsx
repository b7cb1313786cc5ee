import "../../../shared/ui/select-styles";
import { Group, Select } from "@mantine/core";
import { FUEL_TYPES, type FuelRuleListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { CsvButtons } from "../../../shared/ui/csv-buttons";
import { SearchInput } from "../../../shared/ui/search-input";
import { nameAndDateSorts } from "../../../shared/ui/sort-options";
import { SortSelect } from "../../../shared/ui/sort-select";
import { StatusTabs } from "../../../shared/ui/status-tabs";

interface Props {
  query: FuelRuleListQuery;
  onChange: (patch: Partial<FuelRuleListQuery>, options?: { replace: boolean }) => void;
  /** Absent when the role may not export. */
  onExport?: () => void;
  isExporting: boolean;
}

/** Search, status tabs, fuel type filter, sort and export of the rules table; a change goes back to page 1. */
export function RuleToolbar({ query, onChange, onExport, isExporting }: Props) {
  const { t } = useTranslation();
  const fuelTypes = [
    { value: "all", label: t("fleet.rule.list.all_fuel_types") },
    ...FUEL_TYPES.map((fuel) => ({ value: fuel, label: t(`fleet.rule.fuel_types.${fuel}`) })),
  ];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        placeholder={t("fleet.rule.list.search_placeholder")}
        value={query.search}
        onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
      />
      <StatusTabs value={query.status} onChange={(status) => onChange({ status, page: 1 })} />
      <Select
        label={t("fleet.rule.list.fuel_type_filter")}
        data={fuelTypes}
        value={query.fuel_type}
        allowDeselect={false}
        w={180}
        onChange={(value) => onChange({ fuel_type: FUEL_TYPES.find((f) => f === value) ?? "all", page: 1 })}
      />
      <SortSelect options={nameAndDateSorts(t)} value={query} onChange={(sort) => onChange({ ...sort, page: 1 })} />
      <CsvButtons onExport={onExport} exportLabel={t("fleet.rule.export")} isExporting={isExporting} />
    </Group>
  );
}
