import { Anchor, Badge } from "@mantine/core";
import type { CommissionInvoiceSummaryDto } from "@pitlane/domain";
import { IconFileInvoice } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { AmountIn } from "../../../shared/ui/money";
import { useInvoiceFormat } from "./invoice-format";
import { invoicePath } from "./invoice-paths";

type Row = CommissionInvoiceSummaryDto;

/** The company's invoices and credit notes, newest first; a row opens its document. */
export function InvoiceTable(list: ListTableProps<Row>) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const navigate = useNavigate();
  const format = useInvoiceFormat();
  const amount = (value: number, row: Row) => <AmountIn amount={value} currency={row.currency} />;
  const columns: Column<Row>[] = [
    {
      key: "number",
      header: t("fleet.invoice.columns.number"),
      isMain: true,
      render: (row) => (
        <Anchor
          component={Link}
          to={invoicePath(row._id)}
          aria-label={t("fleet.invoice.list.view", { number: row.number_display })}
        >
          <bdi dir="ltr">{row.number_display}</bdi>
        </Anchor>
      ),
    },
    {
      key: "kind",
      header: t("fleet.invoice.columns.kind"),
      render: (row) => (
        <Badge variant="light" color={row.kind === "invoice" ? "blue" : "orange"}>
          {format.kind(row)}
        </Badge>
      ),
    },
    { key: "month", header: t("fleet.invoice.columns.month"), render: (row) => format.period(row.month) },
    { key: "net", header: t("fleet.invoice.columns.net"), alignEnd: true, render: (row) => amount(row.net, row) },
    { key: "tax", header: t("fleet.invoice.columns.tax"), alignEnd: true, render: (row) => amount(row.tax, row) },
    { key: "total", header: t("fleet.invoice.columns.total"), alignEnd: true, render: (row) => amount(row.total, row) },
    { key: "issued", header: t("fleet.invoice.columns.issued"), render: (row) => clock.date(row.issued_at) },
  ];
  return (
    <DataTable
      {...list}
      label={t("fleet.invoice.title")}
      columns={columns}
      emptyTexts={{ none: t("fleet.invoice.list.empty"), filtered: t("fleet.invoice.list.empty_filtered") }}
      emptyIcon={IconFileInvoice}
      minWidth={900}
      onRowClick={(row) => void navigate(invoicePath(row._id))}
    />
  );
}
