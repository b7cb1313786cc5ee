import "@mantine/core/styles/Tooltip.css";
import { ActionIcon, Button, Group, Stack, Text, Tooltip } from "@mantine/core";
import type { OpsTopUpDto } from "@pitlane/domain";
import { IconCash, IconPhoto } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { AmountIn } from "../../../shared/ui/money";
import { useMinuteClock } from "../../../shared/hooks/use-minute-clock";
import { TimeLeftText } from "../../../shared/top-up/time-left-text";
import { timeLeftOfTopUp } from "../../../shared/top-up/time-left";
import { TopUpStatusBadge } from "../../../shared/top-up/top-up-status-badge";

// An amount or a slip number reads as one word: "SAR 1,500.00" must not break after its code.
const NO_WRAP = { whiteSpace: "nowrap" } as const;

interface Props extends ListTableProps<OpsTopUpDto> {
  canDecide: boolean;
  onViewProof: (topUp: OpsTopUpDto) => void;
  onApprove: (topUp: OpsTopUpDto) => void;
  onReject: (topUp: OpsTopUpDto) => void;
}

/** The queue: who sent what, by which bank and slip, when, the 24-hour clock, and the decision. */
export function TopUpTable({ canDecide, onViewProof, onApprove, onReject, ...list }: Props) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const now = useMinuteClock();
  const proofLabel = (row: OpsTopUpDto) => t("top_up.proof.view", { slip: `\u2068${row.slip_number}\u2069` });

  const columns: Column<OpsTopUpDto>[] = [
    {
      key: "company",
      header: t("ops.top_up.columns.company"),
      isMain: true,
      render: (row) => (
        <Stack gap={0}>
          <bdi>{row.company_name}</bdi>
          <Text size="xs" c="dimmed">
            <bdi dir="ltr">{row.merchant_id}</bdi>
          </Text>
        </Stack>
      ),
    },
    {
      key: "amount",
      header: t("ops.top_up.columns.amount"),
      render: (row) => (
        <Text size="sm" component="span" style={NO_WRAP}>
          <AmountIn amount={row.amount} currency={row.currency} />
        </Text>
      ),
    },
    { key: "bank", header: t("ops.top_up.columns.bank"), render: (row) => row.bank_name },
    {
      key: "slip",
      header: t("ops.top_up.columns.slip"),
      render: (row) => (
        <bdi dir="ltr" style={NO_WRAP}>
          {row.slip_number}
        </bdi>
      ),
    },
    { key: "sent", header: t("ops.top_up.columns.sent_at"), render: (row) => clock.dateTime(row.created_at) },
    {
      key: "clock",
      header: t("ops.top_up.columns.clock"),
      render: (row) => {
        const timeLeft = timeLeftOfTopUp(row, now);
        return timeLeft ? <TimeLeftText timeLeft={timeLeft} /> : <DecisionText topUp={row} />;
      },
    },
    { key: "status", header: t("fields.status"), render: (row) => <TopUpStatusBadge topUp={row} /> },
    {
      key: "actions",
      header: t("ops.top_up.columns.actions"),
      alignEnd: true,
      render: (row) => (
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <Tooltip label={proofLabel(row)}>
            <ActionIcon variant="subtle" onClick={() => onViewProof(row)} aria-label={proofLabel(row)}>
              <IconPhoto size={18} />
            </ActionIcon>
          </Tooltip>
          {canDecide && row.status === "pending" && (
            <>
              <Button size="xs" color="teal" onClick={() => onApprove(row)}>
                {t("ops.top_up.approve.action")}
              </Button>
              <Button size="xs" variant="light" color="red" onClick={() => onReject(row)}>
                {t("ops.top_up.reject.action")}
              </Button>
            </>
          )}
        </Group>
      ),
    },
  ];

  return (
    <DataTable
      label={t("ops.top_up.title")}
      columns={columns}
      emptyTexts={{ none: t("ops.top_up.empty"), filtered: t("ops.top_up.empty_filtered") }}
      emptyIcon={IconCash}
      minWidth={1100}
      {...list}
    />
  );
}

/** Who decided a request and when; a rejection's reason under it, as the company reads it. */
function DecisionText({ topUp }: { topUp: OpsTopUpDto }) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const values = { name: topUp.decided_by ?? "—", at: topUp.decided_at ? clock.dateTime(topUp.decided_at) : "—" };
  return (
    <Stack gap={0}>
      <Text size="sm">
        {topUp.status === "approved"
          ? t("ops.top_up.decided.approved", values)
          : t("ops.top_up.decided.rejected", values)}
      </Text>
      {topUp.reason && (
        <Text size="xs" c="dimmed">
          <bdi>{topUp.reason}</bdi>
        </Text>
      )}
    </Stack>
  );
}
