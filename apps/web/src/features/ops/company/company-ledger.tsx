import { Text } from "@mantine/core";
import { CompanyLedgerQuery, type LedgerEntryDto } from "@pitlane/domain";
import { IconListDetails } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useListQuery } from "../../../shared/api/list-query";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { type Column, DataTable } from "../../../shared/ui/data-table";
import { ListError } from "../../../shared/ui/list-error";
import { AmountIn, formatMoney } from "../../../shared/ui/money";
import { SectionCard } from "../../../shared/ui/section-card";
import { knownText } from "../shared/known-text";
import { useCompanyLedger } from "./company-hooks";

const signed = (amount: number, currency: string) => (amount > 0 ? "+" : "") + formatMoney(amount, currency);

/**
 * Every transfer of the company, newest first: its kind, the accounts money left and reached, the
 * amount, what it did to the wallet and the wallet's balance after it. Paged on the server.
 */
export function CompanyLedger({ companyId, currency }: { companyId: string; currency: string }) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  // The page's only paged table: its page is the URL's, so reload and back keep it.
  const { query, setPage } = useListQuery(CompanyLedgerQuery);
  const ledger = useCompanyLedger(companyId, query);
  const account = (kind: string) => knownText(t, "ops.company.ledger.accounts", kind);

  const columns: Column<LedgerEntryDto>[] = [
    { key: "at", header: t("ops.company.ledger.at"), render: (row) => clock.dateTime(row.created_at) },
    {
      key: "kind",
      header: t("ops.company.ledger.kind"),
      isMain: true,
      render: (row) => knownText(t, "ops.company.ledger.kinds", row.kind),
    },
    {
      key: "accounts",
      header: t("ops.company.ledger.accounts_moved"),
      render: (row) =>
        t("ops.company.ledger.from_to", { from: account(row.debit_account), to: account(row.credit_account) }),
    },
    {
      key: "amount",
      header: t("ops.company.ledger.amount"),
      alignEnd: true,
      render: (row) => <AmountIn amount={row.amount} currency={currency} />,
    },
    {
      key: "change",
      header: t("ops.company.ledger.wallet_change"),
      alignEnd: true,
      render: (row) => (
        <Text size="sm" component="span" c={row.wallet_change > 0 ? "teal" : row.wallet_change < 0 ? "red" : "dimmed"}>
          <bdi dir="ltr">{row.wallet_change === 0 ? "—" : signed(row.wallet_change, currency)}</bdi>
        </Text>
      ),
    },
    {
      key: "balance",
      header: t("ops.company.ledger.balance_after"),
      alignEnd: true,
      render: (row) => <AmountIn amount={row.wallet_balance} currency={currency} />,
    },
  ];

  return (
    <SectionCard title={t("ops.company.ledger.title")}>
      {ledger.isError ? (
        <ListError error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : (
        <DataTable
          label={t("ops.company.ledger.title")}
          columns={columns}
          data={ledger.data}
          pending={ledger.isPending}
          isFiltered={false}
          emptyTexts={{ none: t("ops.company.ledger.empty"), filtered: t("ops.company.ledger.empty") }}
          emptyIcon={IconListDetails}
          onPageChange={setPage}
        />
      )}
    </SectionCard>
  );
}
