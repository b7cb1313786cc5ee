import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useFormatMoney } from "../../../shared/ui/money";
import { useServerSearch } from "../../../shared/ui/server-search";
import { LinePicker } from "../package/line-picker";
import { type StockRow, useStockList } from "../stock/stock-hooks";
import { lineNameOf, newLineOf, type OrderLineValues } from "./order-lines";

const CHOICES = 20;

interface Props {
  /** The order's branch: "" before one is chosen. */
  branchId: string;
  chosen: readonly OrderLineValues[];
  onPick: (line: OrderLineValues) => void;
}

/**
 * "Add a product": the branch's counted variants (the stock list's rows, which are what an order
 * may name), searched on the server by product, variant, SKU or barcode, each with its cost and
 * what the branch holds. A pick adds one unit at the variant's cost.
 */
export function OrderVariantPicker({ branchId, chosen, onPick }: Props) {
  const { t } = useTranslation();
  if (!branchId) {
    return (
      <Text c="dimmed" size="sm">
        {t("shop.stock_order.form.choose_branch_first")}
      </Text>
    );
  }
  return <BranchVariantPicker branchId={branchId} chosen={chosen} onPick={onPick} />;
}

function BranchVariantPicker({ branchId, chosen, onPick }: Props) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { searchValue, setSearchValue, search } = useServerSearch();
  const found = useStockList({ page: 1, limit: CHOICES, search, branch_id: branchId, variant_id: null, low: false });
  const rows = (found.data?.items ?? []).filter((row) => !chosen.some((line) => line.variant_id === row.variant_id));
  const detailOf = (row: StockRow) =>
    [
      row.sku,
      row.unit_cost === null ? null : money(row.unit_cost),
      t("shop.stock_order.form.in_stock", { count: row.quantity }),
    ]
      .filter(Boolean)
      .join(" · ");

  function handlePick(variantId: string) {
    const row = rows.find((r) => r.variant_id === variantId);
    if (row) onPick(newLineOf({ ...row, name: lineNameOf(row) }));
  }

  return (
    <LinePicker
      label={t("shop.stock_order.form.add_product")}
      placeholder={t("shop.stock_order.form.search_products")}
      options={rows.map((row) => ({ value: row.variant_id, label: lineNameOf(row), detail: detailOf(row) }))}
      onPick={handlePick}
      error={found.isError ? t("shop.stock_order.form.products_failed") : undefined}
      serverSearch={{ value: searchValue, onChange: setSearchValue, isSearching: found.isFetching }}
    />
  );
}
