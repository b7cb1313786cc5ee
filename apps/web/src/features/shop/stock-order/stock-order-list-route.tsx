import { StockOrderListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useListPage } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { AddButton, ListScreen } from "../../../shared/ui/list-screen";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { isStockOrderListFiltered } from "./stock-order-filters";
import { useStockOrderList } from "./stock-order-hooks";
import { STOCK_ORDER_ADD_PATH } from "./stock-order-paths";
import { StockOrderTable } from "./stock-order-table";
import { StockOrderToolbar } from "./stock-order-toolbar";

/** `/inventory/stock-orders`: the shop's stock orders, newest first; page, search, status and filters in the URL. */
export function Component() {
  return (
    <RequirePermission permission="stock.view">
      <StockOrderList />
    </RequirePermission>
  );
}

function StockOrderList() {
  const { t } = useTranslation();
  const { query, setQuery, setPage, list } = useListPage(StockOrderListQuery, useStockOrderList);
  const add = useCan("stock.add") && { label: t("shop.stock_order.add"), to: STOCK_ORDER_ADD_PATH };

  return (
    <ListScreen
      title={t("shop.stock_order.title")}
      description={t("shop.stock_order.subtitle")}
      add={add}
      toolbar={<StockOrderToolbar query={query} onChange={setQuery} />}
      list={list}
    >
      <StockOrderTable
        data={list.data}
        pending={list.isPending}
        isFiltered={isStockOrderListFiltered(query)}
        onPageChange={setPage}
        emptyAction={add && <AddButton add={add} />}
      />
    </ListScreen>
  );
}
