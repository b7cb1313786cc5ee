import "@mantine/core/styles/Table.css";
import { Table } from "@mantine/core";
import type { InvoiceDto } from "@pitlane/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../shared/ui/section-card";
import { useInvoiceFormat } from "./invoice-format";

/** One figure of the totals: its name, then the amount (a test reads it by `invoice-<name>`). */
function Figure({
  name,
  label,
  children,
  isStrong,
}: {
  name: string;
  label: string;
  children: ReactNode;
  isStrong?: boolean;
}) {
  return (
    <Table.Tr>
      <Table.Th fw={isStrong ? 700 : 400} c={isStrong ? undefined : "dimmed"}>
        {label}
      </Table.Th>
      <Table.Td
        style={{ textAlign: "end", whiteSpace: "nowrap" }}
        fw={isStrong ? 700 : 500}
        data-testid={`invoice-${name}`}
      >
        {children}
      </Table.Td>
    </Table.Tr>
  );
}

/** An invoice's figures, or a customer order's (the same figures, its invoice's once completed). */
type BilledTotals = Pick<
  InvoiceDto,
  "currency" | "subtotal" | "discount" | "vat" | "vat_rate" | "total" | "paid" | "balance"
>;

/** Subtotal, discount and VAT at the invoice's rate make the total; then what was paid and what is owed. */
export function InvoiceTotals({ invoice: inv, action }: { invoice: BilledTotals; action?: ReactNode }) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const money = (amount: number) => <bdi>{format.money(amount, inv.currency)}</bdi>;

  return (
    <SectionCard title={t("shop.invoice.totals.title")}>
      <Table verticalSpacing={6} aria-label={t("shop.invoice.totals.title")}>
        <Table.Tbody>
          <Figure name="subtotal" label={t("shop.invoice.totals.subtotal")}>
            {money(inv.subtotal)}
          </Figure>
          <Figure name="discount" label={t("shop.invoice.totals.discount")}>
            {money(inv.discount > 0 ? -inv.discount : 0)}
          </Figure>
          <Figure name="vat" label={t("shop.invoice.totals.vat", { rate: format.vatRate(inv.vat_rate) })}>
            {money(inv.vat)}
          </Figure>
          <Figure name="total" label={t("shop.invoice.totals.total")} isStrong>
            {money(inv.total)}
          </Figure>
          <Figure name="paid" label={t("shop.invoice.totals.paid")}>
            {money(inv.paid)}
          </Figure>
          <Figure name="balance" label={t("shop.invoice.totals.balance")} isStrong>
            {money(inv.balance)}
          </Figure>
        </Table.Tbody>
      </Table>
      {action}
    </SectionCard>
  );
}
