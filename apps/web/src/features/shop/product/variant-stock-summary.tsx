import { Anchor, Group, Input, Stack, Text } from "@mantine/core";
import type { VariantDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCan } from "../../../shared/session/permissions";
import { stockOfPath } from "../stock/stock-paths";
import type { StockBranch } from "./variant-form-values";

/**
 * A saved variant's stock, read only: once added, stock changes with sales and with adjustments
 * that give a reason (decision 0051), which the stock screen records.
 */
export function VariantStockSummary({ variant, branches }: { variant: VariantDto; branches: StockBranch[] }) {
  const { t } = useTranslation();
  const canOpenStock = useCan("stock.view");
  const quantityAt = (branchId: string) => variant.stock.find((line) => line.branch_id === branchId)?.quantity ?? 0;
  return (
    <Input.Wrapper label={t("shop.product.variant.fields.stock")} labelElement="div">
      <Stack gap={4} mt={4}>
        {branches.map((branch) => (
          <Group key={branch.id} gap="xs">
            <Text size="sm">{t("shop.product.variant.fields.quantity_at", { branch: branch.name })}</Text>
            <Text size="sm" fw={600}>
              {quantityAt(branch.id)}
            </Text>
          </Group>
        ))}
        <Text size="sm" c="dimmed">
          {t("shop.product.variant.hints.stock_moves")}{" "}
          {canOpenStock && (
            <Anchor component={Link} to={stockOfPath(variant.sku ?? variant.name)} size="sm">
              {t("shop.product.variant.adjust_stock")}
            </Anchor>
          )}
        </Text>
      </Stack>
    </Input.Wrapper>
  );
}
