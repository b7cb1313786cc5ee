import { Group } from "@mantine/core";
import { COMMISSION_DOCUMENT_FILTERS, CommissionInvoiceListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useListPage } from "../../../shared/api/list-query";
import { ListScreen } from "../../../shared/ui/list-screen";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { SearchInput } from "../../../shared/ui/search-input";
import { FilterTabs } from "../../../shared/ui/status-tabs";
import { useCommissionInvoiceList } from "./invoice-hooks";
import { InvoiceTable } from "./invoice-table";

/** `/fleet/invoices`: the platform's commission invoices and credit notes; page, kind and search in the URL. */
export function Component() {
  return (
    <RequirePermission permission="invoices.view">
      <InvoiceList />
    </RequirePermission>
  );
}

function InvoiceList() {
  const { t } = useTranslation();
  const { query, setQuery, setPage, list } = useListPage(CommissionInvoiceListQuery, useCommissionInvoiceList);
  const toolbar = (
    <Group justify="space-between" mb="md" gap="sm">
      <FilterTabs
        options={COMMISSION_DOCUMENT_FILTERS}
        value={query.kind}
        textOf={(kind) => t(`fleet.invoice.kinds.${kind}`)}
        label={t("fleet.invoice.list.kind_filter")}
        onChange={(kind) => setQuery({ kind, page: 1 })}
      />
      <SearchInput
        placeholder={t("fleet.invoice.list.search_placeholder")}
        value={query.search}
        onSearch={(search) => setQuery({ search, page: 1 }, { replace: true })}
      />
    </Group>
  );
  return (
    <ListScreen
      title={t("fleet.invoice.title")}
      description={t("fleet.invoice.subtitle")}
      add={false}
      toolbar={toolbar}
      list={list}
    >
      <InvoiceTable
        data={list.data}
        pending={list.isPending}
        isFiltered={query.kind !== "all" || !!query.search}
        onPageChange={setPage}
      />
    </ListScreen>
  );
}
