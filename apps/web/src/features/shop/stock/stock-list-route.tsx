import { StockListQuery } from "@pitlane/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useListPage } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { ListScreen } from "../../../shared/ui/list-screen";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { StockAdjustDialog } from "./stock-adjust-dialog";
import { StockHistoryDrawer } from "./stock-history-drawer";
import { type StockRow, useStockList } from "./stock-hooks";
import { StockTable } from "./stock-table";
import { StockToolbar } from "./stock-toolbar";
import { StockTransferDialog } from "./stock-transfer-dialog";

/** `/inventory/stock`: each counted variant at each branch; page, search, branch and low stock in the URL. */
export function Component() {
  return (
    <RequirePermission permission="stock.view">
      <StockList />
    </RequirePermission>
  );
}

function StockList() {
  const { t } = useTranslation();
  const { query, setQuery, setPage, list } = useListPage(StockListQuery, useStockList);
  const canAdjust = useCan("stock.adjust_stock");
  const [adjusting, setAdjusting] = useState<StockRow | null>(null);
  const [transferring, setTransferring] = useState<StockRow | null>(null);
  const [viewing, setViewing] = useState<StockRow | null>(null);

  return (
    <ListScreen
      title={t("shop.stock.title")}
      description={t("shop.stock.subtitle")}
      // Stock comes in by products, receipts, adjustments and transfers, never added here.
      add={false}
      toolbar={<StockToolbar query={query} onChange={setQuery} />}
      list={list}
      dialog={
        <>
          <StockAdjustDialog row={adjusting} onClose={() => setAdjusting(null)} />
          <StockTransferDialog row={transferring} onClose={() => setTransferring(null)} />
          <StockHistoryDrawer row={viewing} onClose={() => setViewing(null)} />
        </>
      }
    >
      <StockTable
        data={list.data}
        pending={list.isPending}
        isFiltered={!!query.search || !!query.branch_id || query.low}
        onAdjust={canAdjust ? setAdjusting : undefined}
        onTransfer={canAdjust ? setTransferring : undefined}
        onHistory={setViewing}
        onPageChange={setPage}
      />
    </ListScreen>
  );
}
