import { Anchor, Group, Loader, Text } from "@mantine/core";
import { TransactionListQuery, type TransactionDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { useCan } from "../../../shared/session/permissions";
import type { Column } from "../../../shared/ui/data-table";
import { Plate } from "../../../shared/ui/plate";
import { SectionCard } from "../../../shared/ui/section-card";
import { StaticTable } from "../../../shared/ui/static-table";
import { useTransactionFormat } from "./transaction-format";
import { useTransactionList } from "./transaction-hooks";
import { TRANSACTIONS_PATH, transactionPath, transactionsOfPath } from "./transaction-paths";
import { StatusWithReason } from "./transaction-table";

type Subject = { vehicle_id: string } | { employee_id: string };

/**
 * The five latest fuelings of a vehicle, of an employee, or of the whole company (the dashboard's),
 * for a role that may read transactions.
 */
export function LatestFuelings({ subject }: { subject?: Subject }) {
  return useCan("transactions.view") ? <LatestFuelingsCard subject={subject} /> : null;
}

function LatestFuelingsCard({ subject }: { subject?: Subject }) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const format = useTransactionFormat();
  const list = useTransactionList(TransactionListQuery.parse({ limit: 5, ...subject }));
  const of = !subject ? "company" : "vehicle_id" in subject ? "vehicle" : "employee";
  const employeeColumn: Column<TransactionDto> = {
    key: "employee",
    header: t("fleet.transaction.columns.employee"),
    render: (row) => (row.employee_name ? <bdi>{row.employee_name}</bdi> : t("fleet.transaction.row.no_driver")),
  };
  const vehicleColumn: Column<TransactionDto> = {
    key: "vehicle",
    header: t("fleet.transaction.columns.vehicle"),
    render: (row) => <Plate>{row.plate_no}</Plate>,
  };
  const columns: Column<TransactionDto>[] = [
    {
      key: "date",
      header: t("fleet.transaction.columns.date"),
      render: (row) => (
        <Anchor component={Link} to={transactionPath(row._id)}>
          {clock.dateTime(row.created_at)}
        </Anchor>
      ),
    },
    { key: "station", header: t("fleet.transaction.columns.station"), render: (row) => <bdi>{row.station_name}</bdi> },
    ...(of === "vehicle" ? [employeeColumn] : of === "employee" ? [vehicleColumn] : [vehicleColumn, employeeColumn]),
    {
      key: "litres",
      header: t("fleet.transaction.columns.fuel"),
      render: (row) => (row.litres === null ? "—" : format.litres(row.litres)),
    },
    {
      key: "total",
      header: t("fleet.transaction.columns.total"),
      alignEnd: true,
      render: (row) => (row.total === null ? "—" : <bdi dir="ltr">{format.money(row.total, row.currency)}</bdi>),
    },
    { key: "status", header: t("fleet.transaction.columns.status"), render: (row) => <StatusWithReason row={row} /> },
  ];

  return (
    <SectionCard title={t("fleet.transaction.latest.title")}>
      {list.isPending ? (
        <Loader size="sm" aria-label={t("fleet.transaction.latest.title")} />
      ) : list.isError ? (
        <Text role="alert" c="red" size="sm">
          {t("fleet.transaction.latest.failed")}
        </Text>
      ) : (
        <StaticTable
          label={t(`fleet.transaction.latest.label_${of}`)}
          rows={list.data.items}
          columns={columns}
          rowKey={(row) => row._id}
          empty={t("fleet.transaction.latest.empty")}
          minWidth={720}
        />
      )}
      {list.data && list.data.total > list.data.items.length && (
        <Group justify="flex-end">
          <Anchor component={Link} to={subject ? transactionsOfPath(subject) : TRANSACTIONS_PATH} size="sm">
            {t("fleet.transaction.latest.all")}
          </Anchor>
        </Group>
      )}
    </SectionCard>
  );
}
