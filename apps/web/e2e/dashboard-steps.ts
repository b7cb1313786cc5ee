import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { Lang } from "./catalog-steps";
import type { Labels } from "./labels";
import { apiPost, apiPut } from "./support";

/** What the fresh shop sells: a can of engine oil that keeps no stock count, so no stock is needed first. */
const OIL = { price: 2_450, quantity: 2 } as const;

/**
 * Everything an order needs in a fresh shop, through the API as the owner: a products category, a
 * product sold at the branch and its variant, and a client; then a pickup order of two cans placed,
 * confirmed, packed, made ready and picked up, which issues its invoice. The order comes back.
 */
export async function placeAndHandOverOrderThroughApi(request: APIRequestContext, token: string, branchId: string) {
  const post = async (url: string, body: unknown) => (await apiPost(request, url, body, token)).result;
  const category = await post("/customer/api/category/add-category", {
    name_english: "Oils",
    name_arabic: "زيوت",
    kind: "products",
  });
  const product = await post("/customer/api/product/add-product", {
    name: "Engine oil",
    category_id: category._id,
    branch_ids: [branchId],
    track_stock: false,
  });
  const variant = await post("/customer/api/product-variant/add-variant", {
    product_id: product._id,
    name: "4 litres",
    price: OIL.price,
  });
  const client = await post("/customer/api/client/add-client", { name: "Imran Qureshi", phone: "+92 300 1234567" });
  const order = await post("/customer/api/order/add-order", {
    kind: "pickup",
    client_id: client._id,
    branch_id: branchId,
    products: [{ variant_id: variant._id, quantity: OIL.quantity }],
    pickup_date: "2099-12-01",
    pickup_time: "16:30",
  });
  for (const status of ["confirmed", "packed", "ready_for_pickup", "picked_up"]) {
    await apiPut(request, "/customer/api/order/change_order_status", { order_id: order._id, status }, token);
  }
  return order as { _id: string; number_display: string; total: number };
}

/** A headline figure of the dashboard, found by its card's title. */
export const kpiCard = (page: Page, t: Labels, key: string): Locator =>
  page
    .getByTestId("dashboard-kpis")
    .locator("> div")
    .filter({ has: page.getByRole("heading", { name: t(key) }) });

/** The card shows `value` (money as "PKR 4,900.00", a count as "1"). */
export async function expectKpi(page: Page, t: Labels, key: string, value: string) {
  await expect(kpiCard(page, t, key)).toContainText(value);
}

/**
 * Each chart is drawn (its lazy code loaded) and, in Arabic, reads from the right: the value axis
 * stands at the chart's right edge, the first day at the right of the last.
 */
export async function expectChartsDrawn(page: Page, name: string, lang: Lang) {
  const chart = page.getByRole("img", { name });
  await expect(chart.locator("svg.recharts-surface").first()).toBeVisible();
  const box = await chart.boundingBox();
  const axis = await chart.locator(".recharts-yAxis").first().boundingBox();
  if (!box || !axis) throw new Error(`${name} has no value axis`);
  const axisCentre = axis.x + axis.width / 2;
  const chartCentre = box.x + box.width / 2;
  if (lang === "ar") expect(axisCentre).toBeGreaterThan(chartCentre);
  else expect(axisCentre).toBeLessThan(chartCentre);
}
