import "@mantine/core/styles/SimpleGrid.css";
import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { TransactionDetailDto, TransactionTransferDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import type { Column } from "../../../shared/ui/data-table";
import { DetailItem } from "../../../shared/ui/detail-item";
import { SectionCard } from "../../../shared/ui/section-card";
import { StaticTable } from "../../../shared/ui/static-table";
import { useTransactionFormat } from "./transaction-format";

type Hold = NonNullable<TransactionDetailDto["hold"]>;

/** How the hold stands: how it ended, or open, or past its time and about to be released. */
function useHoldOutcome() {
  const { t } = useTranslation();
  return (hold: Hold, status: TransactionDetailDto["status"]) => {
    if (hold.outcome) return t(`fleet.transaction.detail.hold.outcomes.${hold.outcome}`);
    return status === "expired" ? t("fleet.transaction.detail.hold.lapsed") : t("fleet.transaction.detail.hold.open");
  };
}

/** The money's path: the hold kept on the wallet, then the ledger's transfers that completed it. */
export function TransactionHistory({ transaction: tx }: { transaction: TransactionDetailDto }) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const format = useTransactionFormat();
  const outcomeOf = useHoldOutcome();
  const money = (amount: number) => <bdi dir="ltr">{format.money(amount, tx.currency)}</bdi>;
  const hold = tx.hold;
  const columns: Column<TransactionTransferDto>[] = [
    { key: "at", header: t("fleet.transaction.detail.transfers.at"), render: (row) => clock.dateTime(row.created_at) },
    {
      key: "kind",
      header: t("fleet.transaction.detail.transfers.kind"),
      render: (row) => t(`fleet.transaction.kinds.${row.kind}`),
    },
    {
      key: "accounts",
      header: t("fleet.transaction.detail.transfers.accounts"),
      render: (row) =>
        t("fleet.transaction.accounts_moved", {
          from: t(`fleet.transaction.accounts.${row.from_account}`),
          to: t(`fleet.transaction.accounts.${row.to_account}`),
        }),
    },
    {
      key: "amount",
      header: t("fleet.transaction.detail.transfers.amount"),
      alignEnd: true,
      render: (row) => money(row.amount),
    },
  ];
  const charged = tx.transfers.reduce((sum, transfer) => sum + transfer.amount, 0);

  return (
    <SectionCard title={t("fleet.transaction.detail.history")}>
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t("fleet.transaction.detail.hold.title")}
        </Title>
        {hold ? (
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
            <DetailItem size="sm" label={t("fleet.transaction.detail.hold.amount")}>
              {money(hold.amount)}
            </DetailItem>
            <DetailItem size="sm" label={t("fleet.transaction.detail.hold.created")}>
              {clock.dateTime(hold.created_at)}
            </DetailItem>
            <DetailItem size="sm" label={t("fleet.transaction.detail.hold.expires")}>
              {clock.dateTime(hold.expires_at)}
            </DetailItem>
            <DetailItem size="sm" label={t("fleet.transaction.detail.hold.outcome")}>
              {outcomeOf(hold, tx.status)}
            </DetailItem>
            <DetailItem size="sm" label={t("fleet.transaction.detail.hold.posted")}>
              {hold.posted_amount === null ? null : money(hold.posted_amount)}
            </DetailItem>
            <DetailItem size="sm" label={t("fleet.transaction.detail.hold.resolved")}>
              {hold.resolved_at && clock.dateTime(hold.resolved_at)}
            </DetailItem>
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            {t("fleet.transaction.detail.hold.none")}
          </Text>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t("fleet.transaction.detail.transfers.title")}
        </Title>
        <StaticTable
          label={t("fleet.transaction.detail.transfers.label")}
          rows={tx.transfers}
          columns={columns}
          rowKey={(row) => row._id}
          empty={t("fleet.transaction.detail.transfers.empty")}
        />
        {tx.transfers.length > 0 && (
          <Text size="sm" fw={500}>
            {t("fleet.transaction.detail.transfers.total", {
              amount: `\u2066${format.money(charged, tx.currency)}\u2069`,
            })}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
