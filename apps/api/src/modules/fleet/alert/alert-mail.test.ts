import { opsTopUpEndpoints, type FleetAlertKind } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, purchases, stations } from "../../../db/schema/index.js";
import { createMailer } from "../../../platform/mail.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany } from "../../../test/factories/fleet.js";
import { buy, purchaseScene } from "../../../test/factories/fleet-purchase.js";
import { checkLedgerAfterEach, fund, spend, topUpOf } from "../../../test/factories/ledger.js";
import { createOpsUser, idempotencyKey } from "../../../test/factories/ops.js";
import { authoriseBody, createDriver, createStation, stationCall } from "../../../test/factories/station.js";
import { mailsTo } from "../../../test/mail.js";
import { watchLowBalance } from "../top-up/low-balance.js";

const t = useTestApp();
checkLedgerAfterEach(t);

const LINK = "http://localhost:3000/fleet/balance";

const switchOff = (companyId: string, alertsOff: FleetAlertKind[]) =>
  t.db.update(companies).set({ alertsOff }).where(eq(companies.id, companyId));

const stationName = async (stationId: string) =>
  (await t.db.select({ name: stations.name }).from(stations).where(eq(stations.id, stationId)))[0]!.name;

const purchaseByReference = async (reference: string) =>
  (await t.db.select().from(purchases).where(eq(purchases.reference, reference)))[0]!;

describe("the mail of a declined purchase", () => {
  it("goes once to the company's e-mail with the vehicle, driver, station, the reason and a link", async () => {
    const scene = await purchaseScene(t);
    const body = authoriseBody(scene.driver, { tpin: "0000" });
    const call = stationCall(t, scene.station);
    const res = await call.authorise(body);
    expect(res.body.result).toMatchObject({ approved: false, decline: "pin_invalid" });
    // The station asks again with the same key: the same answer, no second mail.
    expect((await call.authorise(body)).body).toEqual(res.body);

    const purchase = await purchaseByReference(body.reference);
    const mails = await mailsTo(t, scene.company.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe("A fuel purchase was declined: Wrong T-PIN");
    expect(mail!.text).toContain(`Vehicle: ${scene.driver.vehicle.plateNo}`);
    expect(mail!.text).toContain(`Driver: ${scene.driver.employee.name}`);
    expect(mail!.text).toContain(`Station: ${await stationName(scene.station.stationId)}`);
    expect(mail!.text).toContain(`${t.config.publicUrl}/fleet/transactions/${purchase.id}`);
  });

  it("names the cycle of the limit reached", async () => {
    const company = await createCompany(t);
    await fund(t.db, company.companyId, 5_000_000);
    const driver = await createDriver(t, company.companyId, { rule: { fuelLimitLitres: 30, cycle: "weekly" } });
    const res = await stationCall(t, await createStation(t)).authorise(authoriseBody(driver, { litres: 40 }));
    expect(res.body.result).toMatchObject({ approved: false });
    const [mail] = await mailsTo(t, company.email);
    expect(mail!.subject).toBe("A fuel purchase was declined: Weekly litres limit reached");
  });

  it("is not written when the company switched it off, and the decline is still recorded and answered", async () => {
    const scene = await purchaseScene(t);
    await switchOff(scene.company.companyId, ["purchase_declined"]);
    const body = authoriseBody(scene.driver, { tpin: "0000" });
    const res = await stationCall(t, scene.station).authorise(body);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ approved: false, status: "declined", decline: "pin_invalid" });
    expect(await purchaseByReference(body.reference)).toMatchObject({
      status: "declined",
      declineReason: "pin_invalid",
    });
    expect(await mailsTo(t, scene.company.email)).toEqual([]);
  });

  it("is not written for an approval", async () => {
    const scene = await purchaseScene(t);
    await buy(t, scene, { dispensed: 20 });
    expect(await mailsTo(t, scene.company.email)).toEqual([]);
  });
});

describe("the mail of a flagged purchase", () => {
  it("goes once when a completed purchase carries flags, with the flags and a link", async () => {
    const scene = await purchaseScene(t);
    await buy(t, scene, { dispensed: 20 });
    expect(await mailsTo(t, scene.company.email)).toEqual([]);
    const second = await buy(t, scene, { dispensed: 20 });
    const mails = await mailsTo(t, scene.company.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("A fuel purchase deserves a look");
    expect(mails[0]!.text).toContain("Flag: Refilled within two hours of the last fill");
    expect(mails[0]!.text).toContain(`Vehicle: ${scene.driver.vehicle.plateNo}`);
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/fleet/transactions/${second.id}`);
  });

  it("is not written when the company switched it off, and the purchase completes with its flags", async () => {
    const scene = await purchaseScene(t);
    await switchOff(scene.company.companyId, ["purchase_flagged"]);
    await buy(t, scene, { dispensed: 20 });
    const second = await buy(t, scene, { dispensed: 20 });
    expect(await purchaseByReference(second.reference)).toMatchObject({
      status: "completed",
      flags: ["quick_refill"],
    });
    expect(await mailsTo(t, scene.company.email)).toEqual([]);
  });
});

describe("the existing alerts' mails, switched off", () => {
  it("low balance: no mail, and the fall below the level is still recorded", async () => {
    const company = await createCompany(t);
    await switchOff(company.companyId, ["low_balance"]);
    await t.db.update(companies).set({ lowBalanceThreshold: 500_00 }).where(eq(companies.id, company.companyId));
    await fund(t.db, company.companyId, 1_000_00);
    await spend(t.db, company.companyId, 600_00);
    await watchLowBalance(t.db, createMailer(t.db, t.config, t.app.log), LINK, company.companyId);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.companyId));
    expect(row!.lowBalanceAlertedAt).not.toBeNull();
    expect(await mailsTo(t, company.email)).toEqual([]);
  });

  it("top-up decided: no mail for an approval or a rejection", async () => {
    const company = await createCompany(t);
    await switchOff(company.companyId, ["top_up_decided"]);
    const admin = await createOpsUser(t);
    const headers = () => ({ "idempotency-key": idempotencyKey() });
    const params = (id: string) => ({ companyId: company.companyId, id });
    const first = await topUpOf(t.db, company.companyId, 1_000_00);
    const second = await topUpOf(t.db, company.companyId, 2_000_00);
    const approved = await t.api.call(opsTopUpEndpoints.approve, {
      token: admin.token,
      params: params(first),
      headers: headers(),
    });
    expect(approved.status).toBe(200);
    const rejected = await t.api.call(opsTopUpEndpoints.reject, {
      token: admin.token,
      params: params(second),
      body: { reason: "The slip is unreadable" },
      headers: headers(),
    });
    expect(rejected.status).toBe(200);
    expect(await mailsTo(t, company.email)).toEqual([]);
  });
});
