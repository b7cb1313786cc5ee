import { Divider, Group, Stack, Text } from "@mantine/core";
import type { CommissionInvoiceDto, CommissionLineDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import type { Column } from "../../../shared/ui/data-table";
import { AmountIn } from "../../../shared/ui/money";
import { SectionCard } from "../../../shared/ui/section-card";
import { StaticTable } from "../../../shared/ui/static-table";
import { useInvoiceFormat } from "./invoice-format";

/** One line per pair of rates: the fuel the commission was charged on, the commission and its tax. */
export function InvoiceLines({ doc }: { doc: CommissionInvoiceDto }) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const amount = (value: number) => <AmountIn amount={value} currency={doc.currency} />;
  const text = (
    key:
      | "title"
      | "label"
      | "item"
      | "description"
      | "purchases"
      | "fuel"
      | "commission_rate"
      | "commission"
      | "tax_rate"
      | "tax"
      | "empty",
  ) => t(`fleet.invoice.lines.${key}`);
  const columns: Column<CommissionLineDto>[] = [
    { key: "description", header: text("item"), isMain: true, render: () => text("description") },
    { key: "purchases", header: text("purchases"), alignEnd: true, render: (line) => line.purchases },
    { key: "fuel", header: text("fuel"), alignEnd: true, render: (line) => amount(line.fuel) },
    {
      key: "commission_rate",
      header: text("commission_rate"),
      alignEnd: true,
      render: (line) => format.rate(line.commission_rate),
    },
    { key: "commission", header: text("commission"), alignEnd: true, render: (line) => amount(line.commission) },
    { key: "tax_rate", header: text("tax_rate"), alignEnd: true, render: (line) => format.rate(line.tax_rate) },
    { key: "tax", header: text("tax"), alignEnd: true, render: (line) => amount(line.tax) },
  ];
  return (
    <SectionCard title={text("title")}>
      <StaticTable
        label={text("label")}
        rows={doc.lines}
        columns={columns}
        rowKey={(line) => `${line.commission_rate}:${line.tax_rate}`}
        empty={text("empty")}
        minWidth={760}
      />
    </SectionCard>
  );
}

/** Net, tax and total, as the ledger charged (or, for a credit note, gave back) them. */
export function InvoiceTotals({ doc }: { doc: CommissionInvoiceDto }) {
  const { t } = useTranslation();
  const row = (key: "net" | "tax" | "total", value: number) => (
    <Group justify="space-between" wrap="nowrap" data-testid={`invoice-${key}`}>
      <Text fw={key === "total" ? 700 : undefined}>{t(`fleet.invoice.totals.${key}`)}</Text>
      <Text fw={key === "total" ? 700 : undefined}>
        <AmountIn amount={value} currency={doc.currency} />
      </Text>
    </Group>
  );
  return (
    <SectionCard title={t("fleet.invoice.totals.title")}>
      <Stack gap="xs">
        {row("net", doc.net)}
        {row("tax", doc.tax)}
        <Divider />
        {row("total", doc.total)}
      </Stack>
    </SectionCard>
  );
}
