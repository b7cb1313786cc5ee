import { transactionEndpoints as endpoints } from "@pitlane/domain";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser } from "../../../test/factories/fleet.js";
import { buy, purchaseScene, type PurchaseScene } from "../../../test/factories/fleet-purchase.js";
import { checkLedgerAfterEach } from "../../../test/factories/ledger.js";
import { fleetRefusals, invalidEnvelope, notFoundEnvelope, refusalEnvelope } from "../../../test/refusals.js";

const t = useTestApp();
checkLedgerAfterEach(t);

/** A purchase flagged for a look: a second fill of the same vehicle within two hours. */
async function flaggedPurchase(scene: PurchaseScene) {
  await buy(t, scene, { dispensed: 20 });
  return buy(t, scene, { dispensed: 10 });
}

const review = (token: string, id: string, body: Record<string, unknown>) =>
  t.api.call(endpoints.review, { token, params: { id }, body: body as never });

const referencesOf = async (token: string, query: Record<string, string>) =>
  (await t.api.call(endpoints.list, { token, query })).body.result!.items.map((row) => row.reference);

describe("POST /fueling/api/transactions/:id/review", () => {
  fleetRefusals.itRefusesWithoutSession(t, endpoints.review, () => ({
    params: { id: randomUUID() },
    body: { outcome: "explained", note: "Two fills: the first pump stopped early." },
  }));
  fleetRefusals.itRefusesWithoutPermission(t, endpoints.review, {
    title: "answers 403 for a user who may read transactions but not review them",
    permissions: ["transactions.view"],
    call: () => ({ params: { id: randomUUID() }, body: { outcome: "disputed", note: "Not our driver." } }),
  });

  it("records the review with its note, who gave it and when; a later review replaces it", async () => {
    const scene = await purchaseScene(t);
    const token = scene.company.token;
    const refill = await flaggedPurchase(scene);
    const before = await t.api.call(endpoints.get, { token, params: { id: refill.id } });
    expect(before.body.result).toMatchObject({ flags: ["quick_refill"], review: null, review_note: null });

    const explained = await review(token, refill.id, {
      outcome: "explained",
      note: "  The first pump stopped at 20 L; the driver topped up.  ",
    });
    expect(explained.status).toBe(200);
    expect(explained.body.result).toMatchObject({
      review: "explained",
      review_note: "The first pump stopped at 20 L; the driver topped up.",
      reviewed_by: expect.any(String),
    });
    expect(Date.parse(explained.body.result!.reviewed_at!)).toBeGreaterThan(Date.now() - 60_000);

    const disputed = await review(token, refill.id, { outcome: "disputed", note: "The driver says he was not there." });
    expect(disputed.body.result).toMatchObject({
      review: "disputed",
      review_note: "The driver says he was not there.",
    });
    const [row] = (await t.api.call(endpoints.list, { token, query: { flagged: "true" } })).body.result!.items;
    expect(row).toMatchObject({ reference: refill.reference, review: "disputed" });
  });

  it("lists the flagged purchases still to review apart from the explained and the disputed", async () => {
    const scene = await purchaseScene(t);
    const token = scene.company.token;
    const first = await flaggedPurchase(scene);
    const second = await buy(t, scene, { dispensed: 5 });
    const third = await buy(t, scene, { dispensed: 5 });
    await review(token, first.id, { outcome: "explained", note: "Topped up after a short fill." });
    await review(token, third.id, { outcome: "disputed", note: "Three fills in an hour." });
    expect(await referencesOf(token, { review: "pending" })).toEqual([second.reference]);
    expect(await referencesOf(token, { review: "explained" })).toEqual([first.reference]);
    expect(await referencesOf(token, { review: "disputed" })).toEqual([third.reference]);
    expect(await referencesOf(token, { flagged: "true" })).toEqual([
      third.reference,
      second.reference,
      first.reference,
    ]);
    const bad = await t.api.call(endpoints.list, { token, query: { review: "maybe" } as never });
    expect(bad.status).toBe(400);
  });

  it("refuses a purchase that is not flagged, a bad outcome or an empty note, and changes nothing", async () => {
    const scene = await purchaseScene(t);
    const token = scene.company.token;
    const plain = await buy(t, scene, { dispensed: 20 });
    const notFlagged = await review(token, plain.id, { outcome: "explained", note: "Nothing to explain." });
    expect(notFlagged.status).toBe(409);
    expect(notFlagged.body).toEqual(refusalEnvelope(409, "Only a purchase flagged for a look is reviewed"));

    const refill = await buy(t, scene, { dispensed: 10 });
    expect(await review(token, refill.id, { outcome: "ignored", note: "x" })).toMatchObject({
      status: 400,
      body: invalidEnvelope("outcome: is not one of the choices"),
    });
    expect((await review(token, refill.id, { outcome: "disputed", note: "   " })).status).toBe(400);
    expect((await review(token, refill.id, { outcome: "disputed", note: "x".repeat(501) })).status).toBe(400);
    const after = await t.api.call(endpoints.get, { token, params: { id: refill.id } });
    expect(after.body.result).toMatchObject({ review: null, review_note: null, reviewed_by: null });
  });

  it("answers 404 for another company's purchase and for an unknown id", async () => {
    const theirs = await flaggedPurchase(await purchaseScene(t));
    const mine = await createCompany(t);
    for (const id of [theirs.id, randomUUID()]) {
      const res = await review(mine.token, id, { outcome: "disputed", note: "Not ours." });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFoundEnvelope("Purchase"));
    }
  });

  it("is open to a member whose role may review transactions", async () => {
    const scene = await purchaseScene(t);
    const refill = await flaggedPurchase(scene);
    const member = await createFleetUser(t, scene.company.companyId, {
      permissions: ["transactions.view", "transactions.review"],
    });
    const res = await review(member.token, refill.id, { outcome: "explained", note: "Checked with the driver." });
    expect(res.status).toBe(200);
  });
});
