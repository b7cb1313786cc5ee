import "@mantine/core/styles/SimpleGrid.css";
import { Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { StockOrderDto } from "@pitlane/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { DetailItem } from "../../../shared/ui/detail-item";
import { AmountIn } from "../../../shared/ui/money";
import { branchName } from "../branch/branch-hooks";

/** The order at a glance: who, where, when, what it costs, what came in, what was paid and what is owed. */
export function OrderFigures({ order, action }: { order: StockOrderDto; action?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const clock = useTenantClock();
  const money = (amount: number, name: string) => (
    <span data-testid={`stock-order-${name}`}>
      <AmountIn amount={amount} currency={order.currency} />
    </span>
  );
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <DetailItem label={t("shop.stock_order.fields.supplier")}>
            <bdi>{order.supplier_name}</bdi>
          </DetailItem>
          <DetailItem label={t("shop.stock_order.fields.branch")}>
            <bdi>{branchName(order, i18n.language)}</bdi>
          </DetailItem>
          <DetailItem label={t("shop.stock_order.figures.ordered_at")}>
            {order.ordered_at ? clock.date(order.ordered_at) : "—"}
          </DetailItem>
          <DetailItem label={t("shop.stock_order.fields.expected_on")}>
            {order.expected_on ? clock.date(order.expected_on) : "—"}
          </DetailItem>
          <DetailItem label={t("shop.stock_order.figures.total")}>{money(order.total, "total")}</DetailItem>
          <DetailItem label={t("shop.stock_order.figures.received")}>
            {money(order.received_value, "received")}
          </DetailItem>
          <DetailItem label={t("shop.stock_order.figures.paid")}>{money(order.paid, "paid")}</DetailItem>
          <DetailItem label={t("shop.stock_order.figures.owed")}>
            <Text span fw={order.owed > 0 ? 700 : undefined}>
              {money(order.owed, "owed")}
            </Text>
          </DetailItem>
        </SimpleGrid>
        {action && <Group justify="flex-end">{action}</Group>}
      </Stack>
    </Paper>
  );
}
