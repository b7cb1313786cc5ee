import { ActionIcon, Stack, Text } from "@mantine/core";
import type { Currency, TopUpDto } from "@pitlane/domain";
import { IconPhoto, IconReceipt } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { AmountIn } from "../../../shared/ui/money";
import { useMinuteClock } from "../../../shared/hooks/use-minute-clock";
import { TimeLeftText } from "../../../shared/top-up/time-left-text";
import { timeLeftOfTopUp } from "../../../shared/top-up/time-left";
import { TopUpStatusBadge } from "../../../shared/top-up/top-up-status-badge";

export interface TopUpTableProps extends ListTableProps<TopUpDto> {
  currency: Currency;
  onViewProof: (topUp: TopUpDto) => void;
}

/** Who decided and when; a rejection with its reason first. A request not yet decided is awaiting review. */
function Decision({ topUp }: { topUp: TopUpDto }) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  if (topUp.status === "pending") {
    return (
      <Text size="sm" c="dimmed">
        {t("fleet.balance.decision.waiting")}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      {topUp.reason && (
        <Text size="sm">
          <bdi>{t("fleet.balance.decision.reason", { reason: topUp.reason })}</bdi>
        </Text>
      )}
      {topUp.decided_at && (
        <Text size="xs" c="dimmed">
          {t("fleet.balance.decision.by", {
            name: topUp.decided_by ?? "—",
            time: clock.dateTime(topUp.decided_at),
          })}
        </Text>
      )}
    </Stack>
  );
}

/** The company's top-ups, newest first, a page at a time. */
export function TopUpTable({ currency, onViewProof, ...list }: TopUpTableProps) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const now = useMinuteClock();
  const columns: Column<TopUpDto>[] = [
    { key: "date", header: t("fleet.balance.columns.date"), render: (row) => clock.dateTime(row.created_at) },
    {
      key: "amount",
      header: t("fleet.balance.columns.amount"),
      isMain: true,
      render: (row) => <AmountIn amount={row.amount} currency={currency} />,
    },
    { key: "bank", header: t("fleet.balance.columns.bank"), render: (row) => row.bank_name },
    { key: "slip", header: t("fleet.balance.columns.slip"), render: (row) => <bdi dir="ltr">{row.slip_number}</bdi> },
    { key: "status", header: t("fleet.balance.columns.status"), render: (row) => <TopUpStatusBadge topUp={row} /> },
    {
      key: "time",
      header: t("fleet.balance.columns.time"),
      render: (row) => {
        const timeLeft = timeLeftOfTopUp(row, now);
        return timeLeft ? <TimeLeftText timeLeft={timeLeft} /> : "—";
      },
    },
    {
      key: "requested_by",
      header: t("fleet.balance.columns.requested_by"),
      render: (row) => <bdi>{row.requested_by ?? "—"}</bdi>,
    },
    { key: "decision", header: t("fleet.balance.columns.decision"), render: (row) => <Decision topUp={row} /> },
    {
      key: "proof",
      header: t("fleet.balance.columns.proof"),
      alignEnd: true,
      render: (row) => {
        const label = t("top_up.proof.view", { slip: `\u2068${row.slip_number}\u2069` });
        return (
          <ActionIcon variant="subtle" onClick={() => onViewProof(row)} aria-label={label} title={label}>
            <IconPhoto size={18} />
          </ActionIcon>
        );
      },
    },
  ];

  return (
    <DataTable
      {...list}
      label={t("fleet.balance.history.title")}
      columns={columns}
      emptyTexts={{ none: t("fleet.balance.history.empty"), filtered: t("fleet.balance.history.empty_filtered") }}
      emptyIcon={IconReceipt}
      minWidth={1160}
    />
  );
}
