import { Anchor, Stack, Text } from "@mantine/core";
import type { OrderSummaryDto } from "@pitlane/domain";
import { IconShoppingBag } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { AmountIn } from "../../../shared/ui/money";
import { Phone } from "../../../shared/ui/phone";
import { branchName } from "../branch/branch-hooks";
import { OrderPaymentBadge } from "./order-payment-badge";
import { orderDetailPath } from "./order-paths";
import { OrderStatusBadge } from "./order-status-badge";

type Order = OrderSummaryDto;

export interface OrderTableProps extends ListTableProps<Order> {
  /** The add buttons of the empty list, when the role may add. */
  emptyAction?: ReactNode;
}

/** A page of orders: number, day placed, client, kind, branch, status, total and payment; a row opens its order. */
export function OrderTable({ emptyAction, ...list }: OrderTableProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const clock = useTenantClock();
  const columns: Column<Order>[] = [
    {
      key: "number",
      header: t("shop.order.columns.number"),
      isMain: true,
      render: (order) => (
        <Anchor component={Link} to={orderDetailPath(order._id)} fw={500}>
          <bdi>{order.number_display}</bdi>
        </Anchor>
      ),
    },
    { key: "placed_at", header: t("shop.order.columns.placed_at"), render: (order) => clock.date(order.placed_at) },
    {
      key: "client",
      header: t("shop.order.columns.client"),
      render: (order) => (
        <Stack gap={0}>
          <bdi>{order.client_name}</bdi>
          <Text size="xs" c="dimmed" component="div">
            <Phone value={order.client_phone} />
          </Text>
        </Stack>
      ),
    },
    { key: "kind", header: t("shop.order.columns.kind"), render: (order) => t(`shop.order.kinds.${order.kind}`) },
    {
      key: "branch",
      header: t("shop.order.columns.branch"),
      render: (order) => <bdi>{branchName(order, i18n.language)}</bdi>,
    },
    {
      key: "status",
      header: t("shop.order.columns.status"),
      render: (order) => <OrderStatusBadge status={order.status} />,
    },
    {
      key: "total",
      header: t("shop.order.columns.total"),
      render: (order) => <AmountIn amount={order.total} currency={order.currency} />,
    },
    {
      key: "payment",
      header: t("shop.order.columns.payment"),
      // Nothing is owed before the order is completed and invoiced.
      render: (order) => <OrderPaymentBadge order={order} />,
    },
  ];

  return (
    <DataTable
      {...list}
      label={t("shop.order.title")}
      columns={columns}
      emptyTexts={{ none: t("shop.order.list.empty"), filtered: t("shop.order.list.empty_filtered") }}
      emptyIcon={IconShoppingBag}
      emptyAction={emptyAction}
      minWidth={1000}
      onRowClick={(order) => void navigate(orderDetailPath(order._id))}
    />
  );
}
