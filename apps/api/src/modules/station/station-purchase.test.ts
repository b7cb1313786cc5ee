import { serviceFeeEndpoints, stationEndpoints, topUpEndpoints } from "@pitlane/domain";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { ledgerAccounts, ledgerTransfers, purchases, stationTerminals, vehicles } from "../../db/schema/index.js";
import { useTestApp } from "../../test/app.js";
import { createCompany } from "../../test/factories/fleet.js";
import { checkLedgerAfterEach, fund } from "../../test/factories/ledger.js";
import { authoriseBody, createDriver, createStation, PRICE, stationCall } from "../../test/factories/station.js";
import { multipartBody, TINY_PNG } from "../../test/factories/upload.js";
import { mailsTo } from "../../test/mail.js";
import { fleetUploadEndpoints } from "@pitlane/domain";

const t = useTestApp();
checkLedgerAfterEach(t);

/** A funded company with a driver ready at the pump, and a station. */
async function atThePump(funds = 5_000_000) {
  const company = await createCompany(t);
  await fund(t.db, company.companyId, funds);
  const driver = await createDriver(t, company.companyId);
  const station = await createStation(t);
  return { company, driver, station, call: stationCall(t, station) };
}

const balanceOf = async (token: string) => (await t.api.call(topUpEndpoints.balance, { token })).body.result!;

const purchaseRow = async (reference: string) => {
  const [row] = await t.db.select().from(purchases).where(eq(purchases.reference, reference));
  return row!;
};

describe("POST /station/api/purchases/authorise, complete and void", () => {
  it("serves a driver end to end: a hold of fuel, commission and tax, then the litres the pump gave", async () => {
    const { company, driver, station, call } = await atThePump();
    const body = authoriseBody(driver);
    const authorised = await call.authorise(body);
    expect(authorised.status).toBe(200);
    expect(authorised.body.result).toMatchObject({
      reference: body.reference,
      approved: true,
      status: "held",
      decline: null,
      unit_price: 250,
      litres_authorised: 40,
      amount_authorised: 10_000,
      currency: "PKR",
    });
    // The service fee the company's settings show, in percent: commission, and the tax on it.
    const fee = (await t.api.call(serviceFeeEndpoints.get, { token: company.token })).body.result!;
    const rates = { commissionBp: Math.round(fee.commission * 100), taxBp: Math.round(fee.tax * 100) };
    const commission = Math.round((1_000_000 * rates.commissionBp) / 10_000);
    const tax = Math.round((commission * rates.taxBp) / 10_000);
    const held = await balanceOf(company.token);
    expect(held.available).toBeCloseTo(50_000 - (1_000_000 + commission + tax) / 100, 2);

    const completed = await call.complete(body.reference, 32.5);
    expect(completed.status).toBe(200);
    expect(completed.body.result).toMatchObject({ status: "completed", litres: 32.5, amount: 8_125 });
    // 32.5 L at 250.00 is 8,125.00 of fuel; the commission and its tax come from the wallet too.
    const fuel = 812_500;
    const paidCommission = Math.round((fuel * rates.commissionBp) / 10_000);
    const paidTax = Math.round((paidCommission * rates.taxBp) / 10_000);
    const after = await balanceOf(company.token);
    expect(after.available).toBeCloseTo(50_000 - (fuel + paidCommission + paidTax) / 100, 2);
    expect(after.on_hold).toBe(0);

    const row = await purchaseRow(body.reference);
    const transfers = await t.db
      .select({ kind: ledgerTransfers.kind, amount: ledgerTransfers.amount, credit: ledgerAccounts.kind })
      .from(ledgerTransfers)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.creditAccountId))
      .where(and(eq(ledgerTransfers.companyId, company.companyId), eq(ledgerTransfers.holdId, row.holdId!)));
    expect(transfers).toEqual(
      expect.arrayContaining([
        { kind: "fuel", amount: fuel, credit: "station_payable" },
        { kind: "commission", amount: paidCommission, credit: "commission_revenue" },
        ...(paidTax > 0 ? [{ kind: "tax", amount: paidTax, credit: "tax_payable" }] : []),
      ]),
    );
    expect(row).toMatchObject({ stationId: station.stationId, employeeId: driver.employee.id, unitPrice: PRICE });
    const [vehicle] = await t.db.select().from(vehicles).where(eq(vehicles.id, driver.vehicle.id));
    expect(vehicle!.currentOdometer).toBe(body.odometer);
  });

  it("buys for an amount: the litres it pays for at the station's price", async () => {
    const { driver, call } = await atThePump();
    const { litres: _, ...rest } = authoriseBody(driver);
    const res = await call.authorise({ ...rest, amount: 5_000 });
    expect(res.body.result).toMatchObject({ approved: true, litres_authorised: 20, amount_authorised: 5_000 });
  });

  it("answers a retried request with the first answer, and refuses the key with another body", async () => {
    const { company, driver, call } = await atThePump();
    const body = authoriseBody(driver);
    const first = await call.authorise(body);
    const again = await call.authorise(body);
    expect(again.status).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body).toEqual(first.body);
    const holds = await t.db.select().from(purchases).where(eq(purchases.companyId, company.companyId));
    expect(holds).toHaveLength(1);
    const other = await call.authorise({ ...body, litres: 10 });
    expect(other.status).toBe(400);
    expect(other.body.code).toBe("idempotency_key_reused");
    // The same reference under a new key is another purchase the station already named.
    const reused = await call.authorise(body, "another-key");
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe("purchase_reference_taken");

    const completion = await call.complete(body.reference, 40, "done-1");
    const retried = await call.complete(body.reference, 40, "done-1");
    expect(retried.body).toEqual(completion.body);
    const debits = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.companyId, company.companyId), eq(ledgerTransfers.kind, "fuel")));
    expect(debits[0]!.n).toBe(1);
  });

  it("voids a purchase before fuel is given: the whole hold comes back, and it cannot be completed after", async () => {
    const { company, driver, call } = await atThePump();
    const body = authoriseBody(driver);
    await call.authorise(body);
    const voided = await call.void(body.reference);
    expect(voided.body.result).toMatchObject({ status: "voided" });
    expect((await balanceOf(company.token)).available).toBe(50_000);
    const late = await call.complete(body.reference, 10);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("purchase_resolved");
    expect((await call.void(body.reference)).body.code).toBe("purchase_resolved");
  });

  it("refuses to complete with more litres than authorised, and changes nothing", async () => {
    const { company, driver, call } = await atThePump();
    const body = authoriseBody(driver, { litres: 20 });
    await call.authorise(body);
    const before = await balanceOf(company.token);
    const res = await call.complete(body.reference, 20.001);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("litres_above_authorised");
    expect(await balanceOf(company.token)).toEqual(before);
    expect((await call.get(body.reference)).body.result).toMatchObject({ status: "held" });
  });

  it("releases an expired hold before the next check: its fueling and its money count no more", async () => {
    const { company, driver, call } = await atThePump();
    const first = authoriseBody(driver, { litres: 30 });
    await call.authorise(first);
    // The only fueling of the day is held; then its time passes without a completion.
    await t.db.execute(sql`update fuel_rules set fuelings_per_day = 1 where id = ${driver.rule.id}`);
    expect((await call.authorise(authoriseBody(driver))).body.result).toMatchObject({ approved: false });
    await t.db
      .update(purchases)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(purchases.reference, first.reference));
    const second = await call.authorise(authoriseBody(driver, { odometer: first.odometer + 50 }));
    expect(second.body.result).toMatchObject({ approved: true });
    expect((await purchaseRow(first.reference)).status).toBe("expired");
    const balance = await balanceOf(company.token);
    expect(balance.posted).toBe(50_000);
  });
});

describe("the company's low-balance alert", () => {
  it("mails once when a hold at the pump takes the available balance below the company's level", async () => {
    const { company, driver, call } = await atThePump();
    await t.api.call(topUpEndpoints.setLowBalance, { token: company.token, body: { threshold: 45_000 } });
    const before = (await mailsTo(t, company.email)).length;
    await call.authorise(authoriseBody(driver, { litres: 10 }));
    await call.authorise(authoriseBody(driver, { litres: 30, odometer: driver.vehicle.currentOdometer + 200 }));
    // The mail goes out once the answer is sent: wait for it. Only the second purchase crossed the level.
    await vi.waitFor(async () => expect((await mailsTo(t, company.email)).length).toBe(before + 1));
    expect((await balanceOf(company.token)).is_low).toBe(true);
  });
});

describe("the station's key", () => {
  it("refuses a request without a key, with an unknown or a revoked key, or from an inactive station", async () => {
    const { driver, station } = await atThePump();
    const body = authoriseBody(driver);
    const bare = await t.api.call(stationEndpoints.authorise, { body, headers: { "idempotency-key": "k1" } });
    expect(bare.status).toBe(401);
    const wrong = await t.api.call(stationEndpoints.authorise, {
      body,
      headers: { "idempotency-key": "k1", "x-terminal-key": "pt_not-a-key" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe("terminal_key_invalid");
    await t.db
      .update(stationTerminals)
      .set({ revokedAt: new Date() })
      .where(eq(stationTerminals.id, station.terminalId));
    expect((await stationCall(t, station).authorise(body)).status).toBe(401);
    const closed = await createStation(t, { status: "inactive" });
    const res = await stationCall(t, closed).authorise(authoriseBody(driver));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("station_inactive");
    expect(await t.db.select().from(purchases).where(eq(purchases.vehicleId, driver.vehicle.id))).toEqual([]);
  });

  it("takes a point of sale's request without cookies or CSRF token", async () => {
    const { driver, station } = await atThePump();
    const res = await t.app.inject({
      method: "POST",
      url: stationEndpoints.authorise.path,
      headers: { "x-terminal-key": station.key, "idempotency-key": "pos-1", "content-type": "application/json" },
      payload: JSON.stringify(authoriseBody(driver)),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.approved).toBe(true);
  });

  it("finds nothing of another station's purchases by their reference", async () => {
    const { driver, call } = await atThePump();
    const body = authoriseBody(driver);
    await call.authorise(body);
    const other = stationCall(t, await createStation(t));
    expect((await other.get(body.reference)).status).toBe(404);
    expect((await other.void(body.reference)).status).toBe(404);
    expect((await call.get(body.reference)).body.result).toMatchObject({ status: "held" });
  });
});

describe("bad input at the pump", () => {
  it("refuses litres and an amount together, neither, a fourth decimal, a bad T-PIN or an unknown vehicle", async () => {
    const { driver, call } = await atThePump();
    const both = await call.authorise(authoriseBody(driver, { amount: 100 }));
    expect(both.status).toBe(400);
    expect(both.body.code).toBe("litres_or_amount");
    const { litres: _, ...neither } = authoriseBody(driver);
    expect((await call.authorise(neither)).body.code).toBe("litres_or_amount");
    expect((await call.authorise(authoriseBody(driver, { litres: 1.0005 }))).body.code).toBe("litres");
    expect((await call.authorise(authoriseBody(driver, { tpin: "12" }))).body.code).toBe("tpin_format");
    expect((await call.authorise(authoriseBody(driver, { fuel_type: "kerosene" }))).status).toBe(400);
    const unknown = await call.authorise(authoriseBody(driver, { vehicle: "no-such-token" }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("station_vehicle_not_found");
    expect((await call.authorise(authoriseBody(driver), null)).body.code).toBe("idempotency_key_required");
    expect(await t.db.select().from(purchases).where(eq(purchases.vehicleId, driver.vehicle.id))).toEqual([]);
  });
});

describe("GET /station/api/vehicles", () => {
  it("finds a vehicle by QR token, and by a plate two companies share, naming each company", async () => {
    const { driver, call } = await atThePump();
    const byQr = await call.vehicles(driver.vehicle.qrToken);
    expect(byQr.body.result).toEqual([
      expect.objectContaining({
        vehicle: driver.vehicle.qrToken,
        car_id: driver.vehicle.carId,
        fuel_types: ["petrol"],
      }),
    ]);
    const other = await createCompany(t);
    const twin = await createDriver(t, other.companyId, { vehicle: { plateNo: driver.vehicle.plateNo.toLowerCase() } });
    const byPlate = await call.vehicles(driver.vehicle.plateNo);
    expect(byPlate.body.result!.map((v) => v.vehicle).sort()).toEqual(
      [driver.vehicle.qrToken, twin.vehicle.qrToken].sort(),
    );
    expect((await call.vehicles("NOTHING-LIKE-IT")).body.result).toEqual([]);
  });
});

describe("POST /station/api/purchases/:reference/photos/:kind", () => {
  const sendPhoto = (key: string, reference: string, kind: string, bytes = TINY_PNG) => {
    const { payload, contentType } = multipartBody({ bytes });
    return t.app.inject({
      method: "POST",
      url: `/station/api/purchases/${reference}/photos/${kind}`,
      headers: { "x-terminal-key": key, "content-type": contentType },
      payload,
    });
  };

  it("keeps the odometer's and the pump's photos as the company's images, and nothing for a voided purchase", async () => {
    const { company, driver, station, call } = await atThePump();
    const body = authoriseBody(driver);
    await call.authorise(body);
    expect((await sendPhoto(station.key, body.reference, "odometer")).statusCode).toBe(200);
    await call.complete(body.reference, 30);
    const res = await sendPhoto(station.key, body.reference, "pump");
    expect(res.json().result.photos).toEqual({ odometer: true, pump: true });
    const row = await purchaseRow(body.reference);
    const image = await t.app.inject({
      method: "GET",
      url: fleetUploadEndpoints.getImage.path.replace(":id", row.pumpPhotoId!),
      headers: { authorization: `Bearer ${company.token}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");

    expect((await sendPhoto(station.key, body.reference, "dashboard")).statusCode).toBe(400);
    expect((await sendPhoto(station.key, body.reference, "pump", Buffer.from("not an image"))).statusCode).toBe(400);
    const voided = authoriseBody(driver, { odometer: body.odometer + 10 });
    await call.authorise(voided);
    await call.void(voided.reference);
    const late = await sendPhoto(station.key, voided.reference, "pump");
    expect(late.statusCode).toBe(409);
    expect((await purchaseRow(voided.reference)).pumpPhotoId).toBeNull();
  });
});
