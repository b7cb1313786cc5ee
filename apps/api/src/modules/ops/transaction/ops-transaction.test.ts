import { fleetUploadEndpoints, opsTransactionEndpoints as endpoints, transactionEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createCompany, type TestCompany } from "../../../test/factories/fleet.js";
import { buy, purchaseScene, type PurchaseScene } from "../../../test/factories/fleet-purchase.js";
import { checkLedgerAfterEach } from "../../../test/factories/ledger.js";
import { createOpsUser } from "../../../test/factories/ops.js";
import { multipartBody, TINY_PNG } from "../../../test/factories/upload.js";
import { invalidEnvelope, notFoundEnvelope, opsRefusals } from "../../../test/refusals.js";

const t = useTestApp();
checkLedgerAfterEach(t);

const { itRefusesWithoutSession, itRefusesWithoutPermission } = opsRefusals;
const reviewerTitle = "answers 403 to a reviewer (who decides top-ups only)";
const unknownId = () => crypto.randomUUID();

/** A company with one completed purchase, one declined (a wrong T-PIN) and one voided, oldest first. */
async function companyWithPurchases() {
  const scene = await purchaseScene(t);
  const completed = await buy(t, scene, { litres: 30, dispensed: 24 });
  const declined = await buy(t, scene, { body: { tpin: "0000" } });
  const voided = await buy(t, scene, { isVoided: true });
  return { scene, completed, declined, voided };
}

/** What the station's point of sale sends after taking a photo at the pump. */
async function sendPhoto(scene: PurchaseScene, reference: string, kind: "odometer" | "pump") {
  const { payload, contentType } = multipartBody({ bytes: TINY_PNG });
  const res = await t.app.inject({
    method: "POST",
    url: `/station/api/purchases/${reference}/photos/${kind}`,
    headers: { "x-terminal-key": scene.station.key, "content-type": contentType },
    payload,
  });
  expect(res.statusCode).toBe(200);
}

const list = (token: string, companyId: string, query: Record<string, string> = {}) =>
  t.api.call(endpoints.list, { token, params: { companyId }, query });

const detail = (token: string, companyId: string, id: string) =>
  t.api.call(endpoints.get, { token, params: { companyId, id } });

const photo = (companyId: string, id: string, kind: string, token?: string) =>
  t.app.inject({
    method: "GET",
    url: `/ops/api/companies/${companyId}/transactions/${id}/photos/${kind}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** The endpoint with a fleet company's own admin token: the console is not theirs. */
function itRefusesAFleetSession(call: (company: TestCompany) => Promise<{ status: number }>) {
  it("answers 401 to a fleet company's own session", async () => {
    const company = await createCompany(t);
    expect((await call(company)).status).toBe(401);
  });
}

describe("GET /ops/api/companies/:companyId/transactions", () => {
  const ofACompany = async () => ({ params: { companyId: (await createCompany(t)).companyId } });
  itRefusesWithoutSession(t, endpoints.list, ofACompany);
  itRefusesAFleetSession((company) => list(company.token, company.companyId));
  itRefusesWithoutPermission(t, endpoints.list, { title: reviewerTitle, call: ofACompany });

  it("answers 400 naming the field for a company id that is not a uuid, a status it does not know, or a long search", async () => {
    const admin = await createOpsUser(t);
    const company = await createCompany(t);
    expect((await list(admin.token, "42")).body).toEqual(invalidEnvelope("companyId: must be a valid id"));
    const badStatus = await list(admin.token, company.companyId, { status: "refunded" });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body).toEqual(invalidEnvelope("status: is not one of the choices"));
    const longSearch = await list(admin.token, company.companyId, { search: "x".repeat(101) });
    expect(longSearch.body).toEqual(invalidEnvelope("search: is too long"));
  });

  it("answers 404 company_not_found for an unknown company rather than an empty list", async () => {
    const admin = await createOpsUser(t);
    const res = await list(admin.token, unknownId());
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFoundEnvelope("Company"));
  });

  it("lists the company's purchases exactly as its fleet managers see them, filtered and paged, and no other company's", async () => {
    const admin = await createOpsUser(t);
    const { scene, completed, declined, voided } = await companyWithPurchases();
    const other = await purchaseScene(t);
    await buy(t, other, { dispensed: 10 });
    const companyId = scene.company.companyId;

    const all = await list(admin.token, companyId);
    expect(all.status).toBe(200);
    expect(all.body.result!.items.map((row) => row._id)).toEqual([voided.id, declined.id, completed.id]);
    const own = await t.api.call(transactionEndpoints.list, { token: scene.company.token });
    expect(all.body.result).toEqual(own.body.result);

    const declines = (await list(admin.token, companyId, { status: "declined" })).body.result!;
    expect(declines.items).toMatchObject([{ _id: declined.id, decline_reason: "pin_invalid", total: null }]);
    const found = (await list(admin.token, companyId, { search: completed.reference })).body.result!;
    expect(found.items.map((row) => row._id)).toEqual([completed.id]);
    const second = (await list(admin.token, companyId, { limit: "2", page: "2" })).body.result!;
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2, items: [{ _id: completed.id }] });

    const empty = await createCompany(t);
    expect((await list(admin.token, empty.companyId)).body.result).toMatchObject({ items: [], total: 0 });
  });
});

describe("GET /ops/api/companies/:companyId/transactions/:id", () => {
  itRefusesWithoutSession(t, endpoints.get, async () => ({
    params: { companyId: (await createCompany(t)).companyId, id: unknownId() },
  }));
  itRefusesAFleetSession((company) => detail(company.token, company.companyId, unknownId()));
  itRefusesWithoutPermission(t, endpoints.get, {
    title: reviewerTitle,
    call: async () => {
      const scene = await purchaseScene(t);
      return { params: { companyId: scene.company.companyId, id: (await buy(t, scene, { dispensed: 10 })).id } };
    },
  });

  it("answers 400 naming id when it is not a uuid", async () => {
    const admin = await createOpsUser(t);
    const res = await detail(admin.token, unknownId(), "42");
    expect(res.body).toEqual(invalidEnvelope("id: must be a valid id"));
  });

  it("answers 404 for a purchase under another company's id, an unknown purchase and an unknown company", async () => {
    const admin = await createOpsUser(t);
    const scene = await purchaseScene(t);
    const bought = await buy(t, scene, { dispensed: 10 });
    const other = await createCompany(t);
    for (const [companyId, id] of [
      [other.companyId, bought.id],
      [scene.company.companyId, unknownId()],
      [unknownId(), bought.id],
    ] as const) {
      const res = await detail(admin.token, companyId, id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFoundEnvelope("Purchase"));
    }
  });

  it("shows a completed purchase with its hold and the ledger's transfers, as the company reads it", async () => {
    const admin = await createOpsUser(t);
    const { scene, completed } = await companyWithPurchases();
    const res = await detail(admin.token, scene.company.companyId, completed.id);
    expect(res.status).toBe(200);
    const purchase = res.body.result!;
    expect(purchase).toMatchObject({
      _id: completed.id,
      reference: completed.reference,
      status: "completed",
      litres: 24,
      requested_litres: 30,
      hold: { outcome: "completed" },
      odometer_photo_id: null,
      pump_photo_id: null,
    });
    // Fuel first, as a receipt reads; tax follows where the country has a rate in force.
    expect(purchase.transfers.slice(0, 2).map((transfer) => transfer.kind)).toEqual(["fuel", "commission"]);
    expect(purchase.transfers.every((transfer) => transfer.from_account === "wallet")).toBe(true);
    expect(purchase.transfers[0]).toMatchObject({
      amount: 6_000,
      from_account: "wallet",
      to_account: "station_payable",
    });
    const own = await t.api.call(transactionEndpoints.get, {
      token: scene.company.token,
      params: { id: completed.id },
    });
    expect(purchase).toEqual(own.body.result);
  });
});

describe("GET /ops/api/companies/:companyId/transactions/:id/photos/:kind", () => {
  /** A completed purchase whose station sent the odometer's photo and not the pump's. */
  async function photographed() {
    const scene = await purchaseScene(t);
    const bought = await buy(t, scene, { dispensed: 20 });
    await sendPhoto(scene, bought.reference, "odometer");
    return { scene, bought };
  }

  it("answers 401 without a session or with the company's own, and 403 to a reviewer", async () => {
    const { scene, bought } = await photographed();
    const companyId = scene.company.companyId;
    expect((await photo(companyId, bought.id, "odometer")).statusCode).toBe(401);
    expect((await photo(companyId, bought.id, "odometer", scene.company.token)).statusCode).toBe(401);
    const reviewer = await createOpsUser(t, "reviewer");
    const refused = await photo(companyId, bought.id, "odometer", reviewer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("answers 400 naming kind for a photo a purchase has no place for", async () => {
    const admin = await createOpsUser(t);
    const res = await photo(unknownId(), unknownId(), "dashboard", admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidEnvelope("kind: is not one of the choices"));
  });

  it("sends the photo the station sent, as the company's own image is served", async () => {
    const admin = await createOpsUser(t);
    const { scene, bought } = await photographed();
    const purchase = (await detail(admin.token, scene.company.companyId, bought.id)).body.result!;
    expect(purchase.odometer_photo_id).not.toBeNull();

    const res = await photo(scene.company.companyId, bought.id, "odometer", admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      "content-type": "image/png",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'; sandbox",
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    });
    const own = await t.app.inject({
      method: "GET",
      url: fleetUploadEndpoints.getImage.path.replace(":id", purchase.odometer_photo_id!),
      headers: { authorization: `Bearer ${scene.company.token}` },
    });
    expect(res.rawPayload.equals(own.rawPayload)).toBe(true);
  });

  it("answers 404 for a photo the station never sent, and for the purchase under another company's id", async () => {
    const admin = await createOpsUser(t);
    const { bought, scene } = await photographed();
    const other = await createCompany(t);
    const missing = await photo(scene.company.companyId, bought.id, "pump", admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(notFoundEnvelope("Image"));
    const elsewhere = await photo(other.companyId, bought.id, "odometer", admin.token);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual(notFoundEnvelope("Purchase"));
  });
});
