import { Group } from "@mantine/core";
import { ORDER_KINDS, OrderListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useListPage } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { AddButton, ListScreen } from "../../../shared/ui/list-screen";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { isOrderListFiltered } from "./order-filters";
import { useOrderList } from "./order-hooks";
import { orderAddPath } from "./order-paths";
import { OrderTable } from "./order-table";
import { OrderToolbar } from "./order-toolbar";

/** `/orders`: the shop's delivery and pickup orders, newest first; page, search, status and filters in the URL. */
export function Component() {
  return (
    <RequirePermission permission="orders.view">
      <OrderList />
    </RequirePermission>
  );
}

function OrderList() {
  const { t } = useTranslation();
  const { query, setQuery, setPage, list } = useListPage(OrderListQuery, useOrderList);
  const canAdd = useCan("orders.add");
  const adds: { label: string; to: string }[] = ORDER_KINDS.map((kind) => ({
    label: t(`shop.order.add.${kind}`),
    to: orderAddPath(kind),
  }));

  return (
    <ListScreen
      title={t("shop.order.title")}
      description={t("shop.order.subtitle")}
      add={canAdd && adds}
      toolbar={<OrderToolbar query={query} onChange={setQuery} />}
      list={list}
    >
      <OrderTable
        data={list.data}
        pending={list.isPending}
        isFiltered={isOrderListFiltered(query)}
        onPageChange={setPage}
        emptyAction={
          canAdd && (
            <Group gap="sm" justify="center">
              {adds.map((add) => (
                <AddButton key={add.to} add={add} />
              ))}
            </Group>
          )
        }
      />
    </ListScreen>
  );
}
