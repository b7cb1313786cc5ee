import "@mantine/core/styles/Badge.css";
import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { IconAdjustments, IconArrowsLeftRight, IconBuildingWarehouse, IconHistory } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type Column, DataTable, type ListTableProps } from "../../../shared/ui/data-table";
import { Money } from "../../../shared/ui/money";
import type { StockRow } from "./stock-hooks";
import { stockBranchName, variantLabel } from "./stock-names";

export interface StockTableProps extends ListTableProps<StockRow> {
  /** Absent when the role may not adjust stock. */
  onAdjust?: (row: StockRow) => void;
  /** Absent when the role may not move stock by hand (the adjustments' permission). */
  onTransfer?: (row: StockRow) => void;
  onHistory: (row: StockRow) => void;
}

const amountOrDash = (amount: number | null) => (amount === null ? "—" : <Money amount={amount} />);

export function StockTable({ onAdjust, onTransfer, onHistory, ...list }: StockTableProps) {
  const { t, i18n } = useTranslation();
  const branchOf = (row: StockRow) => stockBranchName(row, i18n.language);
  const columns: Column<StockRow>[] = [
    {
      key: "variant",
      header: t("shop.stock.columns.variant"),
      isMain: true,
      render: (row) => (
        <Stack gap={0} align="flex-start">
          <bdi>{variantLabel(row)}</bdi>
          {row.sku && (
            <Text size="sm" c="dimmed" dir="ltr">
              {row.sku}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: "branch", header: t("shop.stock.columns.branch"), render: (row) => <bdi>{branchOf(row)}</bdi> },
    {
      key: "quantity",
      header: t("shop.stock.columns.quantity"),
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Text span fw={row.is_low ? 600 : undefined} c={row.is_low ? "red" : undefined} data-testid="stock-quantity">
            {/* Reserved units stay in the same cell: the table is already as wide as it may be. */}
            {row.reserved > 0
              ? t("shop.stock.columns.quantity_reserved", { quantity: row.quantity, reserved: row.reserved })
              : row.quantity}
          </Text>
          {row.is_low && (
            <Badge color="red" variant="light" miw="max-content">
              {t("shop.stock.low")}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: "low_stock_level",
      header: t("shop.stock.columns.low_stock_level"),
      render: (row) => (row.low_stock_level === 0 ? "—" : row.low_stock_level),
    },
    { key: "unit_cost", header: t("shop.stock.columns.unit_cost"), render: (row) => amountOrDash(row.unit_cost) },
    { key: "value", header: t("shop.stock.columns.value"), render: (row) => amountOrDash(row.value) },
    {
      key: "actions",
      header: t("shop.stock.columns.actions"),
      alignEnd: true,
      render: (row) => {
        const names = { name: variantLabel(row), branch: branchOf(row) };
        return (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            {onAdjust && (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconAdjustments size={14} aria-hidden />}
                aria-label={t("shop.stock.actions.adjust_named", names)}
                onClick={() => onAdjust(row)}
              >
                {t("shop.stock.actions.adjust")}
              </Button>
            )}
            {onTransfer && (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconArrowsLeftRight size={14} aria-hidden />}
                aria-label={t("shop.stock.actions.transfer_named", names)}
                onClick={() => onTransfer(row)}
              >
                {t("shop.stock.actions.transfer")}
              </Button>
            )}
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconHistory size={14} aria-hidden />}
              aria-label={t("shop.stock.actions.history_named", names)}
              onClick={() => onHistory(row)}
            >
              {t("shop.stock.actions.history")}
            </Button>
          </Group>
        );
      },
    },
  ];

  return (
    <DataTable
      {...list}
      label={t("shop.stock.title")}
      columns={columns}
      emptyTexts={{ none: t("shop.stock.list.empty"), filtered: t("shop.stock.list.empty_filtered") }}
      emptyIcon={IconBuildingWarehouse}
      emptyAction={
        <Text size="sm" ta="center">
          {t("shop.stock.list.empty_hint")}
        </Text>
      }
      minWidth={1100}
    />
  );
}
