import { InvoiceListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useListPage } from "../../../shared/api/list-query";
import { ListScreen } from "../../../shared/ui/list-screen";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { isInvoiceListFiltered } from "./invoice-filters";
import { useInvoiceList } from "./invoice-hooks";
import { InvoiceTable } from "./invoice-table";
import { InvoiceToolbar } from "./invoice-toolbar";

/** `/jobs/invoice`: the shop's invoices, newest first; page, search and filters in the URL. */
export function Component() {
  return (
    <RequirePermission permission="invoices.view">
      <InvoiceList />
    </RequirePermission>
  );
}

function InvoiceList() {
  const { t } = useTranslation();
  const { query, setQuery, setPage, list } = useListPage(InvoiceListQuery, useInvoiceList);

  return (
    <ListScreen
      title={t("shop.invoice.title")}
      description={t("shop.invoice.subtitle")}
      // Invoices are issued by completing a job card, never added here.
      add={false}
      toolbar={<InvoiceToolbar query={query} onChange={setQuery} />}
      list={list}
    >
      <InvoiceTable
        data={list.data}
        pending={list.isPending}
        isFiltered={isInvoiceListFiltered(query)}
        onPageChange={setPage}
      />
    </ListScreen>
  );
}
