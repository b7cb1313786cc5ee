import { TransactionListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { downloadFailureText } from "../../../shared/api/download";
import { useListPage } from "../../../shared/api/list-query";
import { ListScreen } from "../../../shared/ui/list-screen";
import { notify } from "../../../shared/ui/notify";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { TransactionChoosers } from "./transaction-choosers";
import { useTransactionExport, useTransactionList } from "./transaction-hooks";
import { isTransactionFilter } from "./transaction-paths";
import { transactionPath } from "./transaction-paths";
import { TransactionTable } from "./transaction-table";
import { TransactionToolbar } from "./transaction-toolbar";

/** `/fleet/transactions`: the company's purchases at the pump; page, status, dates, search and filters in the URL. */
export function Component() {
  return (
    <RequirePermission permission="transactions.view">
      <TransactionList />
    </RequirePermission>
  );
}

function TransactionList() {
  const { t } = useTranslation();
  const { query, setQuery, setPage, list } = useListPage(TransactionListQuery, useTransactionList);
  const exportFile = useTransactionExport();
  const { page: _page, limit: _limit, ...filters } = query;
  const isFiltered = isTransactionFilter(query);

  function handleExport() {
    exportFile.mutate(filters, {
      onError: (error) => notify.error(downloadFailureText(t, error, t("fleet.transaction.list.export_failed"))),
    });
  }

  return (
    <ListScreen
      title={t("fleet.transaction.title")}
      description={t("fleet.transaction.subtitle")}
      add={false}
      maw={1600}
      toolbar={
        <TransactionToolbar
          query={query}
          onChange={setQuery}
          csv={{ onExport: handleExport, isExporting: exportFile.isPending }}
          choosers={<TransactionChoosers query={query} onChange={setQuery} rows={list.data?.items ?? []} />}
        />
      }
      list={list}
    >
      <TransactionTable
        data={list.data}
        pending={list.isPending}
        refreshing={list.isPlaceholderData}
        isFiltered={isFiltered}
        onPageChange={setPage}
        pathOf={transactionPath}
      />
    </ListScreen>
  );
}
