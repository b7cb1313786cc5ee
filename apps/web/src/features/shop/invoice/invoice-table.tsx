import { Text } from "@mantine/core";
import type { InvoiceSummaryDto } from "@pitlane/domain";
import { IconFileInvoice } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { branchName } from "../branch/branch-hooks";
import { useInvoiceFormat } from "./invoice-format";
import { invoiceDetailPath } from "./invoice-paths";
import { InvoiceStatusBadge } from "./invoice-status-badge";

/** The invoices of a page: number, date, client, branch, the amounts and the status; a row opens its invoice. */
export function InvoiceTable(list: ListTableProps<InvoiceSummaryDto>) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const format = useInvoiceFormat();
  const money = (invoice: InvoiceSummaryDto, amount: number) => <bdi>{format.money(amount, invoice.currency)}</bdi>;
  const columns: Column<InvoiceSummaryDto>[] = [
    {
      key: "number",
      header: t("shop.invoice.columns.number"),
      isMain: true,
      render: (invoice) => (
        <Link to={invoiceDetailPath(invoice._id)}>
          <bdi>{invoice.number_display}</bdi>
        </Link>
      ),
    },
    { key: "date", header: t("shop.invoice.columns.date"), render: (invoice) => format.date(invoice.issued_at) },
    {
      key: "client",
      header: t("shop.invoice.columns.client"),
      render: (invoice) => <bdi>{invoice.client_name}</bdi>,
    },
    {
      key: "branch",
      header: t("shop.invoice.columns.branch"),
      render: (invoice) => <bdi>{branchName(invoice, i18n.language)}</bdi>,
    },
    { key: "total", header: t("shop.invoice.columns.total"), render: (invoice) => money(invoice, invoice.total) },
    { key: "paid", header: t("shop.invoice.columns.paid"), render: (invoice) => money(invoice, invoice.paid) },
    {
      key: "balance",
      header: t("shop.invoice.columns.balance"),
      render: (invoice) => (
        <Text size="sm" fw={invoice.balance > 0 && !invoice.voided ? 600 : undefined} component="span">
          {money(invoice, invoice.balance)}
        </Text>
      ),
    },
    {
      key: "status",
      header: t("shop.invoice.columns.status"),
      render: (invoice) => <InvoiceStatusBadge invoice={invoice} />,
    },
  ];

  return (
    <DataTable
      {...list}
      label={t("shop.invoice.title")}
      columns={columns}
      emptyTexts={{ none: t("shop.invoice.list.empty"), filtered: t("shop.invoice.list.empty_filtered") }}
      emptyIcon={IconFileInvoice}
      minWidth={960}
      onRowClick={(invoice) => void navigate(invoiceDetailPath(invoice._id))}
    />
  );
}
