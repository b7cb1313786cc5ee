import { fleetAlertEndpoints, type FleetAlertDto } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, purchases } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { buy, purchaseScene, type PurchaseScene } from "../../../test/factories/fleet-purchase.js";
import { checkLedgerAfterEach, DECIDER, topUpOf } from "../../../test/factories/ledger.js";
import { rejectTopUp } from "../top-up/top-up-decisions.js";
import { fleetRefusals } from "../../../test/refusals.js";

const t = useTestApp();
checkLedgerAfterEach(t);
const { itRefusesWithoutSession, itRefusesWithoutPermission } = fleetRefusals;
const { feed } = fleetAlertEndpoints;

const feedOf = async (token: string, limit?: number) => {
  const res = await t.api.call(feed, { token, query: limit ? { limit } : {} });
  expect(res.status).toBe(200);
  return res.body.result!;
};
const kindsOf = (alerts: FleetAlertDto[]) => alerts.map((alert) => alert.kind).sort();

/**
 * A company with one of each alert: the top-up that funded it (approved), a rejected one, a fill
 * and a quick refill (flagged), a wrong T-PIN (declined), and a level above what is left (fallen below
 * it now, as the low-balance watch records).
 */
async function alertedScene(): Promise<PurchaseScene & { declinedId: string; flaggedId: string }> {
  const scene = await purchaseScene(t);
  const rejected = await topUpOf(t.db, scene.company.companyId, 300_00);
  await t.db.transaction((tx) => rejectTopUp(tx, scene.company.companyId, rejected, DECIDER, "Unreadable slip"));
  await buy(t, scene, { dispensed: 20 });
  const flagged = await buy(t, scene, { dispensed: 20 });
  const declined = await buy(t, scene, { body: { tpin: "0000" } });
  await t.db
    .update(companies)
    .set({ lowBalanceThreshold: 100_000_00, lowBalanceAlertedAt: new Date() })
    .where(eq(companies.id, scene.company.companyId));
  return { ...scene, declinedId: declined.id, flaggedId: flagged.id };
}

describe("GET /fueling/api/alerts", () => {
  itRefusesWithoutSession(t, feed);

  itRefusesWithoutPermission(t, feed, {
    title: "answers 403 for a user without dashboard.view",
    permissions: ["transactions.view", "balance.view", "company_settings.view"],
  });

  it("lists each kind of alert, newest first, with what its line shows", async () => {
    const scene = await alertedScene();
    const alerts = await feedOf(scene.company.token);
    expect(kindsOf(alerts)).toEqual([
      "low_balance",
      "purchase_declined",
      "purchase_flagged",
      "top_up_decided",
      "top_up_decided",
    ]);
    expect([...alerts].sort((a, b) => b.at.localeCompare(a.at))).toEqual(alerts);
    const { vehicle, employee } = scene.driver;
    expect(alerts.find((alert) => alert.kind === "purchase_declined")).toEqual({
      kind: "purchase_declined",
      at: expect.any(String),
      purchase_id: scene.declinedId,
      reference: expect.any(String),
      plate_no: vehicle.plateNo,
      employee_name: employee.name,
      station_name: expect.stringMatching(/^Station /),
      decline_reason: "pin_invalid",
      rule_cycle: null,
    });
    expect(alerts.find((alert) => alert.kind === "purchase_flagged")).toMatchObject({
      purchase_id: scene.flaggedId,
      plate_no: vehicle.plateNo,
      flags: ["quick_refill"],
    });
    expect(alerts.filter((alert) => alert.kind === "top_up_decided")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: "approved", amount: 50_000, currency: "PKR", reason: null }),
        expect.objectContaining({ status: "rejected", amount: 300, slip_number: "SLIP-1", reason: "Unreadable slip" }),
      ]),
    );
    expect(alerts.find((alert) => alert.kind === "low_balance")).toMatchObject({
      threshold: 100_000,
      currency: "PKR",
      available: expect.any(Number),
    });
  });

  it("hides the kinds the company switched off, and a flagged purchase once reviewed", async () => {
    const scene = await alertedScene();
    await t.db
      .update(companies)
      .set({ alertsOff: ["purchase_declined", "low_balance"] })
      .where(eq(companies.id, scene.company.companyId));
    expect(kindsOf(await feedOf(scene.company.token))).toEqual([
      "purchase_flagged",
      "top_up_decided",
      "top_up_decided",
    ]);
    await t.db
      .update(purchases)
      .set({ review: "explained", reviewNote: "Two tanks" })
      .where(eq(purchases.id, scene.flaggedId));
    expect(kindsOf(await feedOf(scene.company.token))).toEqual(["top_up_decided", "top_up_decided"]);
  });

  it("never shows another company's alerts", async () => {
    const mine = await purchaseScene(t);
    const other = await alertedScene();
    const alerts = await feedOf(mine.company.token);
    expect(kindsOf(alerts)).toEqual(["top_up_decided"]);
    expect(JSON.stringify(alerts)).not.toContain(other.declinedId);
  });

  it("gives the latest `limit` only", async () => {
    const scene = await alertedScene();
    const all = await feedOf(scene.company.token);
    expect(await feedOf(scene.company.token, 2)).toEqual(all.slice(0, 2));
  });
});
