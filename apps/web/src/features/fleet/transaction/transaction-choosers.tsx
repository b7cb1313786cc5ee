import { Group } from "@mantine/core";
import type { TransactionDto, TransactionListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { ChoiceSelect } from "../../../shared/ui/choice-select";
import { useEmployeeChoices, useStationChoices, useVehicleChoices } from "./transaction-hooks";

type Patch = Partial<TransactionListQuery>;

interface Props {
  query: TransactionListQuery;
  onChange: (patch: Patch) => void;
  /** The page shown: a chosen filter is named as its rows name it, after a reload too. */
  rows: readonly TransactionDto[];
}

const labelOf = (choice: { label: string }) => choice.label;

/** The station, vehicle and employee filters: each searched on the server as the user types. */
export function TransactionChoosers({ query, onChange, rows }: Props) {
  const { t } = useTranslation();
  const shown = (
    id: string | undefined,
    label: (row: TransactionDto) => string,
    idOf: (row: TransactionDto) => string | null,
  ) => {
    const row = id ? rows.find((r) => idOf(r) === id) : undefined;
    return row && id ? { value: id, label: label(row) } : null;
  };
  const filters = [
    {
      key: "station_id" as const,
      label: t("fleet.transaction.list.station"),
      placeholder: t("fleet.transaction.list.all_stations"),
      useChoices: useStationChoices,
      initial: shown(
        query.station_id,
        (r) => `${r.station_name} · ${r.station_city}`,
        (r) => r.station_id,
      ),
    },
    {
      key: "vehicle_id" as const,
      label: t("fleet.transaction.list.vehicle"),
      placeholder: t("fleet.transaction.list.all_vehicles"),
      useChoices: useVehicleChoices,
      initial: shown(
        query.vehicle_id,
        (r) => `${r.plate_no} · ${r.car_id}`,
        (r) => r.vehicle_id,
      ),
    },
    {
      key: "employee_id" as const,
      label: t("fleet.transaction.list.employee"),
      placeholder: t("fleet.transaction.list.all_employees"),
      useChoices: useEmployeeChoices,
      initial: shown(
        query.employee_id,
        (r) => r.employee_name ?? "",
        (r) => r.employee_id,
      ),
    },
  ];

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {filters.map((filter) => (
        <ChoiceSelect
          // A name learnt after the first render (the rows of a reloaded, filtered page) starts the chooser afresh.
          key={`${filter.key}:${filter.initial?.label ?? ""}`}
          label={filter.label}
          placeholder={filter.placeholder}
          clearable
          w={260}
          value={query[filter.key] ?? null}
          initial={filter.initial}
          useChoices={filter.useChoices}
          labelOf={labelOf}
          loadFailedText={t("fleet.transaction.list.choices_failed")}
          onChange={(id) => onChange({ [filter.key]: id ?? undefined, page: 1 })}
        />
      ))}
    </Group>
  );
}
