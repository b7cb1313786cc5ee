import type { StatementDetailDto } from "@pitlane/domain/fleet/statement";
import { useTranslation } from "react-i18next";
import type { StatementTexts as Texts } from "./statement-format";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { AmountIn } from "../../../shared/ui/money";
import { SectionCard } from "../../../shared/ui/section-card";
import { StaticTable } from "../../../shared/ui/static-table";

type Detail = Pick<StatementDetailDto, "statement" | "totals" | "commission" | "top_ups" | "reversals">;
const TOTALS = ["top_ups", "reversals_in", "fuel", "commission", "tax", "reversals_out"] as const;

/** The credits and debits by what moved them, and the commission by its rates. */
export function StatementTotals({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const money = (amount: number) => <AmountIn amount={amount} currency={detail.statement.currency} />;
  const c = (key: keyof Texts["commission"]) => t(`fleet.statement.commission.${key}`);
  return (
    <>
      <SectionCard title={t("fleet.statement.totals.title")}>
        <StaticTable
          label={t("fleet.statement.totals.title")}
          rows={TOTALS}
          rowKey={(key) => key}
          empty=""
          minWidth={320}
          columns={[
            { key: "kind", header: "", render: (key) => t(`fleet.statement.totals.${key}`) },
            { key: "amount", header: "", alignEnd: true, render: (key) => money(detail.totals[key]) },
          ]}
        />
      </SectionCard>
      <SectionCard title={c("title")}>
        <StaticTable
          label={c("title")}
          rows={detail.commission}
          rowKey={(row) => `${row.commission_rate}-${row.tax_rate}`}
          empty={c("empty")}
          columns={[
            { key: "rate", header: c("commission_rate"), render: (row) => `${row.commission_rate}%` },
            { key: "tax_rate", header: c("tax_rate"), render: (row) => `${row.tax_rate}%` },
            { key: "purchases", header: c("purchases"), alignEnd: true, render: (row) => row.purchases },
            { key: "fuel", header: c("fuel"), alignEnd: true, render: (row) => money(row.fuel) },
            { key: "commission", header: c("commission"), alignEnd: true, render: (row) => money(row.commission) },
            { key: "tax", header: c("tax"), alignEnd: true, render: (row) => money(row.tax) },
            { key: "gross", header: c("gross"), alignEnd: true, render: (row) => money(row.gross) },
          ]}
        />
      </SectionCard>
    </>
  );
}

/** The top-ups and the reversals of the period: few, shown whole. */
export function StatementMoves({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const money = (amount: number) => <AmountIn amount={amount} currency={detail.statement.currency} />;
  const u = (key: keyof Texts["top_ups"]) => t(`fleet.statement.top_ups.${key}`);
  const r = (key: Exclude<keyof Texts["reversals"], "kinds">) => t(`fleet.statement.reversals.${key}`);
  return (
    <>
      <SectionCard title={u("title")}>
        <StaticTable
          label={u("title")}
          rows={detail.top_ups}
          rowKey={(row) => row._id}
          empty={u("empty")}
          columns={[
            { key: "date", header: u("date"), render: (row) => clock.dateTime(row.at) },
            { key: "bank", header: u("bank"), render: (row) => row.bank_name },
            { key: "slip", header: u("slip_number"), render: (row) => <bdi>{row.slip_number}</bdi> },
            { key: "amount", header: u("amount"), alignEnd: true, render: (row) => money(row.amount) },
          ]}
        />
      </SectionCard>
      <SectionCard title={r("title")}>
        <StaticTable
          label={r("title")}
          rows={detail.reversals}
          rowKey={(row) => row._id}
          empty={r("empty")}
          columns={[
            { key: "date", header: r("date"), render: (row) => clock.dateTime(row.at) },
            {
              key: "reverses",
              header: r("reverses"),
              render: (row) => t(`fleet.statement.reversals.kinds.${row.reverses}`),
            },
            { key: "purchase", header: r("purchase"), render: (row) => <bdi>{row.purchase_reference ?? "—"}</bdi> },
            { key: "amount", header: r("amount"), alignEnd: true, render: (row) => money(row.amount) },
          ]}
        />
      </SectionCard>
    </>
  );
}
