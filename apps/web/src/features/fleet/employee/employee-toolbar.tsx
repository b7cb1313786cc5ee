import { Group } from "@mantine/core";
import type { EmployeeListQuery } from "@pitlane/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CsvButtons } from "../../../shared/ui/csv-buttons";
import { SearchInput } from "../../../shared/ui/search-input";
import type { SortOption } from "../../../shared/ui/sort-options";
import { SortSelect } from "../../../shared/ui/sort-select";
import { StatusTabs } from "../../../shared/ui/status-tabs";

interface Props {
  query: EmployeeListQuery;
  onChange: (patch: Partial<EmployeeListQuery>, options?: { replace: boolean }) => void;
  /** Absent when the role may not export, or import. */
  onExport?: () => void;
  onImport?: () => void;
  isExporting: boolean;
  /** The T-PINs' menu, when the role may give them. */
  tpins?: ReactNode;
}

/** Search, the all / active / inactive tabs, sort, export and import of the employees table; a change goes back to page 1. */
export function EmployeeToolbar({ query, onChange, onExport, onImport, isExporting, tpins }: Props) {
  const { t } = useTranslation();
  const sorts: SortOption<EmployeeListQuery["sort"]>[] = [
    { sort: "created_at", order: "desc", label: t("list.sort_options.newest") },
    { sort: "created_at", order: "asc", label: t("list.sort_options.oldest") },
    { sort: "name", order: "asc", label: t("list.sort_options.name_asc") },
    { sort: "name", order: "desc", label: t("list.sort_options.name_desc") },
    { sort: "employee_id", order: "asc", label: t("fleet.employee.list.sort_employee_id") },
  ];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        placeholder={t("fleet.employee.list.search_placeholder")}
        value={query.search}
        onSearch={(search) => onChange({ search, page: 1 }, { replace: true })}
      />
      <StatusTabs value={query.status} onChange={(status) => onChange({ status, page: 1 })} />
      <SortSelect options={sorts} value={query} onChange={(sort) => onChange({ ...sort, page: 1 })} w={220} />
      <Group gap="xs" ms="auto">
        {tpins}
        <CsvButtons
          onImport={onImport}
          importLabel={t("fleet.employee.import")}
          onExport={onExport}
          exportLabel={t("fleet.employee.export")}
          isExporting={isExporting}
          isAtEnd={false}
        />
      </Group>
    </Group>
  );
}
