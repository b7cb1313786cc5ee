import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import type { DisputeDto } from "@pitlane/domain";
import { IconGavel } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { AmountIn } from "../../../shared/ui/money";
import { Plate } from "../../../shared/ui/plate";
import { companyPurchasePath } from "../company/company-paths";

interface Props extends ListTableProps<DisputeDto> {
  isOpenTab: boolean;
  canDecide: boolean;
  onDecide: (dispute: DisputeDto, outcome: "refunded" | "upheld") => void;
}

/** The disputes: whose purchase, what it charged, the company's note, and the decision or its buttons. */
export function DisputeTable({ isOpenTab, canDecide, onDecide, ...list }: Props) {
  const { t } = useTranslation();
  const clock = useTenantClock();

  const columns: Column<DisputeDto>[] = [
    {
      key: "company",
      header: t("ops.dispute.columns.company"),
      isMain: true,
      render: (row) => <bdi>{row.company_name}</bdi>,
    },
    {
      key: "purchase",
      header: t("ops.dispute.columns.purchase"),
      render: (row) => (
        <Stack gap={0}>
          <Anchor
            component={Link}
            to={companyPurchasePath(row.company_id, row._id)}
            size="sm"
            aria-label={t("ops.dispute.open_purchase", { reference: row.reference })}
          >
            <bdi dir="ltr">{row.reference}</bdi>
          </Anchor>
          <Text size="xs" c="dimmed">
            {clock.dateTime(row.created_at)}
          </Text>
        </Stack>
      ),
    },
    {
      key: "vehicle",
      header: t("ops.dispute.columns.vehicle"),
      render: (row) => (
        <Stack gap={0}>
          <Plate>{row.plate_no}</Plate>
          {row.employee_name && (
            <Text size="xs" c="dimmed">
              <bdi>{row.employee_name}</bdi>
            </Text>
          )}
        </Stack>
      ),
    },
    { key: "station", header: t("ops.dispute.columns.station"), render: (row) => <bdi>{row.station_name}</bdi> },
    {
      key: "total",
      header: t("ops.dispute.columns.total"),
      render: (row) => (
        <Text size="sm" component="span" style={{ whiteSpace: "nowrap" }}>
          {row.total === null ? "—" : <AmountIn amount={row.total} currency={row.currency} />}
        </Text>
      ),
    },
    {
      key: "note",
      header: t("ops.dispute.columns.note"),
      render: (row) => (
        <Stack gap={0} maw={320}>
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            <bdi>{row.company_note}</bdi>
          </Text>
          <Text size="xs" c="dimmed">
            {t("ops.dispute.disputed_on", { date: clock.dateTime(row.disputed_at) })}
          </Text>
        </Stack>
      ),
    },
    {
      key: "decision",
      header: t("ops.dispute.columns.decision"),
      alignEnd: true,
      render: (row) =>
        row.decision ? (
          <Stack gap={0} maw={320} ml="auto">
            <Text size="sm" fw={700}>
              {t(`ops.dispute.outcomes.${row.decision.outcome}`)}
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              <bdi>{row.decision.note}</bdi>
            </Text>
            <Text size="xs" c="dimmed">
              {t("ops.dispute.decided_by", {
                name: row.decision.decided_by ?? "—",
                date: clock.dateTime(row.decision.decided_at),
              })}
            </Text>
          </Stack>
        ) : (
          canDecide && (
            <Group gap="xs" wrap="nowrap" justify="flex-end">
              <Button size="xs" color="teal" onClick={() => onDecide(row, "refunded")}>
                {t("ops.dispute.refund.action")}
              </Button>
              <Button size="xs" variant="light" color="gray" onClick={() => onDecide(row, "upheld")}>
                {t("ops.dispute.uphold.action")}
              </Button>
            </Group>
          )
        ),
    },
  ];

  const empty = isOpenTab ? t("ops.dispute.empty.open") : t("ops.dispute.empty.decided");
  return (
    <DataTable
      label={t("ops.dispute.title")}
      columns={columns}
      emptyTexts={{ none: empty, filtered: empty }}
      emptyIcon={IconGavel}
      minWidth={1200}
      {...list}
    />
  );
}
