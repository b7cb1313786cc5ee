import { conflict, invalid, toMinor, type StockOrderLineBody } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { variantLineName } from "../variant/line-name.js";
import { stockOrderWrites, type StockOrderLineInsert, type StockOrderLineRow } from "./write-repo.js";

/**
 * The lines to write for products newly put on an order: the shop's variants, of products that keep
 * a stock count, sold at the order's branch. Named as they are now, numbered from `firstPosition`.
 */
export async function newLines(
  tx: Db,
  place: { shopId: string; branchId: string },
  products: StockOrderLineBody[],
  firstPosition: number,
): Promise<StockOrderLineInsert[]> {
  const ids = products.map((p) => p.variant_id);
  const rows = await stockOrderWrites.variantsAt(tx, place.shopId, place.branchId, ids);
  if (rows.length !== ids.length) throw invalid("products", "unknown_product");
  if (rows.some((row) => !row.trackStock)) throw invalid("products", "product_not_counted");
  if (rows.some((row) => !row.soldAtBranchId)) throw invalid("products", "product_not_at_branch");
  const byId = new Map(rows.map((row) => [row.variantId, row]));
  return products.map((p, i) => {
    const variant = byId.get(p.variant_id)!;
    return {
      position: firstPosition + i,
      variantId: p.variant_id,
      name: variantLineName(variant.productName, variant.variantName),
      sku: variant.sku,
      quantity: p.quantity,
      unitCostMinor: toMinor(p.unit_cost),
      receivedQuantity: 0,
    };
  });
}

/**
 * Splits the new list of products into the lines already received on (which must come back as they
 * are: a received line is corrected by an adjustment, not here) and the products to write afresh.
 */
export function keepReceived(current: StockOrderLineRow[], products: StockOrderLineBody[]): StockOrderLineBody[] {
  const asked = new Map(products.map((p) => [p.variant_id, p]));
  for (const { line } of current.filter(({ line }) => line.receivedQuantity > 0)) {
    const same = asked.get(line.variantId);
    if (!same || same.quantity !== line.quantity || toMinor(same.unit_cost) !== line.unitCostMinor) {
      throw conflict("stock_order_line_received", { params: { name: line.name } });
    }
    asked.delete(line.variantId);
  }
  return [...asked.values()];
}

/** The order's cost as ordered, from its lines. */
export const totalOf = (lines: { quantity: number; unitCostMinor: number }[]) =>
  lines.reduce((sum, line) => sum + line.quantity * line.unitCostMinor, 0);
