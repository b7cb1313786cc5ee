import { expect, type Locator, type Page } from "@playwright/test";
import { openFromFleetNav } from "./fleet-record-steps";
import type { Labels } from "./labels";
import { readMinorUnits } from "./support";

/** The newest transaction of the company: the list's first row, under its header. */
export async function newestTransactionRow(page: Page, t: Labels): Promise<Locator> {
  await openFromFleetNav(page, t, "transactions", /\/fleet\/transactions$/);
  return page
    .getByRole("table", { name: t("fleet.transaction.title") })
    .getByRole("row")
    .nth(1);
}

/** A card of a transaction's page, by its title ("fleet.transaction.detail.<key>"). */
export const transactionCard = (page: Page, t: Labels, key: "purchase" | "money" | "photos") =>
  page.getByRole("region", { name: t(`fleet.transaction.detail.${key}`), exact: true });

/** The value written under a fact's name in a card. */
export const factValue = (card: Locator, name: string | RegExp) =>
  card.getByText(name, { exact: true }).locator("xpath=following-sibling::*[1]");

/** A fact's name that carries a rate ("Commission (2.5 %)"), whatever the rate. */
function withAnyRate(t: Labels, key: string): RegExp {
  const escaped = t(key, { rate: "RATE" }).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace("RATE", "[\\d.,]+")}$`);
}

/** What the purchase cost, as the money card writes it, in minor units. */
export async function readTransactionMoney(page: Page, t: Labels) {
  const money = transactionCard(page, t, "money");
  const amount = (name: string | RegExp) => readMinorUnits(factValue(money, name));
  return {
    fuel: await amount(t("fleet.transaction.detail.fields.fuel_amount")),
    commission: await amount(withAnyRate(t, "fleet.transaction.detail.fields.commission_rate")),
    tax: await amount(withAnyRate(t, "fleet.transaction.detail.fields.tax_rate")),
    total: await amount(t("fleet.transaction.detail.fields.total")),
  };
}

/** The odometer's and the pump's photos are pictures the browser could draw, not the "No photo" placeholder. */
export async function expectBothPhotosShown(page: Page, t: Labels) {
  const photos = transactionCard(page, t, "photos");
  for (const kind of ["odometer", "pump"] as const) {
    const image = photos.getByRole("img", { name: t(`fleet.transaction.detail.photo.${kind}`) });
    await expect(image).toHaveAttribute("src", /^blob:/);
    await expect
      .poll(() => image.evaluate((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0), {
        message: `the ${kind} photo is drawn`,
      })
      .toBe(true);
  }
  await expect(photos.getByText(t("fleet.transaction.detail.photo.none"))).toHaveCount(0);
}

/** Photos that cannot be fetched say so in their places, instead of claiming there are none. */
export async function expectPhotosUnreachableSaid(page: Page, t: Labels) {
  const photos = transactionCard(page, t, "photos");
  await expect(photos.getByRole("alert").filter({ hasText: t("fleet.transaction.detail.photo.failed") })).toHaveCount(
    2,
  );
  await expect(photos.getByText(t("fleet.transaction.detail.photo.none"))).toHaveCount(0);
  await expect(photos.getByRole("img")).toHaveCount(0);
}

/**
 * The company's flagged purchases still to review, from the transactions screen, once the list shows
 * them (not the rows it showed before the filters): answers the links that open them, newest first.
 */
export async function openFlaggedToReview(page: Page, t: Labels): Promise<Locator> {
  await openFromFleetNav(page, t, "transactions", /\/fleet\/transactions$/);
  await page.getByRole("switch", { name: t("fleet.transaction.list.flagged_only") }).click();
  await expect(page).toHaveURL(/flagged=true/);
  await page
    .getByRole("tablist", { name: t("fleet.transaction.list.review_filter") })
    .getByRole("tab", { name: t("fleet.transaction.review.filters.pending") })
    .click();
  await expect(page).toHaveURL(/review=pending/);
  await expect(page.getByRole("table", { name: t("fleet.transaction.title") })).toHaveAttribute("aria-busy", "false");
  return page.getByRole("link", { name: new RegExp(t("fleet.transaction.list.view", { reference: "DEMO-" })) });
}

/** The reference of the purchase whose page is open, read from its heading. */
export async function openPurchaseReference(page: Page): Promise<string> {
  const heading = page.getByRole("heading", { level: 1, name: /DEMO-/ });
  const reference = /DEMO-[\w.-]+/.exec((await heading.textContent()) ?? "")?.[0] ?? "";
  expect(reference).not.toBe("");
  return reference;
}

/**
 * The fleet manager disputes a flagged purchase of the demo still to review (the first of the list)
 * with a note, from its page; answers its reference. The page stays on the purchase.
 */
export async function disputeFlaggedPurchase(page: Page, t: Labels, note: string): Promise<string> {
  await (await openFlaggedToReview(page, t)).first().click();
  const reference = await openPurchaseReference(page);
  const card = page.getByRole("region", { name: t("fleet.transaction.review.title") });
  await expect(card.getByText(t("fleet.transaction.review.pending"))).toBeVisible();
  await card.getByRole("radio", { name: t("fleet.transaction.review.outcomes.disputed") }).check();
  await card.getByRole("textbox", { name: t("fleet.transaction.review.note") }).fill(note);
  await card.getByRole("button", { name: t("fleet.transaction.review.save") }).click();
  await expect(card.getByRole("status").first()).toContainText(t("fleet.transaction.review.outcomes.disputed"));
  return reference;
}

/**
 * A refunded purchase's page: the platform's decision with its note, a reversal for each of its
 * charges, and no more review to give.
 */
export async function expectRefundShown(page: Page, t: Labels, decision: string, charges: number) {
  const refunded = page.getByRole("status").filter({ hasText: t("fleet.feedback.dispute.outcomes.refunded") });
  await expect(refunded).toContainText(decision);
  const transfers = page.getByRole("table", { name: t("fleet.transaction.detail.transfers.label") });
  await expect(transfers.getByRole("row").filter({ hasText: t("fleet.transaction.kinds.reversal") })).toHaveCount(
    charges,
  );
  await expect(page.getByRole("button", { name: t("fleet.transaction.review.change") })).toHaveCount(0);
}
