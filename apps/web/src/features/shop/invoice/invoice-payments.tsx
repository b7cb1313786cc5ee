import type { InvoiceDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import type { Column } from "../../../shared/ui/data-table";
import { SectionCard } from "../../../shared/ui/section-card";
import { StaticTable } from "../../../shared/ui/static-table";
import { useInvoiceFormat } from "./invoice-format";

type Payment = InvoiceDto["payments"][number];

/** Every payment recorded against the invoice, oldest first as the server lists them. */
export function InvoicePayments({ invoice: inv }: { invoice: InvoiceDto }) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const header = (name: "date" | "amount" | "method" | "note" | "recorded_by") => t(`shop.invoice.payments.${name}`);
  const orDash = (text: string | null) => (text ? <bdi>{text}</bdi> : "—");
  const columns: Column<Payment>[] = [
    {
      key: "date",
      header: header("date"),
      render: (p) => <bdi>{format.dateTime(p.paid_at)}</bdi>,
    },
    {
      key: "amount",
      header: header("amount"),
      alignEnd: true,
      isMain: true,
      render: (p) => <bdi>{format.money(p.amount, inv.currency)}</bdi>,
    },
    { key: "method", header: header("method"), render: (p) => t(`shop.invoice.payment_methods.${p.method}`) },
    { key: "note", header: header("note"), render: (p) => orDash(p.note) },
    { key: "recorded_by", header: header("recorded_by"), render: (p) => orDash(p.recorded_by_name) },
  ];

  return (
    <SectionCard title={t("shop.invoice.payments.title")}>
      <StaticTable
        label={t("shop.invoice.payments.title")}
        rows={inv.payments}
        columns={columns}
        rowKey={(p) => p._id}
        empty={t("shop.invoice.payments.empty")}
        emptyTestId="invoice-no-payments"
        minWidth={560}
      />
    </SectionCard>
  );
}
