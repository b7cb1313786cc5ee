import { fleetDashboardEndpoints as endpoints, monthOf, toMajor, topUpEndpoints } from "@pitlane/domain";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { purchases } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { rateStation } from "../../../test/factories/fleet-dashboard.js";
import { addDriver, buy, purchaseScene, type Purchase } from "../../../test/factories/fleet-purchase.js";
import { checkLedgerAfterEach } from "../../../test/factories/ledger.js";
import { fleetRefusals } from "../../../test/refusals.js";

const t = useTestApp();
checkLedgerAfterEach(t);
const { itRefusesWithoutSession, itRefusesWithoutPermission } = fleetRefusals;

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

const madeAt = (bought: Purchase, at: Date) =>
  t.db.update(purchases).set({ createdAt: at, resolvedAt: at }).where(eq(purchases.id, bought.id));

/** What the wallet paid for these purchases, in minor units. */
async function paidFor(bought: Purchase[]) {
  if (bought.length === 0) return 0;
  const ids = bought.map((p) => p.id);
  const rows = await t.db.select().from(purchases).where(inArray(purchases.id, ids));
  return rows.reduce((sum, p) => sum + p.fuelAmount! + p.commissionAmount! + p.taxAmount!, 0);
}

describe("GET /fueling/api/dashboard/usage", () => {
  itRefusesWithoutSession(t, endpoints.usage);
  itRefusesWithoutPermission(t, endpoints.usage, {
    title: "answers 403 for a user without dashboard.view",
    permissions: ["balance.add"],
  });

  it("gives no days of fuel left to a company that spent nothing in 30 days", async () => {
    const scene = await purchaseScene(t);
    const res = await t.api.call(endpoints.usage, { token: scene.company.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      available: 50_000,
      spent_this_month: 0,
      spent_last_30_days: 0,
      average_daily_spend: 0,
      days_of_fuel_left: null,
    });
  });

  it("divides what is available by the last 30 days' average daily spending, and counts no other company", async () => {
    const scene = await purchaseScene(t);
    // Bought in the order of their days, so the vehicle's readings go up with time.
    const fortyDaysAgo = await buy(t, scene, { litres: 20, dispensed: 20 });
    await madeAt(fortyDaysAgo, daysAgo(40));
    const tenDaysAgo = await buy(t, scene, { litres: 35, dispensed: 35 });
    await madeAt(tenDaysAgo, daysAgo(10));
    const today = await buy(t, scene, { litres: 30, dispensed: 30 });
    const elsewhere = await purchaseScene(t);
    await buy(t, elsewhere, { litres: 40, dispensed: 40 });

    const lastDays = await paidFor([today, tenDaysAgo]);
    const zone = "Asia/Karachi";
    const thisMonth = await paidFor(
      monthOf(zone, daysAgo(10)) === monthOf(zone, new Date()) ? [today, tenDaysAgo] : [today],
    );
    const balance = (await t.api.call(topUpEndpoints.balance, { token: scene.company.token })).body.result;
    const available = Math.round(balance.available * 100);
    expect(available).toBe(5_000_000 - (await paidFor([today, tenDaysAgo, fortyDaysAgo])));

    const res = await t.api.call(endpoints.usage, { token: scene.company.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      available: balance.available,
      spent_this_month: toMajor(thisMonth),
      spent_last_30_days: toMajor(lastDays),
      average_daily_spend: toMajor(Math.round(lastDays / 30)),
      days_of_fuel_left: Math.floor((available * 30) / lastDays),
    });
    // 65 L at 250.00 and their commission in 30 days, some 550.00 a day; some 33,000.00 left lasts about 60 days.
    expect(res.body.result.days_of_fuel_left).toBeGreaterThan(50);
    expect(res.body.result.days_of_fuel_left).toBeLessThan(70);
  });
});

describe("GET /fueling/api/dashboard/reviews", () => {
  itRefusesWithoutSession(t, endpoints.reviews);
  itRefusesWithoutPermission(t, endpoints.reviews, {
    title: "answers 403 for a user without dashboard.view",
    permissions: ["transactions.view"],
  });

  it("shows a company with no ratings none", async () => {
    const scene = await purchaseScene(t);
    const res = await t.api.call(endpoints.reviews, { token: scene.company.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([]);
  });

  it("lists the drivers' five latest ratings, newest first, with station and driver, and none of another company", async () => {
    const scene = await purchaseScene(t);
    const second = await addDriver(t, scene.company.companyId);
    const ratings = [5, 4, 2, 3, 1, 5];
    for (const [i, rating] of ratings.entries()) {
      const driver = i % 2 === 0 ? scene.driver : second;
      const bought = await buy(t, { driver, station: scene.station }, { litres: 10, dispensed: 10 });
      await rateStation(t, bought.id, {
        rating,
        comment: rating <= 2 ? "Slow queue" : null,
        at: daysAgo(ratings.length - i),
      });
    }
    const elsewhere = await purchaseScene(t);
    await rateStation(t, (await buy(t, elsewhere, { litres: 10, dispensed: 10 })).id, { rating: 1, at: new Date() });

    const res = await t.api.call(endpoints.reviews, { token: scene.company.token });
    expect(res.status).toBe(200);
    const reviews = res.body.result;
    expect(reviews.map((r) => r.rating)).toEqual([5, 1, 3, 2, 4]);
    expect(reviews.map((r) => r.employee_name)).toEqual([
      second.employee.name,
      scene.driver.employee.name,
      second.employee.name,
      scene.driver.employee.name,
      second.employee.name,
    ]);
    expect(reviews[3]).toMatchObject({ comment: "Slow queue", station_name: expect.stringMatching(/^Station /) });
    expect(new Date(reviews[0]!.created_at).getTime()).toBeGreaterThan(new Date(reviews[1]!.created_at).getTime());
  });
});
