import fs from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { todayIn } from "@pitlane/domain/platform/wall-clock";
import { expect, test } from "./toasts";
import { DEMO_FLEET_MANAGER, openFleetLogin, signInToFleet } from "./fleet-steps";
import { formatMonth } from "../src/features/fleet/statement/statement-format";
import { labels, type Labels } from "./labels";
import { expectDirection, readMinorUnits } from "./support";

/*
 * The demo company (Indus Logistics, Pakistan) has about three months of top-ups and purchases
 * before today: its months before this one are closed, each with its numbered statement. The API
 * tests tie every figure to the ledger and read the PDFs' text; here a person reads them.
 */

/** The month before this one on the company's clock, as its first day. */
function lastMonth(): string {
  const [year, month] = todayIn("Asia/Karachi").split("-").map(Number) as [number, number];
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return `${previous.year}-${String(previous.month).padStart(2, "0")}-01`;
}

/** The statement's four figures add up on screen: opening + credits − debits = closing. */
async function expectFiguresTie(page: Page) {
  const figure = (key: string) => readMinorUnits(page.getByTestId(`statement-${key}`).locator("bdi"));
  const [opening, credits, debits, closing] = [
    await figure("opening"),
    await figure("credits"),
    await figure("debits"),
    await figure("closing"),
  ];
  expect(credits + debits).toBeGreaterThan(0);
  expect(closing).toBe(opening + credits - debits);
}

/** Downloads a file by its button and answers its bytes. */
async function downloadBytes(page: Page, testInfo: TestInfo, button: string, name: string) {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: button, exact: true }).click();
  const file = testInfo.outputPath(name);
  await (await download).saveAs(file);
  return fs.readFileSync(file);
}

async function openStatements(page: Page, t: Labels) {
  await page
    .getByRole("navigation", { name: t("app.nav.label") })
    .getByRole("link", { name: t("fleet.statement.nav"), exact: true })
    .click();
  await expect(page).toHaveURL(/\/fleet\/statements$/);
}

for (const lang of ["en", "ar"] as const) {
  test(`the demo company's manager opens last month's statement, downloads it as PDF in both languages and asks a statement of account (${lang})`, async ({
    page,
  }, testInfo) => {
    // Two PDFs of a whole demo month are rendered on the way: more than the default minute on a busy machine.
    test.slow();
    const t = labels(lang);
    await openFleetLogin(page, lang);
    await signInToFleet(page, t, DEMO_FLEET_MANAGER, /\/fleet\/dashboard$/);
    await openStatements(page, t);
    await expectDirection(page, lang === "ar" ? "rtl" : "ltr", lang);

    const table = page.getByRole("table", { name: t("fleet.statement.list.label") });
    const row = table.getByRole("row").filter({ hasText: formatMonth(lastMonth(), lang) });
    await expect(row).toHaveCount(1);
    const number = (await row.getByRole("link").first().textContent())?.trim() ?? "";
    expect(Number(number)).toBeGreaterThanOrEqual(1);
    await row.getByRole("link", { name: number, exact: true }).click();
    await expect(page).toHaveURL(/\/fleet\/statements\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: t("fleet.statement.detail.title", { number }) })).toBeVisible();
    await expectFiguresTie(page);
    const purchases = page.getByRole("table", { name: t("fleet.statement.purchases.title") });
    await expect(purchases.getByRole("row").nth(1)).toBeVisible();

    for (const pdf of ["en", "ar"] as const) {
      const bytes = await downloadBytes(
        page,
        testInfo,
        t(`fleet.statement.downloads.pdf_${pdf}`),
        `statement-${pdf}.pdf`,
      );
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    }

    await page.getByRole("link", { name: t("fleet.statement.back_to_list") }).click();
    await expect(page).toHaveURL(/\/fleet\/statements$/);
    // From the first of this month to today, picked on the calendar.
    await page.getByRole("button", { name: t("fleet.statement.account.range") }).click();
    const day = page.locator("button.mantine-DatePickerInput-day:not([data-outside]):not([data-hidden])");
    await day.first().click();
    await day.and(page.locator("[data-today]")).click();
    await page.getByRole("button", { name: t("fleet.statement.account.show") }).click();
    await expect(page).toHaveURL(/\/fleet\/statements\/account\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole("heading", { name: t("fleet.statement.account.page_title"), level: 1 })).toBeVisible();
    await expectFiguresTie(page);
    const csv = await downloadBytes(page, testInfo, t("fleet.statement.downloads.csv"), "account.csv");
    expect(csv.toString("utf8").replace(/^\uFEFF/, "")).toMatch(/^section,date,time,/);
  });
}
