import { expect, type Page } from "@playwright/test";
import { openFromFleetNav } from "./fleet-record-steps";
import type { Fleet } from "./fleet-steps";
import type { Labels } from "./labels";

/** Opens "Generate T-PINs", picks one of its two choices and confirms; the slips' window comes back. */
async function generate(page: Page, t: Labels, choice: string) {
  await page.getByRole("button", { name: t("fleet.employee.tpin_slips.menu") }).click();
  await page.getByRole("menuitem", { name: choice }).click();
  const confirm = page.getByRole("dialog", { name: t("fleet.employee.tpin_slips.confirm_title") });
  await confirm.getByRole("button", { name: t("fleet.employee.tpin_slips.confirm") }).click();
  const slips = page.getByRole("dialog", { name: t("fleet.employee.tpin_slips.title") });
  await expect(slips).toBeVisible();
  return slips;
}

/** The T-PIN printed on a driver's slip (six digits). */
async function tpinOnSlip(slips: ReturnType<Page["getByRole"]>, name: string, code: string) {
  const slip = slips.getByRole("region", { name });
  await expect(slip).toContainText(code);
  const tpin = (await slip.locator(".tpin-slip__pin").textContent()) ?? "";
  expect(tpin).toMatch(/^\d{6}$/);
  return tpin;
}

/** Closing forgets the T-PINs: they are in no storage of the browser, nor on screen any more. */
async function closeAndForget(page: Page, t: Labels, slips: ReturnType<Page["getByRole"]>, tpin: string) {
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain(tpin);
  await slips.getByRole("button", { name: t("fleet.employee.tpin_slips.close") }).click();
  await expect(slips).toBeHidden();
  await expect(page.getByText(tpin)).toHaveCount(0);
}

/**
 * The imported driver cannot fuel without a T-PIN: "Generate T-PINs" for everyone without one
 * prints their slip (and the slips print alone); then the spare driver, chosen in the list, gets
 * a new one in place of theirs. Each T-PIN is shown this once.
 */
export async function generateTpinSlips(page: Page, t: Labels, f: Fleet) {
  await openFromFleetNav(page, t, "employees", /\/fleet\/employees/);
  const imported = page.getByRole("row").filter({ hasText: f.imported.name });
  await expect(imported.getByText(t("fleet.employee.list.tpin_missing"), { exact: true })).toBeVisible();

  let slips = await generate(page, t, t("fleet.employee.tpin_slips.for_missing"));
  const tpin = await tpinOnSlip(slips, f.imported.name, f.imported.code);
  // Everyone else already had one.
  await expect(slips.getByRole("region")).toHaveCount(1);
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute("data-print-called", "yes");
  });
  await slips.getByRole("button", { name: t("fleet.employee.tpin_slips.print") }).click();
  await expect(page.locator("body")).toHaveAttribute("data-print-called", "yes");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: t("app.nav.label") })).toBeHidden();
  await expect(slips.getByRole("button", { name: t("fleet.employee.tpin_slips.print") })).toBeHidden();
  await expect(slips.getByRole("region", { name: f.imported.name })).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  await closeAndForget(page, t, slips, tpin);
  await expect(imported.getByText(t("fleet.employee.list.tpin_set"), { exact: true })).toBeVisible();

  await page.getByRole("checkbox", { name: t("fleet.employee.row.select", { name: f.spare.name }) }).check();
  slips = await generate(page, t, t("fleet.employee.tpin_slips.for_selected", { count: 1 }));
  const replaced = await tpinOnSlip(slips, f.spare.name, f.spare.code);
  expect(replaced).not.toBe(f.spare.tpin);
  await closeAndForget(page, t, slips, replaced);
}
