import "@mantine/core/styles/SimpleGrid.css";
import { Button, Group, SimpleGrid } from "@mantine/core";
import { StockOrderListQuery, type SupplierDetailDto } from "@pitlane/domain";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCan } from "../../../shared/session/permissions";
import { DetailItem } from "../../../shared/ui/detail-item";
import { ListBody } from "../../../shared/ui/list-screen";
import { Money } from "../../../shared/ui/money";
import { SectionCard } from "../../../shared/ui/section-card";
import { useStockOrderList } from "./stock-order-hooks";
import { stockOrderAddPathFor } from "./stock-order-paths";
import { StockOrderTable } from "./stock-order-table";

const PAGE_SIZE = 5;

/**
 * A supplier's account with the shop: what is owed for goods received, how many orders are still
 * open, and its stock orders, newest first, each a link; a new order starts with the supplier chosen.
 */
export function SupplierStockOrders({ supplier }: { supplier: SupplierDetailDto }) {
  const { t } = useTranslation();
  const canView = useCan("stock.view");
  const canAdd = useCan("stock.add");
  const [page, setPage] = useState(1);
  const list = useStockOrderList(StockOrderListQuery.parse({ supplier_id: supplier._id, page, limit: PAGE_SIZE }), {
    enabled: canView,
  });

  return (
    <SectionCard title={t("shop.stock_order.supplier.title")}>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <DetailItem label={t("shop.stock_order.supplier.owed")}>
          <span data-testid="supplier-owed">
            <Money amount={supplier.owed} />
          </span>
        </DetailItem>
        <DetailItem label={t("shop.stock_order.supplier.open_orders")}>
          <span data-testid="supplier-open-orders">{supplier.open_orders}</span>
        </DetailItem>
      </SimpleGrid>
      {canView && (
        <ListBody toolbar={null} list={list}>
          <StockOrderTable
            label={t("shop.stock_order.supplier.orders", { name: supplier.name })}
            withSupplier={false}
            data={list.data}
            pending={list.isPending}
            isFiltered={false}
            onPageChange={setPage}
          />
        </ListBody>
      )}
      {canAdd && supplier.active && (
        <Group>
          <Button
            component={Link}
            to={stockOrderAddPathFor(supplier._id)}
            variant="light"
            leftSection={<IconPlus size={16} />}
          >
            {t("shop.stock_order.add")}
          </Button>
        </Group>
      )}
    </SectionCard>
  );
}
