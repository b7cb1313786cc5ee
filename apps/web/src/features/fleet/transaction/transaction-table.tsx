import { Anchor, Group, Stack, Text } from "@mantine/core";
import type { TransactionDto } from "@pitlane/domain";
import { IconGasStation } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { Plate } from "../../../shared/ui/plate";
import { FlagBadges, ReviewBadge, TransactionStatusBadge } from "./transaction-badges";
import { useTransactionFormat } from "./transaction-format";

/** Text kept on one line: a reference, an amount, a reading. */
function Nowrap({ children }: { children: ReactNode }) {
  return <span style={{ whiteSpace: "nowrap" }}>{children}</span>;
}

/** A line and, under it, a dimmed one. */
function TwoLines({ main, sub }: { main: ReactNode; sub?: ReactNode }) {
  return (
    <Stack gap={0}>
      <div>{main}</div>
      {sub && (
        <Text size="xs" c="dimmed" component="div">
          {sub}
        </Text>
      )}
    </Stack>
  );
}

/** The status, and a decline's reason in words under it. */
export function StatusWithReason({ row }: { row: TransactionDto }) {
  const format = useTransactionFormat();
  const reason = format.decline(row);
  return (
    <Stack gap={2} align="flex-start">
      <TransactionStatusBadge status={row.status} />
      {reason && (
        <Text size="xs" c="red.7" maw={220}>
          {reason}
        </Text>
      )}
    </Stack>
  );
}

interface Props extends ListTableProps<TransactionDto> {
  /** Where a row opens its transaction: the portal's page, or the console's. */
  pathOf: (id: string) => string;
  /** What an empty list says when nothing is filtered: the portal speaks to the company, the console about it. */
  emptyText?: string;
}

/** The company's purchases, newest first, a page at a time; a row opens its transaction. */
export function TransactionTable({ pathOf, emptyText, ...list }: Props) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const navigate = useNavigate();
  const format = useTransactionFormat();
  const money = (amount: number, currency: string) => (
    <Nowrap>
      <bdi dir="ltr">{format.money(amount, currency)}</bdi>
    </Nowrap>
  );
  const columns: Column<TransactionDto>[] = [
    {
      key: "transaction",
      header: t("fleet.transaction.columns.transaction"),
      isMain: true,
      render: (row) => (
        <TwoLines
          main={
            <Anchor
              component={Link}
              to={pathOf(row._id)}
              aria-label={t("fleet.transaction.list.view", { reference: row.reference })}
            >
              <Nowrap>
                <bdi dir="ltr">{row.reference}</bdi>
              </Nowrap>
            </Anchor>
          }
          sub={clock.dateTime(row.created_at)}
        />
      ),
    },
    {
      key: "station",
      header: t("fleet.transaction.columns.station"),
      render: (row) => <TwoLines main={<bdi>{row.station_name}</bdi>} sub={<bdi>{format.city(row)}</bdi>} />,
    },
    {
      key: "vehicle",
      header: t("fleet.transaction.columns.vehicle"),
      render: (row) => <TwoLines main={<Plate>{row.plate_no}</Plate>} sub={<bdi>{row.car_id}</bdi>} />,
    },
    {
      key: "employee",
      header: t("fleet.transaction.columns.employee"),
      render: (row) => (row.employee_name ? <bdi>{row.employee_name}</bdi> : t("fleet.transaction.row.no_driver")),
    },
    {
      key: "fuel",
      header: t("fleet.transaction.columns.fuel"),
      render: (row) => <TwoLines main={format.fuel(row)} sub={row.litres !== null && format.litres(row.litres)} />,
    },
    {
      key: "total",
      header: t("fleet.transaction.columns.total"),
      render: (row) => (
        <TwoLines
          main={row.total === null ? "—" : money(row.total, row.currency)}
          sub={
            row.unit_price !== null && (
              <Nowrap>
                {t("fleet.transaction.row.price", {
                  price: `\u2066${format.price(row.unit_price, row.currency)}\u2069`,
                })}
              </Nowrap>
            )
          }
        />
      ),
    },
    {
      key: "odometer",
      header: t("fleet.transaction.columns.odometer"),
      render: (row) => (
        <TwoLines
          main={<Nowrap>{format.km(row.odometer)}</Nowrap>}
          sub={
            row.km_since_last !== null && (
              <Nowrap>{t("fleet.transaction.row.km_since", { km: format.number(row.km_since_last) })}</Nowrap>
            )
          }
        />
      ),
    },
    { key: "status", header: t("fleet.transaction.columns.status"), render: (row) => <StatusWithReason row={row} /> },
    {
      key: "flags",
      header: t("fleet.transaction.columns.flags"),
      render: (row) => (
        <Group gap={4}>
          <FlagBadges flags={row.flags} />
          {row.review && <ReviewBadge review={row.review} />}
        </Group>
      ),
    },
  ];

  return (
    <DataTable
      {...list}
      label={t("fleet.transaction.title")}
      columns={columns}
      emptyTexts={{
        none: emptyText ?? t("fleet.transaction.list.empty"),
        filtered: t("fleet.transaction.list.empty_filtered"),
      }}
      emptyIcon={IconGasStation}
      minWidth={1180}
      onRowClick={(row) => void navigate(pathOf(row._id))}
    />
  );
}
