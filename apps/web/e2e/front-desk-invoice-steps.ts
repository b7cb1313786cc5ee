import fs from "node:fs";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { moneyText } from "./catalog-steps";
import { type Bill, type FrontDesk, SEED, numbersInToast } from "./front-desk-steps";
import type { Labels } from "./labels";
import { onWallClock } from "./tenant-clock-steps";

/** A status move from the job card's screen: its button, the confirmation's, then the toast saying `done`. */
async function moveJobCard(page: Page, t: Labels, status: "in_progress" | "completed", done: string) {
  await page.getByRole("button", { name: t(`shop.job_card.change_status.${status}.action`), exact: true }).click();
  const dialog = page.getByRole("dialog", { name: t(`shop.job_card.change_status.${status}.title`) });
  await dialog.getByRole("button", { name: t(`shop.job_card.change_status.${status}.confirm`), exact: true }).click();
  const numbers = await numbersInToast(page, done);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("job-card-status")).toHaveText(t(`shop.job_card.statuses.${status}`));
  return numbers;
}

/**
 * Start, then Complete: completing issues the invoice, which the job card then links to. The
 * invoice reads its issue time on the demo shop's clock (Karachi, UTC+5) whatever the browser's zone.
 */
export async function completeJobCard(page: Page, t: Labels, d: FrontDesk, bill: Bill, number: string) {
  await expect(page.getByRole("heading", { name: t("shop.job_card.title_detail", { number }) })).toBeVisible();
  await expect(page.getByTestId("job-card-total")).toHaveText(moneyText(bill.total));
  await moveJobCard(page, t, "in_progress", t("shop.job_card.toast.in_progress", { number }));
  const completed = t("shop.job_card.toast.completed", { number, invoice: "INV-#" });
  const [invoice = ""] = await moveJobCard(page, t, "completed", completed);
  const link = page.getByTestId("job-card-invoice-link");
  await expect(link).toHaveText(t("shop.job_card.detail.view_invoice", { invoice }));
  const detail = page.waitForResponse((r) => /\/customer\/api\/invoice\/get\/[\w-]+$/.test(new URL(r.url()).pathname));
  await link.click();
  await expect(page).toHaveURL(/\/jobs\/invoice\/invoiceDetails\/[\w-]+$/);
  // Behind the screen: the instant the server issued it, which the screen must show on the shop's clock.
  const { result } = await (await detail).json();
  await expect(page.getByTestId("invoice-issued-at")).toHaveText(onWallClock(String(result.issued_at), 5, d.lang));
  return invoice;
}

/** The totals block of the invoice, each figure as the screen formats it. */
async function expectFigures(page: Page, d: FrontDesk, figures: Record<string, number>) {
  for (const [name, amount] of Object.entries(figures)) {
    await expect(page.getByTestId(`invoice-${name}`)).toHaveText(moneyText(amount));
  }
}

/** A cash payment through the invoice's dialog, then the toast saying `done`. */
async function recordPayment(page: Page, t: Labels, invoice: string, amount: number, done: string) {
  await page.getByRole("button", { name: t("shop.invoice.payment.action"), exact: true }).click();
  const dialog = page.getByRole("dialog", { name: t("shop.invoice.payment.title", { number: invoice }) });
  await dialog.getByRole("textbox", { name: t("shop.invoice.payment.amount") }).fill(String(amount));
  await dialog.getByRole("button", { name: t("shop.invoice.payment.submit"), exact: true }).click();
  await numbersInToast(page, done);
  await expect(dialog).toBeHidden();
}

/** A typed minus stays a minus: "-50" is refused with the bound it breaks, and nothing is recorded. */
async function refuseNegativePayment(page: Page, t: Labels, invoice: string) {
  await page.getByRole("button", { name: t("shop.invoice.payment.action"), exact: true }).click();
  const dialog = page.getByRole("dialog", { name: t("shop.invoice.payment.title", { number: invoice }) });
  const amount = dialog.getByRole("textbox", { name: t("shop.invoice.payment.amount") });
  await amount.fill("-50");
  await dialog.getByRole("button", { name: t("shop.invoice.payment.submit"), exact: true }).click();
  await expect(dialog.getByText(t("refusals.min", { min: 0 }), { exact: true })).toBeVisible();
  await expect(amount).toHaveValue("-50");
  await dialog.getByRole("button", { name: t("actions.cancel"), exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The invoice's totals are the bill worked out by hand; a partial payment, then the rest, settle it. */
export async function payInvoice(page: Page, t: Labels, d: FrontDesk, bill: Bill, invoice: string) {
  const money = (amount: number) => moneyText(amount);
  await expect(page.getByTestId("invoice-number")).toHaveText(invoice);
  await expect(page.getByTestId("invoice-client")).toHaveText(d.client.name);
  // The seller's address as the shop had it at issue (decision 0018), the street line as typed.
  await expect(page.getByTestId("invoice-seller-address")).toContainText(SEED.shopAddress);
  await expect(page.getByText(t("shop.invoice.totals.vat", { rate: `${SEED.vatPercent}%` }))).toBeVisible();
  await expectFigures(page, d, { ...bill, discount: -bill.discount, paid: 0, balance: bill.total });
  await expect(page.getByTestId("invoice-payment-status")).toHaveText(t("shop.invoice.payment_statuses.unpaid"));
  await refuseNegativePayment(page, t, invoice);
  await expectFigures(page, d, { paid: 0, balance: bill.total });
  await expect(page.getByTestId("invoice-no-payments")).toBeVisible();

  const first = Math.floor(bill.total / 3);
  const rest = bill.total - first;
  const recorded = t("shop.invoice.toast.payment_recorded", { amount: await money(first), balance: await money(rest) });
  await recordPayment(page, t, invoice, first, recorded);
  await expect(page.getByTestId("invoice-payment-status")).toHaveText(t("shop.invoice.payment_statuses.partial"));
  await expectFigures(page, d, { paid: first, balance: rest });

  await recordPayment(page, t, invoice, rest, t("shop.invoice.toast.paid_in_full", { number: invoice }));
  await expect(page.getByTestId("invoice-payment-status")).toHaveText(t("shop.invoice.payment_statuses.paid"));
  await expectFigures(page, d, { total: bill.total, paid: bill.total, balance: 0 });
  // Nothing is owed: no more payments.
  await expect(page.getByRole("button", { name: t("shop.invoice.payment.action"), exact: true })).toHaveCount(0);
  const payments = page.getByRole("table", { name: t("shop.invoice.payments.title") });
  await expect(payments.getByRole("row")).toHaveCount(3);
}

/** The PDF in the screen's language downloads as INV-000123-<lang>.pdf and is a PDF. */
export async function downloadPdf(page: Page, t: Labels, d: FrontDesk, invoice: string, testInfo: TestInfo) {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: t(`shop.invoice.pdf.${d.lang}`), exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${invoice}-${d.lang}.pdf`);
  const saved = testInfo.outputPath(file.suggestedFilename());
  await file.saveAs(saved);
  expect(fs.readFileSync(saved).subarray(0, 5).toString("latin1")).toBe("%PDF-");
}

/** Once the shop has issued an invoice its currency is locked: the store settings say why and offer no other. */
export async function seeCurrencyLocked(page: Page, t: Labels) {
  await page.goto("/settings/store");
  // A full load restores the session, loads the screen and reads the store: slow on a loaded machine.
  await expect(page.getByText(t("shop.store.currency_locked"))).toBeVisible({ timeout: 30_000 });
  for (const currency of ["PKR", "SAR"] as const) {
    await expect(page.getByRole("radio", { name: t(`currencies.${currency}`) })).toBeDisabled();
  }
}
