import dayjs from "dayjs";
import { todayIn } from "@pitlane/domain/platform/wall-clock";
import { openInLanguage } from "./catalog-steps";
import { labels } from "./labels";
import {
  OIL,
  addClientThroughApi,
  addShipment,
  cancelOrder,
  completeOrder,
  moveOrder,
  newestMovement,
  openOrder,
  ordersTableOf,
  placeOrder,
} from "./order-steps";
import { openStockOf, stockQuantityOf, stockTableOf } from "./stock-steps";
import { DEMO, expectDirection, signInThroughPage } from "./support";
import { expect, expectToast, test } from "./toasts";

// Each language orders its own oil for its own client: the two may run side by side.
test.describe.configure({ mode: "parallel" });

test("the owner takes a delivery order of two units, reserves, packs, ships, delivers and is paid (en)", async ({
  page,
  request,
}) => {
  test.slow();
  const t = labels("en");
  const oil = OIL.en;
  const address = "House 12, Street 4, DHA Phase 5, Lahore";
  const client = await addClientThroughApi(request, "en");
  await openInLanguage(page, "en");
  await signInThroughPage(page, t, DEMO);
  await openStockOf(page, t, oil.sku, oil.branch);
  const held = await stockQuantityOf(page, t, oil.sku);

  const number = await placeOrder(page, t, { kind: "delivery", client, oil, units: 2, address });
  await moveOrder(page, t, number, "confirmed");

  // Confirmed: the two units are held for the order, still in stock.
  await openStockOf(page, t, oil.sku, oil.branch);
  await expect(stockTableOf(page, t).getByTestId("stock-quantity")).toHaveText(
    t("shop.stock.columns.quantity_reserved", { quantity: held, reserved: 2 }),
  );

  await openOrder(page, t, number);
  await moveOrder(page, t, number, "packed");
  await addShipment(page, t, number, address);
  await moveOrder(page, t, number, "shipped");

  // Shipped: two units fewer, sent on the order, which the history links to.
  await openStockOf(page, t, oil.sku, oil.branch);
  await expect(stockTableOf(page, t).getByTestId("stock-quantity")).toHaveText(String(held - 2));
  const names = { name: `${oil.product} · ${oil.variant}`, branch: oil.branch };
  const movement = await newestMovement(page, t, stockTableOf(page, t), names);
  await expect(movement).toContainText("\u22122");
  await expect(movement).toContainText(`${t("shop.stock.history.order_sent")} ${number}`);
  await movement.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(number);

  const invoice = await completeOrder(page, t, number, "delivered");
  await page.getByTestId("order-invoice-link").click();
  await expect(page.getByTestId("invoice-number")).toHaveText(invoice);
  await expect(page.getByTestId("invoice-billed-document")).toHaveText(number);
  await page.getByRole("button", { name: t("shop.invoice.payment.action"), exact: true }).click();
  const pay = page.getByRole("dialog", { name: t("shop.invoice.payment.title", { number: invoice }) });
  await pay.getByRole("button", { name: t("shop.invoice.payment.submit"), exact: true }).click();
  await expectToast(page, t("shop.invoice.toast.paid_in_full", { number: invoice }));
  await expect(page.getByTestId("invoice-payment-status")).toHaveText(t("shop.invoice.payment_statuses.paid"));
});

test("the owner places a pickup order, cancels it with a reason, and finds it under Cancelled (ar)", async ({
  page,
  request,
}) => {
  test.slow();
  const t = labels("ar");
  const oil = OIL.ar;
  const client = await addClientThroughApi(request, "ar");
  await openInLanguage(page, "ar");
  await signInThroughPage(page, t, DEMO);
  const date = dayjs(todayIn("Asia/Karachi")).add(3, "day").format("YYYY-MM-DD");
  const number = await placeOrder(page, t, {
    kind: "pickup",
    client,
    oil,
    units: 1,
    pickup: { date, time: "16:30", lang: "ar" },
  });
  await expectDirection(page, "rtl", "ar");
  await cancelOrder(page, t, number, "العميل غيّر رأيه");

  await page.getByRole("link", { name: t("shop.order.back_to_list") }).click();
  await page.getByRole("tab", { name: t("shop.order.statuses.cancelled") }).click();
  await expect(page).toHaveURL(/[?&]status=cancelled/);
  await expect(ordersTableOf(page, t).getByRole("row").filter({ hasText: number })).toHaveCount(1);
});
