import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./toasts";
import { labels, type Labels } from "./labels";
import { DEMO_FLEET_MANAGER, fleetPost, openFleetLogin, signInToFleet } from "./fleet-steps";

/** A dashboard read of the demo company, as the screen reads it: the figures the page must show. */
async function dashboardRead(request: APIRequestContext, token: string, what: "fuel" | "usage") {
  const response = await request.get(`/fueling/api/dashboard/${what}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).result;
}

const panel = (page: Page, t: Labels, key: string) => page.getByRole("region", { name: t(key), exact: true });

// The demo company has three months of fills: every widget of spec 001 section 2 shows them.
for (const lang of ["en", "ar"] as const) {
  test(`the demo company's manager sees every dashboard widget with the demo's figures, and chooses another month (${lang})`, async ({
    page,
    request,
  }) => {
    const t = labels(lang);
    const { token } = await fleetPost(request, "/fueling/api/auth/login", DEMO_FLEET_MANAGER);
    const [fuel, usage] = [await dashboardRead(request, token, "fuel"), await dashboardRead(request, token, "usage")];
    expect(fuel.transactions.total).toBeGreaterThan(0);

    await openFleetLogin(page, lang);
    await signInToFleet(page, t, DEMO_FLEET_MANAGER, /\/fleet\/dashboard$/);

    // The month's transactions split into peak and off-peak hours, as the server counted them.
    await expect(page.getByText(t("fleet.dashboard.fuel.peak", { count: fuel.transactions.peak }))).toBeVisible();
    await expect(
      page.getByText(t("fleet.dashboard.fuel.off_peak", { count: fuel.transactions.off_peak })),
    ).toBeVisible();

    // The daily and monthly consumption charts are drawn, bars and all.
    for (const key of ["fleet.dashboard.consumption.daily_title", "fleet.dashboard.consumption.monthly_title"]) {
      await expect(panel(page, t, key).locator(".recharts-bar-rectangle path").first()).toBeVisible();
    }
    await expect(
      panel(page, t, "fleet.dashboard.fuel_types.title").locator(".recharts-pie-sector").first(),
    ).toBeVisible();

    // Top vehicles by litres, stations by amount and by fills, as the server ranked them.
    const vehicles = panel(page, t, "fleet.dashboard.top_vehicles.title").getByRole("listitem");
    await expect(vehicles).toHaveCount(fuel.top_vehicles.length);
    await expect(vehicles.first()).toContainText(fuel.top_vehicles[0].plate_no);
    const byAmount = panel(page, t, "fleet.dashboard.stations.by_amount_title").getByRole("listitem");
    await expect(byAmount.first()).toContainText(fuel.stations.by_amount[0].name);
    await expect(byAmount.first()).toContainText("PKR");
    const byFills = panel(page, t, "fleet.dashboard.stations.by_fills_title").getByRole("listitem");
    await expect(byFills.first()).toContainText(fuel.stations.by_fills[0].name);

    // The drivers' latest reviews, and the vehicles' widgets that were there before.
    await expect(panel(page, t, "fleet.dashboard.reviews.title").getByRole("listitem").first()).toBeVisible();
    await expect(panel(page, t, "fleet.dashboard.vehicles.types_title").getByRole("listitem").first()).toBeVisible();
    await expect(panel(page, t, "fleet.dashboard.mobile_app.title")).toContainText(
      t("fleet.dashboard.mobile_app.print"),
    );

    // Balance and usage, read when the page has settled: the days of fuel left at the last 30 days' pace.
    const balance = panel(page, t, "fleet.dashboard.balance.title");
    const daysLeft = balance.getByRole("heading", { name: t("fleet.dashboard.usage.days_left") }).locator("..");
    await expect(daysLeft).toContainText(t("fleet.dashboard.usage.days", { count: usage.days_of_fuel_left }));
    await expect(panel(page, t, "fleet.dashboard.fuel_card.title")).toContainText(
      t("fleet.dashboard.fuel_card.merchant_id"),
    );

    // A top vehicle leads to its month's fills on the transactions screen.
    await vehicles.first().getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/fleet/transactions\\?.*vehicle_id=${fuel.top_vehicles[0]._id}`));
    await page.goBack();

    // The month before: the address names it, and the daily chart says which month it draws.
    const chooser = page.getByRole("textbox", { name: t("fleet.dashboard.month.label") });
    await chooser.click();
    await page.getByRole("option").nth(1).click();
    await expect(page).toHaveURL(/\/fleet\/dashboard\?month=\d{4}-\d{2}$/);
    const month = new URL(page.url()).searchParams.get("month")!;
    const daily = panel(page, t, "fleet.dashboard.consumption.daily_title");
    await expect(daily.getByText(await chooser.inputValue(), { exact: false })).toBeVisible();
    await expect(daily.locator(".recharts-bar-rectangle path").first()).toBeVisible();
    expect(month < fuel.month).toBe(true);
  });
}
