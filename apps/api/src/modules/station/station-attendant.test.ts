import { stationEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { purchases, stations } from "../../db/schema/index.js";
import { useTestApp } from "../../test/app.js";
import { createCompany } from "../../test/factories/fleet.js";
import { checkLedgerAfterEach, fund } from "../../test/factories/ledger.js";
import { idempotencyKey } from "../../test/factories/ops.js";
import {
  ATTENDANT_PASSWORD,
  authoriseBody,
  createAttendant,
  createDriver,
  createStation,
} from "../../test/factories/station.js";

const t = useTestApp();
checkLedgerAfterEach(t);

const signIn = (email: string, password = ATTENDANT_PASSWORD) =>
  t.api.call(stationEndpoints.login, { body: { email, password } });

describe("an attendant on the terminal page", () => {
  it("signs in, sees the station and its prices, serves a driver under their own name, and signs out", async () => {
    const station = await createStation(t, { fuelTypes: ["petrol", "diesel"] });
    const attendant = await createAttendant(t, station.stationId);
    const res = await signIn(attendant.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.result!.terminal).toMatchObject({ terminal: "Asif Attendant" });
    expect(res.body.result!.terminal.prices.map((p) => p.fuel_type).sort()).toEqual(["diesel", "petrol"]);
    const token = res.body.result!.token;

    const company = await createCompany(t);
    await fund(t.db, company.companyId, 5_000_000);
    const driver = await createDriver(t, company.companyId);
    const body = authoriseBody(driver);
    const authorised = await t.api.call(stationEndpoints.authorise, {
      token,
      body,
      headers: { "idempotency-key": `${body.reference}:authorise` },
    });
    expect(authorised.body.result).toMatchObject({ approved: true });
    const [row] = await t.db.select().from(purchases).where(eq(purchases.reference, body.reference));
    expect(row).toMatchObject({ attendantId: attendant.id, terminalId: null, stationId: station.stationId });

    // The session is a browser's: a state change without the CSRF token is refused.
    const forged = await t.api.call(stationEndpoints.void, {
      token,
      params: { reference: body.reference },
      headers: { "idempotency-key": idempotencyKey() },
      withoutCsrf: true,
    });
    expect(forged.status).toBe(403);
    expect((await t.api.call(stationEndpoints.logout, { token })).status).toBe(200);
    expect((await t.api.call(stationEndpoints.terminal, { token })).status).toBe(401);
  });

  it("refuses a wrong password, a switched-off attendant and an attendant of an inactive station", async () => {
    const station = await createStation(t);
    const attendant = await createAttendant(t, station.stationId);
    const wrong = await signIn(attendant.email, "not-the-password");
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe("invalid_credentials");
    const off = await createAttendant(t, station.stationId, false);
    expect((await signIn(off.email)).status).toBe(401);
    const token = (await signIn(attendant.email)).body.result!.token;
    await t.db.update(stations).set({ status: "inactive" }).where(eq(stations.id, station.stationId));
    expect((await signIn(attendant.email)).status).toBe(401);
    expect((await t.api.call(stationEndpoints.terminal, { token })).status).toBe(401);
  });

  it("refuses a sign-in with a malformed body", async () => {
    const res = await t.api.call(stationEndpoints.login, { body: { email: "not-an-email", password: "" } });
    expect(res.status).toBe(400);
  });
});
