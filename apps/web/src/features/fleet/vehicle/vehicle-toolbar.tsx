import "../../../shared/ui/select-styles";
import { Group, Select } from "@mantine/core";
import type { VehicleListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { CsvButtons } from "../../../shared/ui/csv-buttons";
import { SearchInput } from "../../../shared/ui/search-input";
import type { SortOption } from "../../../shared/ui/sort-options";
import { SortSelect } from "../../../shared/ui/sort-select";
import { StatusTabs } from "../../../shared/ui/status-tabs";
import { useVehicleTypes } from "../../reference/vehicle/use-vehicle-reference";

interface Props {
  query: VehicleListQuery;
  onChange: (patch: Partial<VehicleListQuery>, options?: { replace: boolean }) => void;
  /** Absent when the role may not export, or import. */
  onExport?: () => void;
  onImport?: () => void;
  isExporting: boolean;
}

/** Search, status tabs, type filter, sort, export and import of the vehicles table; a change goes back to page 1. */
export function VehicleToolbar({ query, onChange, onExport, onImport, isExporting }: Props) {
  const { t, i18n } = useTranslation();
  const types = useVehicleTypes();
  const isArabic = i18n.language === "ar";
  const typeOptions = [
    { value: "", label: t("fleet.vehicle.list.all_types") },
    ...(types.data?.items ?? []).map((type) => ({ value: type._id, label: isArabic ? type.name_arabic : type.name })),
  ];
  const sorts: SortOption<VehicleListQuery["sort"]>[] = [
    { sort: "created_at", order: "desc", label: t("list.sort_options.newest") },
    { sort: "created_at", order: "asc", label: t("list.sort_options.oldest") },
    { sort: "car_id", order: "asc", label: t("fleet.vehicle.list.sort_car_id_asc") },
    { sort: "plate_no", order: "asc", label: t("fleet.vehicle.list.sort_plate_asc") },
    { sort: "year", order: "desc", label: t("fleet.vehicle.list.sort_year_desc") },
  ];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        placeholder={t("fleet.vehicle.list.search_placeholder")}
        value={query.search}
        onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
      />
      <StatusTabs value={query.status} onChange={(status) => onChange({ status, page: 1 })} />
      <Select
        label={t("fleet.vehicle.list.type_filter")}
        data={typeOptions}
        value={query.vehicle_type_id ?? ""}
        allowDeselect={false}
        searchable
        w={200}
        onChange={(value) => onChange({ vehicle_type_id: value || undefined, page: 1 })}
      />
      <SortSelect options={sorts} value={query} onChange={(sort) => onChange({ ...sort, page: 1 })} w={220} />
      <CsvButtons
        onImport={onImport}
        importLabel={t("fleet.vehicle.import")}
        onExport={onExport}
        exportLabel={t("fleet.vehicle.export")}
        isExporting={isExporting}
      />
    </Group>
  );
}
