import { stationEndpoints, transactionEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { stationReviews } from "../../db/schema/index.js";
import { useTestApp } from "../../test/app.js";
import { buy, purchaseScene, type PurchaseScene } from "../../test/factories/fleet-purchase.js";
import { checkLedgerAfterEach } from "../../test/factories/ledger.js";
import { ATTENDANT_PASSWORD, createAttendant, createStation, type TestStation } from "../../test/factories/station.js";
import { invalidEnvelope, notFoundEnvelope, refusalEnvelope, UNAUTHENTICATED } from "../../test/refusals.js";

const t = useTestApp();
checkLedgerAfterEach(t);

const review = (station: TestStation, reference: string, body: Record<string, unknown>) =>
  t.api.call(stationEndpoints.review, {
    params: { reference },
    body: body as never,
    headers: { "x-terminal-key": station.key },
    withoutCsrf: true,
  });

const detailOf = async (scene: PurchaseScene, id: string) =>
  (await t.api.call(transactionEndpoints.get, { token: scene.company.token, params: { id } })).body.result!;

describe("POST /station/api/purchases/:reference/review", () => {
  it("answers 401 without the terminal's key or an attendant's session", async () => {
    const scene = await purchaseScene(t);
    const bought = await buy(t, scene, { dispensed: 20 });
    const res = await t.api.call(stationEndpoints.review, {
      params: { reference: bought.reference },
      body: { rating: 5 },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
    expect(await t.db.select().from(stationReviews)).toEqual([]);
  });

  it("answers 400 naming the field for a rating outside 1 to 5, not whole, or a comment over 500 characters", async () => {
    const scene = await purchaseScene(t);
    const bought = await buy(t, scene, { dispensed: 20 });
    expect((await review(scene.station, bought.reference, { rating: 6 })).body).toEqual(
      invalidEnvelope("rating: must be at most 5"),
    );
    expect((await review(scene.station, bought.reference, { rating: 0 })).body).toEqual(
      invalidEnvelope("rating: must be at least 1"),
    );
    expect((await review(scene.station, bought.reference, { rating: 4.5 })).status).toBe(400);
    expect((await review(scene.station, bought.reference, {})).body).toEqual(invalidEnvelope("rating: is required"));
    const long = await review(scene.station, bought.reference, { rating: 4, comment: "x".repeat(501) });
    expect(long.body).toEqual(invalidEnvelope("comment: is too long"));
    expect((await detailOf(scene, bought.id)).station_review).toBeNull();
  });

  it("answers 404 for another station's purchase and for one not completed (held, voided, declined)", async () => {
    const scene = await purchaseScene(t);
    const bought = await buy(t, scene, { dispensed: 20 });
    const elsewhere = await review(await createStation(t), bought.reference, { rating: 1 });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toEqual(notFoundEnvelope("Purchase"));
    const held = await buy(t, scene);
    const voided = await buy(t, scene, { isVoided: true });
    const declined = await buy(t, scene, { body: { tpin: "000000" } });
    for (const purchase of [held, voided, declined]) {
      const res = await review(scene.station, purchase.reference, { rating: 3 });
      expect(res.status).toBe(404);
    }
    expect(await t.db.select().from(stationReviews)).toEqual([]);
    // The held purchase is settled so the ledger's check finds no open hold past the test.
    await t.api.call(stationEndpoints.void, {
      params: { reference: held.reference },
      headers: { "x-terminal-key": scene.station.key, "idempotency-key": `${held.reference}:void` },
      withoutCsrf: true,
    });
  });

  it("records the driver's rating once, for the company that paid, and shows it on the transaction", async () => {
    const scene = await purchaseScene(t);
    const bought = await buy(t, scene, { dispensed: 20 });
    const res = await review(scene.station, bought.reference, { rating: 4, comment: "  Quick, but no air pump.  " });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ rating: 4, comment: "Quick, but no air pump." });

    const again = await review(scene.station, bought.reference, { rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refusalEnvelope(409, "This purchase already has the driver's review"));

    const [row] = await t.db.select().from(stationReviews).where(eq(stationReviews.purchaseId, bought.id));
    expect(row).toMatchObject({
      companyId: scene.company.companyId,
      stationId: scene.station.stationId,
      employeeId: scene.driver.employee.id,
      rating: 4,
    });
    expect((await detailOf(scene, bought.id)).station_review).toMatchObject({
      rating: 4,
      comment: "Quick, but no air pump.",
      created_at: expect.any(String),
    });
  });

  it("takes a review without a comment from an attendant signed in at the station", async () => {
    const scene = await purchaseScene(t);
    const bought = await buy(t, scene, { dispensed: 20 });
    const attendant = await createAttendant(t, scene.station.stationId);
    const login = await t.api.call(stationEndpoints.login, {
      body: { email: attendant.email, password: ATTENDANT_PASSWORD },
    });
    const res = await t.api.call(stationEndpoints.review, {
      token: login.body.result!.token,
      params: { reference: bought.reference },
      body: { rating: 5, comment: "" },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ rating: 5, comment: null });
  });
});
