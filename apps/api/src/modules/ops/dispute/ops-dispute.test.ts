import { opsDisputeEndpoints as endpoints, topUpEndpoints, transactionEndpoints } from "@pitlane/domain";
import { and, eq, isNotNull } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ledgerTransfers, opsAudit } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany } from "../../../test/factories/fleet.js";
import { disputedPurchase, taxedPurchaseScene } from "../../../test/factories/fleet-dispute.js";
import { buy, type PurchaseScene } from "../../../test/factories/fleet-purchase.js";
import { checkLedgerAfterEach } from "../../../test/factories/ledger.js";
import { createOpsUser, idempotencyKey } from "../../../test/factories/ops.js";
import { FORBIDDEN, invalidEnvelope, notFoundEnvelope, opsRefusals, refusalEnvelope } from "../../../test/refusals.js";

const t = useTestApp();
checkLedgerAfterEach(t);

const decide = (
  token: string,
  params: { companyId: string; purchaseId: string },
  body: Record<string, unknown>,
  key: string | null = idempotencyKey(),
) =>
  t.api.call(endpoints.decide, {
    token,
    params,
    body: body as never,
    headers: key === null ? {} : { "idempotency-key": key },
  });

const availableOf = async (scene: PurchaseScene) =>
  (await t.api.call(topUpEndpoints.balance, { token: scene.company.token })).body.result!.available;

const detailOf = async (scene: PurchaseScene, id: string) =>
  (await t.api.call(transactionEndpoints.get, { token: scene.company.token, params: { id } })).body.result!;

const reversalsOf = (companyId: string) =>
  t.db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.companyId, companyId), isNotNull(ledgerTransfers.reversesId)));

const REFUND = { outcome: "refunded", note: "The station confirmed a test pour." };

describe("GET /ops/api/disputes", () => {
  opsRefusals.itRefusesWithoutSession(t, endpoints.list);
  opsRefusals.itRefusesWithoutPermission(t, endpoints.list, {
    title: "answers 403 for a reviewer, who decides top-ups only",
  });

  it("lists every company's open disputes, latest first, with the company's note; decided ones apart", async () => {
    const admin = await createOpsUser(t, "admin");
    const first = await taxedPurchaseScene(t);
    const second = await taxedPurchaseScene(t);
    const older = await disputedPurchase(t, first, "Not our vehicle.");
    const newer = await disputedPurchase(t, second, "Two fills in ten minutes.");
    const list = async (status: "open" | "decided") =>
      (await t.api.call(endpoints.list, { token: admin.token, query: { status, limit: "100" } })).body.result!;

    const open = (await list("open")).items.filter((row) => [older.id, newer.id].includes(row._id));
    expect(open.map((row) => row._id)).toEqual([newer.id, older.id]);
    expect(open[1]).toMatchObject({
      company_id: first.company.companyId,
      company_name: expect.any(String),
      reference: older.reference,
      flags: ["quick_refill"],
      litres: 10,
      fuel_amount: 2_500,
      company_note: "Not our vehicle.",
      decision: null,
    });
    expect(open[1]!.total).toBeCloseTo(open[1]!.fuel_amount! + open[1]!.commission! + open[1]!.tax!, 2);

    await decide(admin.token, { companyId: first.company.companyId, purchaseId: older.id }, REFUND);
    expect((await list("open")).items.map((row) => row._id)).not.toContain(older.id);
    const [decided] = (await list("decided")).items.filter((row) => row._id === older.id);
    expect(decided).toMatchObject({
      decision: { outcome: "refunded", note: REFUND.note, decided_by: admin.name, decided_at: expect.any(String) },
    });
  });
});

describe("POST /ops/api/disputes/:companyId/:purchaseId/decide", () => {
  it("answers 401 without a console session (a company's own admin included)", async () => {
    const scene = await taxedPurchaseScene(t);
    const disputed = await disputedPurchase(t, scene);
    const res = await decide(
      scene.company.token,
      { companyId: scene.company.companyId, purchaseId: disputed.id },
      REFUND,
    );
    expect(res.status).toBe(401);
    expect(await reversalsOf(scene.company.companyId)).toEqual([]);
  });

  it("answers 400 naming the field: no Idempotency-Key, an outcome not offered, an empty or long note", async () => {
    const admin = await createOpsUser(t, "admin");
    const scene = await taxedPurchaseScene(t);
    const disputed = await disputedPurchase(t, scene);
    const params = { companyId: scene.company.companyId, purchaseId: disputed.id };
    const keyless = await decide(admin.token, params, REFUND, null);
    expect(keyless.status).toBe(400);
    expect(keyless.body).toMatchObject({ code: "idempotency_key_required", field: "Idempotency-Key" });
    expect((await decide(admin.token, params, { ...REFUND, outcome: "split" })).body).toEqual(
      invalidEnvelope("outcome: is not one of the choices"),
    );
    expect((await decide(admin.token, params, { ...REFUND, note: "  " })).body).toEqual(
      invalidEnvelope("note: is required"),
    );
    expect((await decide(admin.token, params, { ...REFUND, note: "x".repeat(501) })).status).toBe(400);
    expect((await decide(admin.token, { ...params, purchaseId: "42" }, REFUND)).body).toEqual(
      invalidEnvelope("purchaseId: must be a valid id"),
    );
    expect(await reversalsOf(scene.company.companyId)).toEqual([]);
  });

  it("answers 403 for a reviewer, who decides top-ups only", async () => {
    const reviewer = await createOpsUser(t, "reviewer");
    const scene = await taxedPurchaseScene(t);
    const disputed = await disputedPurchase(t, scene);
    const res = await decide(reviewer.token, { companyId: scene.company.companyId, purchaseId: disputed.id }, REFUND);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
  });

  it("answers 404 for a purchase not disputed, under another company's id, or unknown", async () => {
    const admin = await createOpsUser(t, "admin");
    const scene = await taxedPurchaseScene(t);
    const disputed = await disputedPurchase(t, scene);
    const plain = await buy(t, scene, { dispensed: 5 });
    const other = await createCompany(t);
    for (const params of [
      { companyId: scene.company.companyId, purchaseId: plain.id },
      { companyId: other.companyId, purchaseId: disputed.id },
      { companyId: scene.company.companyId, purchaseId: randomUUID() },
      { companyId: randomUUID(), purchaseId: disputed.id },
    ]) {
      const res = await decide(admin.token, params, REFUND);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFoundEnvelope("Disputed purchase"));
    }
    expect(await reversalsOf(scene.company.companyId)).toEqual([]);
  });

  it("refunds: the wallet gets back fuel, commission and tax in one reversal, recorded, audited and shown to the company", async () => {
    const admin = await createOpsUser(t, "admin");
    const scene = await taxedPurchaseScene(t);
    const disputed = await disputedPurchase(t, scene);
    const before = await availableOf(scene);
    const charged = await detailOf(scene, disputed.id);

    const res = await decide(admin.token, { companyId: scene.company.companyId, purchaseId: disputed.id }, REFUND);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ _id: disputed.id, decision: { outcome: "refunded", note: REFUND.note } });
    expect(await availableOf(scene)).toBeCloseTo(before + charged.total!, 2);
    expect(charged.total).toBeCloseTo(charged.fuel_amount! + charged.commission! + charged.tax!, 2);

    const reversals = await reversalsOf(scene.company.companyId);
    expect(charged.transfers.map((row) => row.kind)).toEqual(["fuel", "commission", "tax"]);
    expect(reversals).toHaveLength(3);
    expect(new Set(reversals.map((row) => row.groupId)).size).toBe(1);
    expect(reversals.map((row) => row.reversesId).sort()).toEqual(charged.transfers.map((row) => row._id).sort());

    const after = await detailOf(scene, disputed.id);
    expect(after).toMatchObject({
      status: "completed",
      review: "disputed",
      dispute: { outcome: "refunded", note: REFUND.note, decided_at: expect.any(String) },
    });
    expect(after.transfers.map((row) => row.kind)).toEqual([
      ...charged.transfers.map((row) => row.kind),
      ...charged.transfers.map(() => "reversal"),
    ]);
    expect(after.transfers.filter((row) => row.kind === "reversal").every((row) => row.to_account === "wallet")).toBe(
      true,
    );

    const [entry] = await t.db.select().from(opsAudit).where(eq(opsAudit.targetId, disputed.id));
    expect(entry).toMatchObject({
      actorId: admin.userId,
      action: "dispute.refund",
      targetType: "purchase",
      companyId: scene.company.companyId,
      after: { outcome: "refunded", note: REFUND.note },
    });
  });

  it("upholds: nothing moves, the decision and its note are recorded, and the company's review can no longer change", async () => {
    const admin = await createOpsUser(t, "admin");
    const scene = await taxedPurchaseScene(t);
    const disputed = await disputedPurchase(t, scene);
    const before = await availableOf(scene);
    const note = "The pump's photo shows the vehicle's plate.";
    const res = await decide(
      admin.token,
      { companyId: scene.company.companyId, purchaseId: disputed.id },
      { outcome: "upheld", note },
    );
    expect(res.status).toBe(200);
    expect(await availableOf(scene)).toBe(before);
    expect(await reversalsOf(scene.company.companyId)).toEqual([]);
    expect((await detailOf(scene, disputed.id)).dispute).toMatchObject({ outcome: "upheld", note });
    const [entry] = await t.db.select().from(opsAudit).where(eq(opsAudit.targetId, disputed.id));
    expect(entry).toMatchObject({ action: "dispute.uphold" });

    const changed = await t.api.call(transactionEndpoints.review, {
      token: scene.company.token,
      params: { id: disputed.id },
      body: { outcome: "explained", note: "Found the reason after all." },
    });
    expect(changed.status).toBe(409);
    expect(changed.body).toEqual(refusalEnvelope(409, "This dispute is already decided; the decision stands"));
  });

  it("refuses a second decision, replays the first for the same key and body, and refuses the key with another body", async () => {
    const admin = await createOpsUser(t, "admin");
    const scene = await taxedPurchaseScene(t);
    const disputed = await disputedPurchase(t, scene);
    const params = { companyId: scene.company.companyId, purchaseId: disputed.id };
    const key = idempotencyKey();
    const charged = await detailOf(scene, disputed.id);
    const first = await decide(admin.token, params, REFUND, key);
    expect(first.status).toBe(200);
    const replay = await decide(admin.token, params, REFUND, key);
    expect(replay.status).toBe(200);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.body.result).toEqual(first.body.result);
    const otherBody = await decide(admin.token, params, { outcome: "upheld", note: "Changed my mind." }, key);
    expect(otherBody.status).toBe(400);
    expect(otherBody.body.code).toBe("idempotency_key_reused");
    const second = await decide(admin.token, params, { outcome: "upheld", note: "Changed my mind." });
    expect(second.status).toBe(409);
    expect(second.body).toEqual(refusalEnvelope(409, "This dispute is already decided; the decision stands"));
    expect(await reversalsOf(scene.company.companyId)).toHaveLength(charged.transfers.length);
  });

  it("reverses once when two staff refund the same dispute at the same moment", async () => {
    const [first, second] = [await createOpsUser(t, "admin"), await createOpsUser(t, "admin")];
    const scene = await taxedPurchaseScene(t);
    const disputed = await disputedPurchase(t, scene);
    const before = await availableOf(scene);
    const { total, transfers } = await detailOf(scene, disputed.id);
    const params = { companyId: scene.company.companyId, purchaseId: disputed.id };
    const answers = await Promise.all([decide(first.token, params, REFUND), decide(second.token, params, REFUND)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await reversalsOf(scene.company.companyId)).toHaveLength(transfers.length);
    expect(await availableOf(scene)).toBeCloseTo(before + total!, 2);
  });
});
