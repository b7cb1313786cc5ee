import { Anchor, Text } from "@mantine/core";
import type { StockOrderSummaryDto } from "@pitlane/domain";
import { IconTruckLoading } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { AmountIn } from "../../../shared/ui/money";
import { branchName } from "../branch/branch-hooks";
import { stockOrderEditPath } from "./stock-order-paths";
import { StockOrderStatusBadge } from "./stock-order-status-badge";

type Order = StockOrderSummaryDto;

export interface StockOrderTableProps extends ListTableProps<Order> {
  /** The add button of the empty list, when the role may add. */
  emptyAction?: ReactNode;
  /** Left out where the supplier is known (its own page). */
  withSupplier?: boolean;
  /** The table's accessible name. */
  label?: string;
}

/** A page of stock orders: number, supplier, branch, status, expected date, total and owed; a row opens its order. */
export function StockOrderTable({ emptyAction, withSupplier = true, label, ...list }: StockOrderTableProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const clock = useTenantClock();
  const money = (order: Order, amount: number) => <AmountIn amount={amount} currency={order.currency} />;
  const columns: Column<Order>[] = [
    {
      key: "number",
      header: t("shop.stock_order.columns.number"),
      isMain: true,
      render: (order) => (
        <Anchor component={Link} to={stockOrderEditPath(order._id)} fw={500}>
          <bdi>{order.number_display}</bdi>
        </Anchor>
      ),
    },
    ...(withSupplier
      ? [
          {
            key: "supplier",
            header: t("shop.stock_order.columns.supplier"),
            render: (order: Order) => <bdi>{order.supplier_name}</bdi>,
          },
        ]
      : []),
    {
      key: "branch",
      header: t("shop.stock_order.columns.branch"),
      render: (order) => <bdi>{branchName(order, i18n.language)}</bdi>,
    },
    {
      key: "status",
      header: t("shop.stock_order.columns.status"),
      render: (order) => <StockOrderStatusBadge status={order.status} />,
    },
    {
      key: "expected_on",
      header: t("shop.stock_order.columns.expected_on"),
      render: (order) => (order.expected_on ? clock.date(order.expected_on) : "—"),
    },
    { key: "total", header: t("shop.stock_order.columns.total"), render: (order) => money(order, order.total) },
    {
      key: "owed",
      header: t("shop.stock_order.columns.owed"),
      render: (order) => (
        <Text size="sm" component="span" fw={order.owed > 0 ? 600 : undefined}>
          {money(order, order.owed)}
        </Text>
      ),
    },
  ];

  return (
    <DataTable
      {...list}
      label={label ?? t("shop.stock_order.title")}
      columns={columns}
      emptyTexts={{ none: t("shop.stock_order.list.empty"), filtered: t("shop.stock_order.list.empty_filtered") }}
      emptyIcon={IconTruckLoading}
      emptyAction={emptyAction}
      minWidth={withSupplier ? 960 : 760}
      onRowClick={(order) => void navigate(stockOrderEditPath(order._id))}
    />
  );
}
