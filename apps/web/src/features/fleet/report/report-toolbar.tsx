import { Button, Group, Select } from "@mantine/core";
import { CONSUMPTION_GROUPS, FUEL_TYPES, TOP_UP_REPORT_STATUSES } from "@pitlane/domain";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { LazyDateRangeField } from "../../../shared/forms/lazy-date-fields";
import { useCan } from "../../../shared/session/permissions";
import { ChoiceSelect } from "../../../shared/ui/choice-select";
import { FilterTabs } from "../../../shared/ui/status-tabs";
import { OrgUnitSelect } from "../org-unit/org-unit-select";
import { useEmployeeChoices, useStationChoices, useVehicleChoices } from "../transaction/transaction-hooks";
import type { ReportScreenQuery } from "./report-query";

interface Props {
  query: ReportScreenQuery;
  range: { from: string; to: string };
  onChange: (patch: Partial<ReportScreenQuery>) => void;
  /** The exports, where the reader may export. */
  exports?: { onCsv: () => void; onPdf: () => void; isCsvPending: boolean; isPdfPending: boolean };
}

const labelOf = (choice: { label: string }) => choice.label;
/** Which filters each report takes. */
const FILTERS = {
  consumption: ["fuel_type", "vehicle_id", "employee_id", "branch_id", "department_id"],
  "top-ups": [],
  fuelings: ["fuel_type", "vehicle_id", "employee_id", "station_id"],
  employees: ["employee_id", "branch_id", "department_id"],
} as const;

/** The range, the report's own choices and filters, and its exports; a change goes back to page 1. */
export function ReportToolbar({ query, range, onChange, exports }: Props) {
  const { t } = useTranslation();
  // The vehicle, employee and station choosers search what the transactions list offers.
  const canChoose = useCan("transactions.view");
  const takes = (filter: (typeof FILTERS)[keyof typeof FILTERS][number]) =>
    (FILTERS[query.report] as readonly string[]).includes(filter);
  const chooser = (
    key: "vehicle_id" | "employee_id" | "station_id",
    useChoices: typeof useVehicleChoices,
    label: string,
    placeholder: string,
  ) =>
    canChoose &&
    takes(key) && (
      <ChoiceSelect
        label={label}
        placeholder={placeholder}
        clearable
        w={240}
        value={query[key] ?? null}
        useChoices={useChoices}
        labelOf={labelOf}
        loadFailedText={t("fleet.report.toolbar.choices_failed")}
        onChange={(id) => onChange({ [key]: id ?? undefined, page: 1 })}
      />
    );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <LazyDateRangeField
        label={t("fleet.report.toolbar.range")}
        value={[range.from, range.to]}
        onChange={([from, to]) => from && to && onChange({ from, to, page: 1 })}
        w={300}
      />
      {query.report === "consumption" && (
        <Select
          label={t("fleet.report.toolbar.group_by")}
          data={CONSUMPTION_GROUPS.map((by) => ({ value: by, label: t(`fleet.report.groups.${by}`) }))}
          value={query.by}
          allowDeselect={false}
          onChange={(by) => onChange({ by: CONSUMPTION_GROUPS.find((g) => g === by) ?? "vehicle", page: 1 })}
          w={180}
        />
      )}
      {query.report === "top-ups" && (
        <FilterTabs
          options={TOP_UP_REPORT_STATUSES}
          value={query.status}
          label={t("fleet.report.toolbar.status")}
          textOf={(status) => t(`fleet.report.statuses.${status}`)}
          onChange={(status) => onChange({ status, page: 1 })}
        />
      )}
      {takes("fuel_type") && (
        <Select
          label={t("fleet.report.toolbar.fuel_type")}
          placeholder={t("fleet.report.toolbar.all_fuel_types")}
          data={FUEL_TYPES.map((fuel) => ({ value: fuel, label: t(`fleet.rule.fuel_types.${fuel}`) }))}
          value={query.fuel_type ?? null}
          clearable
          onChange={(fuel) => onChange({ fuel_type: FUEL_TYPES.find((f) => f === fuel), page: 1 })}
          w={180}
        />
      )}
      {chooser(
        "vehicle_id",
        useVehicleChoices,
        t("fleet.report.toolbar.vehicle"),
        t("fleet.report.toolbar.all_vehicles"),
      )}
      {chooser(
        "employee_id",
        useEmployeeChoices,
        t("fleet.report.toolbar.employee"),
        t("fleet.report.toolbar.all_employees"),
      )}
      {chooser(
        "station_id",
        useStationChoices,
        t("fleet.report.toolbar.station"),
        t("fleet.report.toolbar.all_stations"),
      )}
      {takes("branch_id") && (
        <OrgUnitSelect
          kind="branch"
          label={t("fleet.report.toolbar.branch")}
          value={query.branch_id ?? null}
          clearable
          onChange={(id) => onChange({ branch_id: id ?? undefined, page: 1 })}
          w={200}
        />
      )}
      {takes("department_id") && (
        <OrgUnitSelect
          kind="department"
          label={t("fleet.report.toolbar.department")}
          value={query.department_id ?? null}
          clearable
          onChange={(id) => onChange({ department_id: id ?? undefined, page: 1 })}
          w={200}
        />
      )}
      {exports && (
        <Group gap="xs" ms="auto">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={exports.isCsvPending}
            onClick={exports.onCsv}
          >
            {t("fleet.report.toolbar.csv")}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={exports.isPdfPending}
            onClick={exports.onPdf}
          >
            {t("fleet.report.toolbar.pdf")}
          </Button>
        </Group>
      )}
    </Group>
  );
}
