import fs from "node:fs";
import { todayIn } from "@pitlane/domain";
import { expect, test } from "./toasts";
import { DEMO_FLEET_ADMIN, openFleetLogin, signInToFleet } from "./fleet-steps";
import { labels } from "./labels";
import { expectDirection } from "./support";

/*
 * A finance person reads the demo company's consumption over its last three months of purchases:
 * rows and a chart, the same page right to left in Arabic, and the CSV a spreadsheet opens. The
 * API tests check the figures by hand, every report, filter and the PDFs.
 */

const CSV_HEADER = "vehicle,detail,fuelings,litres,fuel_amount,total_amount,km,litres_per_100_km,cost_per_km";

/** The company's date `days` before today (Karachi): the demo's purchases go back about three months. */
const karachiDate = (days: number) => todayIn("Asia/Karachi", new Date(Date.now() - days * 86_400_000));

test("a finance person reads the consumption by vehicle of the last three months, in English and Arabic, and downloads its CSV", async ({
  page,
}, testInfo) => {
  const t = labels("en");
  await openFleetLogin(page, "en");
  await signInToFleet(page, t, { email: DEMO_FLEET_ADMIN, password: "pitlane-demo" }, /\/fleet\/dashboard$/);
  await page.getByRole("link", { name: t("fleet.nav.reports") }).click();
  await expect(page).toHaveURL(/\/fleet\/reports$/);
  await expect(page.getByRole("heading", { name: t("fleet.report.title") })).toBeVisible();
  await expect(page.getByRole("tab", { name: t("fleet.report.tabs.consumption"), selected: true })).toBeVisible();

  const [from, to] = [karachiDate(91), karachiDate(0)];
  await page.goto(`/fleet/reports?report=consumption&by=vehicle&from=${from}&to=${to}`);
  const table = page.getByRole("table", { name: t("fleet.report.tabs.consumption") });
  await expect(table.getByRole("columnheader", { name: t("fleet.report.groups.vehicle") })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(11);
  const chart = page.getByRole("img", {
    name: t("fleet.report.chart.consumption", { group: t("fleet.report.groups.vehicle") }),
  });
  await expect(chart.locator(".recharts-bar-rectangle").first()).toBeVisible();
  expect(await chart.locator(".recharts-bar-rectangle").count()).toBe(10);
  await expect(page.getByText(t("fleet.report.totals.label"))).toBeVisible();

  // The CSV of every vehicle of the range: its columns, then a row per vehicle.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: t("fleet.report.toolbar.csv") }).click();
  const saved = testInfo.outputPath("consumption.csv");
  await (await download).saveAs(saved);
  const lines = fs
    .readFileSync(saved, "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines.length).toBeGreaterThan(10);
  expect(lines[1]).toMatch(/^[^,]+,[^,]+,\d+,\d+\.\d{3},/);

  // In Arabic the same report reads right to left, its chart and table included.
  await page.getByRole("button", { name: t("app.language.switch_label") }).click();
  const ar = labels("ar");
  await expectDirection(page, "rtl", "ar");
  await expect(page.getByRole("heading", { name: ar("fleet.report.title") })).toBeVisible();
  const arabicTable = page.getByRole("table", { name: ar("fleet.report.tabs.consumption") });
  await expect(arabicTable.getByRole("row")).toHaveCount(11);
  const arabicChart = page.getByRole("img", {
    name: ar("fleet.report.chart.consumption", { group: ar("fleet.report.groups.vehicle") }),
  });
  await expect(arabicChart.locator(".recharts-bar-rectangle").first()).toBeVisible();
  // The values' axis sits on the right, where an Arabic reader starts.
  const axis = await arabicChart.locator(".recharts-yAxis").boundingBox();
  const plot = await arabicChart.locator(".recharts-cartesian-grid").boundingBox();
  expect(axis!.x).toBeGreaterThan(plot!.x);

  // Another report keeps the range: the fueling history of the same days.
  await page.getByRole("tab", { name: ar("fleet.report.tabs.fuelings") }).click();
  await expect(page).toHaveURL(new RegExp(`report=fuelings.*from=${from}`));
  await expect(page.getByRole("table", { name: ar("fleet.report.tabs.fuelings") }).getByRole("row")).toHaveCount(11);
});
