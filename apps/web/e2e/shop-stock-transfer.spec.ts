import type { Locator, Page } from "@playwright/test";
import { type Lang, openInLanguage } from "./catalog-steps";
import { labels, type Labels } from "./labels";
import { expectStockQuantity, openStockSearched, stockQuantityOf, stockTableOf } from "./stock-steps";
import { DEMO, signInThroughPage } from "./support";
import { expect, expectToast, test } from "./toasts";

/**
 * An oil filter per language, sold at both of the demo's branches: no other journey counts them, so
 * the two runs may go side by side. Each reads what the branches hold before it moves any.
 */
const SEEDED = {
  en: {
    variant: "Toyota Corolla / Yaris",
    sku: "GF-OF-COROLLA",
    from: "Gulberg",
    to: "Model Town",
    note: "For the weekend rush",
  },
  ar: {
    variant: "Honda City / Civic",
    sku: "GF-OF-CIVIC",
    from: "جلبرك",
    to: "موديل تاون",
    note: "لضغط نهاية الأسبوع",
  },
};
const PRODUCT = "Oil filter";
const UNITS = 4;
type Filter = (typeof SEEDED)[Lang];

const tableOf = stockTableOf;
const nameOf = (f: Filter) => `${PRODUCT} · ${f.variant}`;

/** Inventory → Stock searched for the filter's SKU: one row at each branch, and what each holds. */
async function findFilter(page: Page, t: Labels, f: Filter): Promise<{ from: number; to: number }> {
  await openStockSearched(page, t, f.sku);
  // The header and a row per branch: the rows of every branch are on screen before one is read.
  await expect(tableOf(page, t).getByRole("row")).toHaveCount(3);
  return { from: await stockQuantityOf(page, t, f.from), to: await stockQuantityOf(page, t, f.to) };
}

async function openTransfer(page: Page, t: Labels, f: Filter, held: number): Promise<Locator> {
  await tableOf(page, t)
    .getByRole("button", { name: t("shop.stock.actions.transfer_named", { name: nameOf(f), branch: f.from }) })
    .click();
  const dialog = page.getByRole("dialog", { name: t("shop.stock.transfer.title") });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(t("shop.stock.subject", { name: nameOf(f), branch: f.from, quantity: held }));
  // The only other branch that sells the filter is chosen already.
  await expect(dialog.getByRole("textbox", { name: t("shop.stock.transfer.to_branch"), exact: true })).toHaveValue(
    f.to,
  );
  return dialog;
}

const afterText = (t: Labels, f: Filter, held: { from: number; to: number }, units: number) =>
  t("shop.stock.transfer.after", {
    leaving_branch: f.from,
    leaving: held.from,
    leaving_after: held.from - units,
    receiving_branch: f.to,
    receiving: held.to,
    receiving_after: held.to + units,
  });

/** Moving one more than the branch holds is refused on the units, and neither branch changes. */
async function refuseTooMany(page: Page, t: Labels, f: Filter, held: { from: number; to: number }) {
  const dialog = await openTransfer(page, t, f, held.from);
  const units = dialog.getByRole("textbox", { name: t("shop.stock.transfer.units") });
  await units.fill(String(held.from + 1));
  await expect(dialog.getByText(afterText(t, f, held, held.from + 1))).toBeVisible();
  await dialog.getByRole("button", { name: t("shop.stock.transfer.submit") }).click();
  await expect(units).toHaveAccessibleDescription(t("refusals.stock_short", { name: `${PRODUCT} (${f.variant})` }));
  await dialog.getByRole("button", { name: t("actions.cancel") }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(tableOf(page, t).getByRole("row")).toHaveCount(3);
  await expectStockQuantity(page, t, f.from, held.from);
  await expectStockQuantity(page, t, f.to, held.to);
}

/** Four units with a note, the preview naming both branches: the toast and both rows say what moved. */
async function transferFour(page: Page, t: Labels, f: Filter, held: { from: number; to: number }) {
  const dialog = await openTransfer(page, t, f, held.from);
  await dialog.getByRole("textbox", { name: t("shop.stock.transfer.units") }).fill(String(UNITS));
  await expect(dialog.getByText(afterText(t, f, held, UNITS))).toBeVisible();
  await dialog.getByRole("textbox", { name: t("shop.stock.transfer.note") }).fill(f.note);
  await dialog.getByRole("button", { name: t("shop.stock.transfer.submit") }).click();
  await expectToast(
    page,
    t("shop.stock.toast.transferred", {
      name: nameOf(f),
      quantity: UNITS,
      from: f.from,
      left: held.from - UNITS,
      to: f.to,
      held: held.to + UNITS,
    }),
  );
  await expect(dialog).toBeHidden();
  await expectStockQuantity(page, t, f.from, held.from - UNITS);
  await expectStockQuantity(page, t, f.to, held.to + UNITS);
}

/** Each branch's history has the transfer as its newest line, naming the other branch, with the note. */
async function seeTransferInHistories(page: Page, t: Labels, f: Filter) {
  const sides = [
    { branch: f.from, what: t("shop.stock.history.transfer_to", { branch: f.to }), change: `\u2212${UNITS}` },
    { branch: f.to, what: t("shop.stock.history.transfer_from", { branch: f.from }), change: `+${UNITS}` },
  ];
  for (const side of sides) {
    const names = { name: nameOf(f), branch: side.branch };
    await tableOf(page, t)
      .getByRole("button", { name: t("shop.stock.actions.history_named", names) })
      .click();
    const drawer = page.getByRole("dialog", { name: t("shop.stock.history.title", names) });
    const newest = drawer
      .getByRole("table", { name: t("shop.stock.history.label") })
      .getByRole("row")
      .nth(1);
    await expect(newest).toContainText(side.what);
    await expect(newest).toContainText(f.note);
    await expect(newest).toContainText(side.change);
    await expect(newest).toContainText("Ayesha Khan");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  }
}

// Each language moves its own filter: the two may run side by side.
test.describe.configure({ mode: "parallel" });

for (const lang of ["en", "ar"] as const) {
  test(`the owner moves oil filters to the other branch and reads it in both branches' history (${lang})`, async ({
    page,
  }) => {
    test.slow();
    const t = labels(lang);
    const filter = SEEDED[lang];
    await openInLanguage(page, lang);
    await signInThroughPage(page, t, DEMO);
    const held = await findFilter(page, t, filter);
    expect(held.from, "the demo filters are in stock").toBeGreaterThanOrEqual(UNITS);
    await refuseTooMany(page, t, filter, held);
    await transferFour(page, t, filter, held);
    await seeTransferInHistories(page, t, filter);
  });
}
