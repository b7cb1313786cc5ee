import type { Locator, Page } from "@playwright/test";
import { type Lang, cellOf, choose, openFromSidebar, openInLanguage } from "./catalog-steps";
import { labels, type Labels } from "./labels";
import { expectStockQuantity, openStockOf, stockQuantityOf, stockTableOf } from "./stock-steps";
import { DEMO, signInThroughPage } from "./support";
import { expect, expectToast, test } from "./toasts";

/**
 * A demo battery per language, at the demo's Gulberg branch: the two runs may go side by side
 * without touching each other's stock, and each counts its battery back to what it held.
 */
const SEEDED = {
  en: { variant: "NS60 (45 Ah)", sku: "AGS-NS60", branch: "Gulberg", note: "Dropped in the workshop" },
  ar: { variant: "NS40 (35 Ah)", sku: "AGS-NS40", branch: "جلبرك", note: "سقطت في الورشة" },
};
const PRODUCT = "Car battery";
type Battery = (typeof SEEDED)[Lang];

const tableOf = stockTableOf;
const namesOf = (b: Battery) => ({ name: `${PRODUCT} · ${b.variant}`, branch: b.branch });
const expectQuantity = (page: Page, t: Labels, b: Battery, quantity: number) =>
  expectStockQuantity(page, t, b.sku, quantity);

/** Inventory → Stock, the battery found by its product's name at its branch; filters go into the address. */
async function findBattery(page: Page, t: Labels, b: Battery): Promise<number> {
  await openStockOf(page, t, PRODUCT, b.branch);
  const table = tableOf(page, t);
  await expect(table.getByRole("row")).toHaveCount(4);
  await expect(await cellOf(table, b.sku, t("shop.stock.columns.branch"))).toHaveText(b.branch);
  await expect(await cellOf(table, b.sku, t("shop.stock.columns.variant"))).toContainText(b.variant);
  return stockQuantityOf(page, t, b.sku);
}

async function openAdjust(page: Page, t: Labels, b: Battery): Promise<Locator> {
  await tableOf(page, t)
    .getByRole("button", { name: t("shop.stock.actions.adjust_named", namesOf(b)) })
    .click();
  const dialog = page.getByRole("dialog", { name: t("shop.stock.adjust.title") });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Taking out one more than the branch holds is refused on the units, and nothing changes. */
async function refuseTooMany(page: Page, t: Labels, b: Battery, held: number) {
  const dialog = await openAdjust(page, t, b);
  await choose(page, dialog, t("shop.stock.adjust.reason"), t("shop.stock.reasons.subtraction"));
  const units = dialog.getByRole("textbox", { name: t("shop.stock.adjust.units") });
  await units.fill(String(held + 1));
  await expect(dialog.getByText(t("shop.stock.adjust.after", { from: held, to: -1 }))).toBeVisible();
  await dialog.getByRole("button", { name: t("shop.stock.adjust.submit") }).click();
  await expect(units).toHaveAccessibleDescription(t("refusals.stock_short", { name: `${PRODUCT} (${b.variant})` }));
  await dialog.getByRole("button", { name: t("actions.cancel") }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expectQuantity(page, t, b, held);
}

/** A damage of one unit with a note, sent with Enter: the toast and the list give one fewer. */
async function recordDamage(page: Page, t: Labels, b: Battery, held: number) {
  const dialog = await openAdjust(page, t, b);
  await choose(page, dialog, t("shop.stock.adjust.reason"), t("shop.stock.reasons.damage"));
  // Damage only takes out: the way is not asked.
  await expect(dialog.getByRole("radiogroup", { name: t("shop.stock.adjust.direction") })).toHaveCount(0);
  await dialog.getByRole("textbox", { name: t("shop.stock.adjust.units") }).fill("1");
  await expect(dialog.getByText(t("shop.stock.adjust.after", { from: held, to: held - 1 }))).toBeVisible();
  const note = dialog.getByRole("textbox", { name: t("shop.stock.adjust.note") });
  await note.fill(b.note);
  await note.press("Enter");
  await expectToast(page, t("shop.stock.toast.adjusted", { ...namesOf(b), quantity: held - 1 }));
  await expect(dialog).toBeHidden();
  await expectQuantity(page, t, b, held - 1);
}

/** The history's newest line is that damage, with its note and who recorded it; Escape closes it. */
async function seeDamageInHistory(page: Page, t: Labels, b: Battery) {
  await tableOf(page, t)
    .getByRole("button", { name: t("shop.stock.actions.history_named", namesOf(b)) })
    .click();
  const drawer = page.getByRole("dialog", { name: t("shop.stock.history.title", namesOf(b)) });
  const newest = drawer
    .getByRole("table", { name: t("shop.stock.history.label") })
    .getByRole("row")
    .nth(1);
  await expect(newest).toContainText(t("shop.stock.reasons.damage"));
  await expect(newest).toContainText(b.note);
  await expect(newest).toContainText("\u22121");
  await expect(newest).toContainText("Ayesha Khan");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
}

/** A count back to what the branch held leaves the demo as it was. */
async function countBack(page: Page, t: Labels, b: Battery, held: number) {
  const dialog = await openAdjust(page, t, b);
  await choose(page, dialog, t("shop.stock.adjust.reason"), t("shop.stock.reasons.count"));
  await dialog.getByRole("textbox", { name: t("shop.stock.adjust.units_counted") }).fill(String(held));
  await expect(dialog.getByText(t("shop.stock.adjust.after", { from: held - 1, to: held }))).toBeVisible();
  await dialog.getByRole("button", { name: t("shop.stock.adjust.submit") }).click();
  await expectToast(page, t("shop.stock.toast.adjusted", { ...namesOf(b), quantity: held }));
  await expectQuantity(page, t, b, held);
}

/** The battery's own form shows its stock read only, and leads to the stock screen searched for it. */
async function followVariantToStock(page: Page, t: Labels, b: Battery, held: number) {
  await openFromSidebar(page, t, "products", /\/catalog\/products$/);
  // The stock screen's search box has the same name: type once the products' list is on screen.
  await expect(page.getByRole("table", { name: t("shop.product.title") })).toBeVisible();
  await page.getByRole("searchbox", { name: t("list.search") }).fill(PRODUCT);
  // A link clicked before the typed search reaches the address would be undone when it lands.
  await expect(page).toHaveURL(/[?&]search=/);
  await page.getByRole("link", { name: t("shop.product.actions.edit", { name: PRODUCT }) }).click();
  await page.getByRole("tab", { name: t("shop.product.tabs.variant") }).click();
  await page.getByRole("button", { name: t("shop.product.variant.actions.edit", { name: b.variant }) }).click();
  const dialog = page.getByRole("dialog", { name: t("shop.product.variant.title_edit") });
  const at = t("shop.product.variant.fields.quantity_at", { branch: b.branch });
  // Stock is no field of the saved variant's form: it moves by adjustments with a reason.
  await expect(dialog.getByRole("textbox", { name: at })).toHaveCount(0);
  await expect(dialog.getByText(at, { exact: true }).locator("xpath=..")).toContainText(String(held));
  await dialog.getByRole("link", { name: t("shop.product.variant.adjust_stock") }).click();
  await expect(page).toHaveURL(new RegExp(`/inventory/stock\\?search=${b.sku}$`));
  // Found at every branch that sells it; at the battery's own, what it held.
  await choose(page, page, t("shop.stock.list.branch"), b.branch);
  await expect(page).toHaveURL(/[?&]branch_id=/);
  await expect(tableOf(page, t).getByRole("row").filter({ hasText: b.sku })).toHaveCount(1);
  await expectQuantity(page, t, b, held);
}

// Each language adjusts its own battery: the two may run side by side.
test.describe.configure({ mode: "parallel" });

for (const lang of ["en", "ar"] as const) {
  test(`the owner records a damaged battery, reads it in its history and counts it back (${lang})`, async ({
    page,
  }) => {
    test.slow();
    const t = labels(lang);
    const battery = SEEDED[lang];
    await openInLanguage(page, lang);
    await signInThroughPage(page, t, DEMO);
    const held = await findBattery(page, t, battery);
    expect(held, "the demo battery is in stock").toBeGreaterThan(1);
    await refuseTooMany(page, t, battery, held);
    await recordDamage(page, t, battery, held);
    await seeDamageInHistory(page, t, battery);
    await countBack(page, t, battery, held);
    await followVariantToStock(page, t, battery, held);
  });
}
