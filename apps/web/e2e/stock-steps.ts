import type { Page } from "@playwright/test";
import { cellOf, choose, openFromSidebar } from "./catalog-steps";
import type { Labels } from "./labels";
import { expect } from "./toasts";

export const stockTableOf = (page: Page, t: Labels) => page.getByRole("table", { name: t("shop.stock.title") });

/** The units the stock list shows in the row holding `rowText` (a SKU, or a branch of a variant searched for). */
export async function stockQuantityOf(page: Page, t: Labels, rowText: string): Promise<number> {
  const cell = await cellOf(stockTableOf(page, t), rowText, t("shop.stock.columns.quantity"));
  return Number.parseInt((await cell.textContent()) ?? "", 10);
}

export async function expectStockQuantity(page: Page, t: Labels, rowText: string, quantity: number) {
  const cell = await cellOf(stockTableOf(page, t), rowText, t("shop.stock.columns.quantity"));
  await expect(cell).toHaveText(new RegExp(`^${quantity}(\\D|$)`));
}

/** Inventory → Stock, searched at every branch; the search goes into the address. */
export async function openStockSearched(page: Page, t: Labels, search: string) {
  await openFromSidebar(page, t, "stock", /\/inventory\/stock$/);
  // Another list's search box has the same name: type once this one's table is on screen.
  await expect(stockTableOf(page, t)).toBeVisible();
  await page.getByRole("searchbox", { name: t("list.search") }).fill(search);
  await expect(page).toHaveURL(/[?&]search=/);
}

/** Inventory → Stock, searched and at one branch; the search and the branch go into the address. */
export async function openStockOf(page: Page, t: Labels, search: string, branch: string) {
  await openStockSearched(page, t, search);
  await choose(page, page, t("shop.stock.list.branch"), branch);
  await expect(page).toHaveURL(/[?&]branch_id=/);
  // Every branch's rows stay on screen until the branch's own arrive: wait for none but the header to name another.
  await expect(stockTableOf(page, t).getByRole("row").filter({ hasNotText: branch })).toHaveCount(1);
}
