import { topUpEndpoints, transactionEndpoints as endpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { purchases } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { addDriver, buy, purchaseScene } from "../../../test/factories/fleet-purchase.js";
import { checkLedgerAfterEach } from "../../../test/factories/ledger.js";
import { createStation } from "../../../test/factories/station.js";
import { fleetRefusals } from "../../../test/refusals.js";

const t = useTestApp();
checkLedgerAfterEach(t);

const detailOf = async (token: string, id: string) => {
  const res = await t.api.call(endpoints.get, { token, params: { id } });
  expect(res.status).toBe(200);
  return res.body.result!;
};

const postedOf = async (token: string) => (await t.api.call(topUpEndpoints.balance, { token })).body.result!.posted;

describe("GET /fueling/api/transactions/:id", () => {
  fleetRefusals.itRefusesLikeEveryGet(t, endpoints.get, {
    entity: "Purchase",
    permission: "transactions.view",
    permissions: ["balance.view", "vehicles.view", "employees.view"],
    // A declined purchase: a wrong T-PIN needs no money in the wallet.
    create: async (companyId) => {
      const scene = { driver: await addDriver(t, companyId), station: await createStation(t) };
      return (await buy(t, scene, { body: { tpin: "0000" } })).id;
    },
  });

  it("shows a completed purchase's history: the hold, how it ended, and transfers that are the wallet's debit", async () => {
    const scene = await purchaseScene(t);
    const token = scene.company.token;
    const before = await postedOf(token);
    const bought = await buy(t, scene, { litres: 30, dispensed: 24 });
    const paid = before - (await postedOf(token));
    const detail = await detailOf(token, bought.id);
    expect(detail).toMatchObject({
      _id: bought.id,
      status: "completed",
      litres: 24,
      requested_litres: 30,
      requested_amount: null,
      rule: { _id: scene.driver.rule.id, name: scene.driver.rule.name, subject: "employee" },
      odometer_photo_id: null,
      pump_photo_id: null,
    });
    expect(detail.total).toBeCloseTo(paid, 2);
    expect(detail.hold).toMatchObject({ outcome: "completed" });
    expect(detail.hold!.posted_amount).toBeCloseTo(paid, 2);
    // 30 L held at 250.00 with commission and tax; 24 L posted.
    expect(detail.hold!.amount).toBeGreaterThan(paid);
    expect(Date.parse(detail.hold!.expires_at)).toBeGreaterThan(Date.parse(detail.created_at));

    const kinds = detail.transfers.map((transfer) => [transfer.kind, transfer.from_account, transfer.to_account]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ["fuel", "wallet", "station_payable"],
        ["commission", "wallet", "commission_revenue"],
      ]),
    );
    // Fuel first, as a receipt reads: 24 L at 250.00.
    expect(detail.transfers[0]).toMatchObject({ kind: "fuel", amount: 6_000 });
    const sum = detail.transfers.reduce((total, transfer) => total + transfer.amount, 0);
    expect(sum).toBeCloseTo(paid, 2);
    expect(sum).toBeCloseTo(detail.fuel_amount! + detail.commission! + detail.tax!, 2);
  });

  it("shows a voided purchase's hold given back, and an unreleased lapsed hold as expired, without transfers", async () => {
    const scene = await purchaseScene(t);
    const voided = await buy(t, scene, { isVoided: true });
    expect(await detailOf(scene.company.token, voided.id)).toMatchObject({
      status: "voided",
      hold: { outcome: "voided", posted_amount: 0 },
      transfers: [],
    });
    const lapsed = await buy(t, scene);
    await t.db
      .update(purchases)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(purchases.id, lapsed.id));
    expect(await detailOf(scene.company.token, lapsed.id)).toMatchObject({
      status: "expired",
      hold: { outcome: null, posted_amount: null, resolved_at: null },
      transfers: [],
    });
  });

  it("shows the rule's cycle as the pump counted it for each purchase: the fuelings and litres before it", async () => {
    const scene = await purchaseScene(t);
    const token = scene.company.token;
    const first = await buy(t, scene, { litres: 30, dispensed: 24 });
    // A voided purchase gives its litres back: the next one is not counted against them.
    await buy(t, scene, { isVoided: true });
    const second = await buy(t, scene, { litres: 20, dispensed: 20 });
    const then = (await detailOf(token, first.id)).usage_then;
    expect(then).toMatchObject({ mode: "recurring", fuelings_that_day: 0, used: 0, limit: 1000 });
    expect((await detailOf(token, second.id)).usage_then).toMatchObject({
      mode: "recurring",
      cycle_start: then!.cycle_start,
      fuelings_that_day: 1,
      used: 24,
      limit: 1000,
    });
  });

  it("shows a declined purchase's exact reason, with no hold and no money", async () => {
    const scene = await purchaseScene(t);
    for (let i = 0; i < 3; i += 1) await buy(t, scene, { body: { tpin: "0000" } });
    const locked = await buy(t, scene);
    expect(await detailOf(scene.company.token, locked.id)).toMatchObject({
      status: "declined",
      decline_reason: "pin_locked",
      hold: null,
      transfers: [],
      total: null,
      account_from: null,
    });
  });
});
