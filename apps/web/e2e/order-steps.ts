import { randomBytes } from "node:crypto";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { type Lang, choose, openFromSidebar } from "./catalog-steps";
import { pick, pickDate } from "./front-desk-steps";
import type { Labels } from "./labels";
import { DEMO, apiPost, signInThroughApi } from "./support";
import { expect, expectToast } from "./toasts";

/** Engine oil at the demo's Model Town branch: no other journey sells or counts it. */
export const OIL = {
  en: { product: "Total Quartz 9000 5W-40", variant: "1 L", sku: "TOTAL-Q9000-1L", branch: "Model Town" },
  ar: { product: "Total Quartz 9000 5W-40", variant: "4 L", sku: "TOTAL-Q9000-4L", branch: "موديل تاون" },
};
export type Oil = (typeof OIL)[Lang];

/** The form names a variant "Product — Variant". */
const choiceName = (oil: Oil) => `${oil.product} — ${oil.variant}`;

/** A client of the run's own (the tag keeps the runs apart in the demo shop), added through the API. */
export async function addClientThroughApi(request: APIRequestContext, lang: Lang): Promise<string> {
  const tag = randomBytes(3).toString("hex");
  const name = lang === "ar" ? `نادية حسن ${tag}` : `Nadia Hassan ${tag}`;
  const phone = `0321 ${String(parseInt(tag, 16) % 10_000_000).padStart(7, "0")}`;
  const token = await signInThroughApi(request, DEMO);
  await apiPost(request, "/customer/api/client/add-client", { name, phone }, token);
  return name;
}

export const ordersTableOf = (page: Page, t: Labels) => page.getByRole("table", { name: t("shop.order.title") });
export const orderStatusOf = (page: Page) => page.getByTestId("order-status");

interface NewOrder {
  kind: "delivery" | "pickup";
  client: string;
  oil: Oil;
  units: number;
  /** Delivery: the address; pickup: the day and time. */
  address?: string;
  pickup?: { date: string; time: string; lang: Lang };
}

/** Orders → New delivery (or pickup) order: client, branch, the oil's units and where or when; placed. */
export async function placeOrder(page: Page, t: Labels, order: NewOrder): Promise<string> {
  await openFromSidebar(page, t, "orders", /\/orders$/);
  await expect(ordersTableOf(page, t)).toBeVisible();
  await page
    .getByRole("link", { name: t(`shop.order.add.${order.kind}`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/orders/add/${order.kind}$`));

  // Nothing chosen: refused on the spot, on the fields.
  await page.getByRole("button", { name: t("shop.order.form.submit") }).click();
  await expect(page.getByText(t("refusals.order_empty"))).toBeVisible();

  await pick(page, page, t("shop.order.fields.client"), order.client);
  await choose(page, page, t("shop.order.fields.branch"), order.oil.branch);
  // The picker empties once a product is picked: its line below is what shows the pick.
  await page.getByRole("textbox", { name: t("shop.order.form.add_product"), exact: true }).fill(order.oil.product);
  await page
    .getByRole("option")
    .filter({ hasText: choiceName(order.oil) })
    .click();
  const units = page.getByRole("textbox", { name: t("shop.order.form.quantity_of", { name: choiceName(order.oil) }) });
  await expect(units).toHaveValue("1");
  await units.fill(String(order.units));
  if (order.address)
    await page.getByRole("textbox", { name: t("shop.order.fields.delivery_address") }).fill(order.address);
  if (order.pickup) {
    await pickDate(page, t("shop.order.fields.pickup_date"), order.pickup.date, order.pickup.lang);
    await page.getByRole("textbox", { name: t("shop.order.fields.pickup_time") }).fill(order.pickup.time);
  }
  await page.getByRole("button", { name: t("shop.order.form.submit") }).click();

  await expect(page).toHaveURL(/\/orders\/[\w-]+$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/ORD-\d+/);
  const number = /ORD-\d+/.exec((await heading.textContent()) ?? "")?.[0] ?? "";
  await expectToast(page, t("shop.order.toast.created", { number }));
  await expect(orderStatusOf(page)).toHaveText(t("shop.order.statuses.placed"));
  await expect(page.getByTestId("order-client")).toHaveText(order.client);
  return number;
}

/** A move asked in a modal (its button says the same as the page's), then its toast and the new status. */
export async function moveOrder(
  page: Page,
  t: Labels,
  number: string,
  move: "confirmed" | "packed" | "shipped" | "ready_for_pickup",
) {
  const action = t(`shop.order.change_status.${move}.action`);
  await page.getByRole("button", { name: action, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: t(`shop.order.change_status.${move}.title`, { number }) });
  await dialog.getByRole("button", { name: action, exact: true }).click();
  await expectToast(page, t(`shop.order.toast.${move}`, { number }));
  await expect(orderStatusOf(page)).toHaveText(t(`shop.order.statuses.${move}`));
}

/** The shipment card's dialog: the order's address comes filled in, the courier and tracking are typed. */
export async function addShipment(page: Page, t: Labels, number: string, address: string) {
  await page.getByRole("button", { name: t("shop.order.shipment.add") }).click();
  const dialog = page.getByRole("dialog", { name: t("shop.order.shipment.title") });
  await expect(dialog.getByRole("textbox", { name: t("shop.order.shipment.delivery_address") })).toHaveValue(address);
  await dialog.getByRole("textbox", { name: t("shop.order.shipment.courier_company") }).fill("TCS Express");
  await dialog.getByRole("textbox", { name: t("shop.order.shipment.tracking_number") }).fill("TCS-7781-2290");
  await dialog.getByRole("button", { name: t("shop.order.shipment.submit") }).click();
  await expectToast(page, t("shop.order.toast.shipment_saved", { number }));
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("order-shipment")).toContainText("TCS Express");
}

/** Completing issues the invoice: the toast names it, and the order's page links to it. */
export async function completeOrder(page: Page, t: Labels, number: string, move: "delivered" | "picked_up") {
  const action = t(`shop.order.change_status.${move}.action`);
  await page.getByRole("button", { name: action, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: t(`shop.order.change_status.${move}.title`, { number }) });
  await dialog.getByRole("button", { name: action, exact: true }).click();
  await expect(orderStatusOf(page)).toHaveText(t(`shop.order.statuses.${move}`));
  const link = page.getByTestId("order-invoice-link");
  await expect(link).toHaveText(/INV-\d+/);
  return (await link.textContent()) ?? "";
}

/** Cancelling asks first, with a reason the order's timeline then shows. */
export async function cancelOrder(page: Page, t: Labels, number: string, reason: string) {
  await page.getByRole("button", { name: t("shop.order.change_status.cancelled.action"), exact: true }).click();
  const dialog = page.getByRole("dialog", { name: t("shop.order.cancel.title", { number }) });
  await dialog.getByRole("textbox", { name: t("shop.order.cancel.reason") }).fill(reason);
  await dialog.getByRole("button", { name: t("shop.order.cancel.confirm"), exact: true }).click();
  await expectToast(page, t("shop.order.toast.cancelled", { number }));
  await expect(orderStatusOf(page)).toHaveText(t("shop.order.statuses.cancelled"));
  await expect(page.getByTestId("order-cancel-reason")).toHaveText(reason);
}

/** Orders, searched by number: the row of the order opens its page. */
export async function openOrder(page: Page, t: Labels, number: string) {
  await openFromSidebar(page, t, "orders", /\/orders$/);
  await expect(ordersTableOf(page, t)).toBeVisible();
  await page.getByRole("searchbox", { name: t("list.search") }).fill(number);
  await expect(page).toHaveURL(/[?&]search=/);
  await ordersTableOf(page, t).getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(number);
}

/** The newest movement of the history drawer of the stock row holding `sku`. */
export async function newestMovement(page: Page, t: Labels, table: Locator, names: { name: string; branch: string }) {
  await table.getByRole("button", { name: t("shop.stock.actions.history_named", names) }).click();
  const drawer = page.getByRole("dialog", { name: t("shop.stock.history.title", names) });
  return drawer
    .getByRole("table", { name: t("shop.stock.history.label") })
    .getByRole("row")
    .nth(1);
}
