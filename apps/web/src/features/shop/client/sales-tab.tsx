import { Anchor } from "@mantine/core";
import { PAYMENT_STATUSES, type InvoiceSummaryDto } from "@pitlane/domain";
import { IconReceipt } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { type Column, DataTable } from "../../../shared/ui/data-table";
import { ListBody } from "../../../shared/ui/list-screen";
import { branchName } from "../branch/branch-hooks";
import { useInvoiceFormat } from "../invoice/invoice-format";
import { useClientSales } from "../invoice/invoice-hooks";
import { invoiceDetailPath } from "../invoice/invoice-paths";
import { InvoiceStatusBadge } from "../invoice/invoice-status-badge";
import { TabStatusSelect } from "./tab-status-select";
import { useTabFilter } from "./tab-filter";

/** The client's invoices, newest first, by payment status, a page at a time; each opens its invoice. */
export function SalesTab({ clientId }: { clientId: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const format = useInvoiceFormat();
  const { status, page, setStatus, setPage } = useTabFilter("sales", PAYMENT_STATUSES);
  const list = useClientSales({ client_id: clientId, payment_status: status, page, limit: 10 });
  const money = (amount: number, invoice: InvoiceSummaryDto) => (
    <bdi dir="ltr">{format.money(amount, invoice.currency)}</bdi>
  );

  const columns: Column<InvoiceSummaryDto>[] = [
    {
      key: "number",
      header: t("shop.client.sales.number"),
      isMain: true,
      render: (i) => (
        <Anchor component={Link} to={invoiceDetailPath(i._id)}>
          <bdi dir="ltr">{i.number_display}</bdi>
        </Anchor>
      ),
    },
    { key: "date", header: t("shop.client.sales.date"), render: (i) => format.date(i.issued_at) },
    {
      key: "branch",
      header: t("shop.client.sales.branch"),
      render: (i) => <bdi>{branchName(i, i18n.language)}</bdi>,
    },
    { key: "total", header: t("shop.client.sales.total"), render: (i) => money(i.total, i) },
    { key: "paid", header: t("shop.client.sales.paid"), render: (i) => money(i.paid, i) },
    { key: "balance", header: t("shop.client.sales.balance"), render: (i) => money(i.balance, i) },
    { key: "status", header: t("shop.client.sales.payment_status"), render: (i) => <InvoiceStatusBadge invoice={i} /> },
  ];

  return (
    <ListBody
      toolbar={
        <TabStatusSelect
          label={t("shop.client.sales.status_filter")}
          statuses={PAYMENT_STATUSES}
          labelOf={(s) => t(`shop.invoice.payment_statuses.${s}`)}
          value={status}
          onChange={setStatus}
        />
      }
      list={list}
    >
      <DataTable
        label={t("shop.client.tabs.sales")}
        columns={columns}
        data={list.data}
        pending={list.isPending}
        isFiltered={!!status}
        onPageChange={setPage}
        emptyTexts={{ none: t("shop.client.sales.empty"), filtered: t("shop.client.sales.empty_filtered") }}
        emptyIcon={IconReceipt}
        minWidth={860}
        onRowClick={(i) => void navigate(invoiceDetailPath(i._id))}
      />
    </ListBody>
  );
}
