import { expect, type Page } from "@playwright/test";
import { moneyText } from "./catalog-steps";
import { type Bill, type FrontDesk, SEED } from "./front-desk-steps";
import type { Labels } from "./labels";
import { expectToast } from "./toasts";

/** More air filters than any branch of the demo shop holds: the booking stands, with a warning. */
const BEYOND_STOCK = 999;

/** The vehicle's readings: as added with the client, a typo at booking, then the corrected one. */
export const READINGS = { vehicle: 48_200, tooLow: 1_000, typo: 49_100, corrected: 48_950 } as const;

const km = (value: number) => value.toLocaleString("en");
/** "Only 12 in stock…" with whatever the branch holds now: the other language's run may take one meanwhile. */
const withAnyCount = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("\\{count\\}", "\\d+"));

const quantityOf = (page: Page, t: Labels) =>
  page.getByRole("textbox", { name: t("shop.job_card.form.quantity_of", { name: SEED.airFilter.name }) });
const odometerOf = (page: Page, t: Labels) =>
  page.getByRole("textbox", { name: t("shop.job_card.fields.odometer"), exact: true });

/** Adds one air filter to the job card form, sold on its own at its price. */
export async function addAirFilter(page: Page, t: Labels) {
  const picker = page.getByRole("textbox", { name: t("shop.job_card.form.add_product"), exact: true });
  await picker.fill(SEED.airFilter.name);
  await expect(page.getByRole("option").filter({ hasText: SEED.airFilter.name })).toBeVisible();
  await picker.press("ArrowDown");
  await picker.press("Enter");
  await expect(quantityOf(page, t)).toHaveValue("1");
}

/**
 * More air filters than the branch holds: the form names its stock and books them anyway; a
 * reading below the vehicle's last is refused with the allowed range in sight, then the typo stands.
 */
export async function overbookWithTypo(page: Page, t: Labels) {
  await quantityOf(page, t).fill(String(BEYOND_STOCK));
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: withAnyCount(t("shop.job_card.form.stock_short", { count: "{count}" })) }),
  ).toBeVisible();

  const odometer = odometerOf(page, t);
  const range = t("shop.job_card.form.odometer_range", { last: km(READINGS.vehicle), max: km(READINGS.vehicle * 2.5) });
  await expect(page.getByText(range, { exact: true })).toBeVisible();
  await odometer.fill(String(READINGS.tooLow));
  await page.getByRole("button", { name: t("shop.job_card.form.save") }).click();
  await expect(
    page.getByText(t("refusals.odometer_below_last", { last: READINGS.vehicle }), { exact: true }),
  ).toBeVisible();
  await expect(odometer).toBeFocused();
  await odometer.fill(String(READINGS.typo));
}

/** The booked job card names the shortage on its product line until the quantity comes down. */
export async function seeShortage(page: Page, t: Labels) {
  const products = page.getByRole("table", { name: t("shop.job_card.sections.products") });
  const row = products.getByRole("row").filter({ hasText: SEED.airFilter.product });
  await expect(row).toContainText(String(BEYOND_STOCK));
  await expect(row).toContainText(withAnyCount(t("shop.job_card.detail.stock_short", { count: "{count}" })));
}

/**
 * Edit from the job card's screen: the quantity down to one and the reading corrected, against the
 * same last reading as at booking. The job card then shows both, and its total is the bill's.
 */
export async function editJobCard(page: Page, t: Labels, d: FrontDesk, bill: Bill, number: string) {
  await page.getByRole("link", { name: t("shop.job_card.edit"), exact: true }).click();
  await expect(page).toHaveURL(/\/jobs\/job-list\/edit\/[\w-]+$/);
  await expect(page.getByRole("heading", { name: t("shop.job_card.title_edit", { number }) })).toBeVisible();
  await expect(page.getByText(d.client.name)).toBeVisible();

  const odometer = odometerOf(page, t);
  await expect(odometer).toHaveValue(String(READINGS.typo));
  const range = t("shop.job_card.form.odometer_range", { last: km(READINGS.vehicle), max: km(READINGS.vehicle * 2.5) });
  await expect(page.getByText(range, { exact: true })).toBeVisible();
  await quantityOf(page, t).fill("1");
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: withAnyCount(t("shop.job_card.form.stock_short", { count: "{count}" })) }),
  ).toHaveCount(0);
  await odometer.fill(String(READINGS.corrected));
  await expect(page.getByTestId("job-card-total")).toHaveText(moneyText(bill.total));
  await page.getByRole("button", { name: t("shop.job_card.form.save_changes") }).click();

  await expectToast(page, t("shop.job_card.toast.updated", { number }));
  await expect(page).toHaveURL(/\/jobs\/job-list\/[\w-]+$/);
  await expect(page.getByText(t("shop.job_card.detail.km", { value: km(READINGS.corrected) }))).toBeVisible();
  const products = page.getByRole("table", { name: t("shop.job_card.sections.products") });
  await expect(products.getByRole("row").filter({ hasText: SEED.airFilter.product })).not.toContainText(
    withAnyCount(t("shop.job_card.detail.stock_short", { count: "{count}" })),
  );
  await expect(page.getByTestId("job-card-total")).toHaveText(moneyText(bill.total));
}
