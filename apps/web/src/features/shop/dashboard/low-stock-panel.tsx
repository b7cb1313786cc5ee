import { Anchor, Group, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { countText } from "../../../shared/ui/list-range";
import { SectionCard } from "../../../shared/ui/section-card";
import { useStockList } from "../stock/stock-hooks";
import { stockBranchName, variantLabel } from "../stock/stock-names";
import { STOCK_LIST_PATH } from "../stock/stock-paths";

/** How many low rows the dashboard names; the stock screen has the rest. */
const SHOWN = 5;

/** The stock screen narrowed to the rows at or under their reorder level. */
const LOW_STOCK_PATH = `${STOCK_LIST_PATH}?low=true`;

/**
 * The dashboard's low-stock alert: the variants at or under their reorder level at a branch, read
 * from the stock screen's own list (one definition of low, decision 0053), the first few named.
 * Nothing is shown while all stock is above its levels.
 */
export function LowStockPanel() {
  const { t, i18n } = useTranslation();
  const low = useStockList({ page: 1, limit: SHOWN, branch_id: null, variant_id: null, low: true });
  if (low.isPending) return <Loader size="sm" aria-label={t("shop.dashboard.low_stock.loading")} />;
  if (low.isError) {
    return (
      <Text role="alert" c="red" size="sm">
        {t("shop.dashboard.low_stock.failed")}
      </Text>
    );
  }
  const { items, total, total_capped: isCapped } = low.data;
  if (total === 0) return null;
  return (
    <SectionCard title={t("shop.dashboard.low_stock.title")}>
      <Text size="sm" role="status">
        {t("shop.dashboard.low_stock.count", { total: countText(t, i18n.language, total, isCapped) })}
      </Text>
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: "none" }}>
        {items.map((row) => (
          <Group component="li" key={row._id} justify="space-between" wrap="nowrap">
            <Text size="sm">
              <bdi>{variantLabel(row)}</bdi> · <bdi>{stockBranchName(row, i18n.language)}</bdi>
            </Text>
            <Text size="sm" c="red" fw={600}>
              {t("shop.dashboard.low_stock.units", { quantity: row.quantity, level: row.low_stock_level })}
            </Text>
          </Group>
        ))}
      </Stack>
      <Anchor component={Link} to={LOW_STOCK_PATH} size="sm">
        {t("shop.dashboard.low_stock.view_all")}
      </Anchor>
    </SectionCard>
  );
}
