import { stockOrderEndpoints, type StockOrderDto } from "@pitlane/domain";
import type { TestApp } from "../app.js";
import type { SaleShop } from "./invoice.js";
import { addSupplier } from "./supplier.js";

/** A stock order's body for the sale shop: 10 litres of engine oil at 180.00 from `supplierId`. */
export const stockOrderBody = (s: SaleShop, supplierId: string, overrides: Record<string, unknown> = {}) => ({
  supplier_id: supplierId,
  branch_id: s.branch.id,
  expected_on: "2026-12-15",
  notes: "Deliver before noon",
  products: [{ variant_id: s.litre.id, quantity: 10, unit_cost: 180 }],
  ...overrides,
});

/** Adds a supplier and a stock order of the sale shop through the API as its owner (placed unless told). */
export async function addStockOrder(
  t: TestApp,
  s: SaleShop,
  overrides: Record<string, unknown> = {},
): Promise<StockOrderDto> {
  const supplier = await addSupplier(t, s.shop.token);
  const body = { status: "ordered", ...stockOrderBody(s, supplier._id, overrides) };
  const res = await t.api.call(stockOrderEndpoints.create, { token: s.shop.token, body });
  if (res.status !== 200) throw new Error(`stock order not added: ${JSON.stringify(res.body)}`);
  return res.body.result;
}
