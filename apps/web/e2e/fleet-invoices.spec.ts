import fs from "node:fs";
import { formatDate } from "@pitlane/domain/platform/wall-clock-format";
import { lastDayOf, monthOf } from "@pitlane/domain/rules/months";
import { isoDateOf } from "@pitlane/domain/platform/wall-clock";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { labels, type Labels } from "./labels";
import { openFleetLogin, signInToFleet } from "./fleet-steps";

const DEMO_MANAGER = { email: "fleet.manager@indus-logistics.test", password: "pitlane-demo" };
/** The demo company's clock (Karachi) and its tax numbers as it signed up. */
const DEMO_ZONE = "Asia/Karachi";
const DEMO_NTN = "4219876-3";

/** The first day of the month before the demo company's current one. */
function lastMonth(): string {
  const [year, month] = monthOf(DEMO_ZONE).split("-").map(Number) as [number, number];
  return month === 1 ? isoDateOf(year - 1, 12, 1) : isoDateOf(year, month - 1, 1);
}

/** The PDF in `lang` downloads as CI-000123-<lang>.pdf, and is a PDF. */
async function downloadPdf(page: Page, t: Labels, number: string, lang: "en" | "ar", testInfo: TestInfo) {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: t(`fleet.invoice.pdf.${lang}`), exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${number}-${lang}.pdf`);
  const saved = testInfo.outputPath(file.suggestedFilename());
  await file.saveAs(saved);
  expect(fs.readFileSync(saved).subarray(0, 5).toString("latin1")).toBe("%PDF-");
}

// The demo company bought fuel for months: last month is over, so it has the platform's commission invoice.
for (const lang of ["en", "ar"] as const) {
  test(`a fleet manager opens last month's commission invoice of the demo, reads it and downloads its PDFs (${lang})`, async ({
    page,
  }, testInfo) => {
    const t = labels(lang);
    await openFleetLogin(page, lang);
    await signInToFleet(page, t, DEMO_MANAGER, /\/fleet\/dashboard$/);
    await page
      .getByRole("navigation", { name: t("app.nav.label") })
      .getByRole("link", { name: t("fleet.invoice.nav"), exact: true })
      .click();
    await expect(page).toHaveURL(/\/fleet\/invoices$/);

    const month = lastMonth();
    const period = t("fleet.invoice.detail.period", {
      from: formatDate(month, lang),
      to: formatDate(lastDayOf(month), lang),
    });
    const table = page.getByRole("table", { name: t("fleet.invoice.title") });
    const row = table
      .getByRole("row")
      .filter({ hasText: period })
      .filter({ hasText: t("fleet.invoice.kinds.invoice") });
    await expect(row).toHaveCount(1);
    const link = row.getByRole("link");
    const number = (await link.textContent())!.trim();
    expect(number).toMatch(/^CI-\d{6}$/);
    await expect(row).toContainText("PKR");
    await link.click();

    await expect(
      page.getByRole("heading", { name: t("fleet.invoice.detail.invoice_title", { number }) }),
    ).toBeVisible();
    const sellerName = lang === "ar" ? "بيتلين للمدفوعات (خاصة) المحدودة" : "Pitlane Payments (Pvt) Ltd";
    const seller = page.getByRole("region", { name: t("fleet.invoice.parties.seller") });
    await expect(seller).toContainText(sellerName);
    await expect(seller.getByTestId("invoice-seller-tax-number")).toHaveText("NTN 8912345-6");
    const buyer = page.getByRole("region", { name: t("fleet.invoice.parties.buyer") });
    await expect(buyer).toContainText("Indus Logistics");
    await expect(buyer.getByTestId("invoice-buyer-tax-number")).toHaveText(DEMO_NTN);
    await expect(buyer).toContainText(t("fleet.invoice.parties.strn"));

    const lines = page.getByRole("table", { name: t("fleet.invoice.lines.label") });
    await expect(lines.getByRole("row").nth(1)).toContainText(t("fleet.invoice.lines.description"));
    await expect(page.getByTestId("invoice-total")).toContainText(/PKR [\d,]+\.\d\d/);
    // A PKR invoice has no ZATCA code.
    await expect(page.getByTestId("invoice-zatca-qr")).toHaveCount(0);

    await downloadPdf(page, t, number, "en", testInfo);
    await downloadPdf(page, t, number, "ar", testInfo);
  });
}
