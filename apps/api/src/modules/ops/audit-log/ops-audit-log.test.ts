import { opsEndpoints as endpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany } from "../../../test/factories/fleet.js";
import { createOpsUser } from "../../../test/factories/ops.js";
import { invalidEnvelope, opsRefusals } from "../../../test/refusals.js";

const t = useTestApp();
const { itRefusesWithoutSession, itRefusesWithoutPermission } = opsRefusals;

describe("GET /ops/api/audit", () => {
  itRefusesWithoutSession(t, endpoints.audit);

  it("answers 401 to a fleet company's session", async () => {
    const company = await createCompany(t);
    expect((await t.api.call(endpoints.audit, { token: company.token })).status).toBe(401);
  });

  it("answers 400 naming company_id when it is not an id", async () => {
    const admin = await createOpsUser(t);
    const res = await t.api.call(endpoints.audit, { token: admin.token, query: { company_id: "acme" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidEnvelope("company_id: must be a valid id"));
  });

  itRefusesWithoutPermission(t, endpoints.audit, { title: "answers 403 to a reviewer" });

  it("shows what the staff did newest first, who and to which company, filtered by action and company, in pages", async () => {
    const admin = await createOpsUser(t);
    const first = await createCompany(t);
    const second = await createCompany(t);
    const suspend = (companyId: string, reason: string) =>
      t.api.call(endpoints.suspend, { token: admin.token, params: { companyId }, body: { reason } });
    await suspend(first.companyId, "First reason");
    await t.api.call(endpoints.reactivate, { token: admin.token, params: { companyId: first.companyId } });
    await suspend(second.companyId, "Second reason");
    await t.api.call(endpoints.setHoldExpiry, { token: admin.token, body: { hold_expiry_minutes: 20 } });

    const list = async (query: Record<string, string> = {}) =>
      (await t.api.call(endpoints.audit, { token: admin.token, query })).body.result!;
    const all = await list();
    expect(all.items.map((entry) => entry.action)).toEqual([
      "hold_expiry.set",
      "company.suspend",
      "company.reactivate",
      "company.suspend",
    ]);
    const [firstRow] = await t.db.select().from(companies).where(eq(companies.id, first.companyId));
    expect(all.items[3]).toEqual({
      _id: expect.any(String),
      actor_name: admin.name,
      action: "company.suspend",
      target_type: "company",
      target_id: first.companyId,
      company_id: first.companyId,
      company_name: firstRow!.companyName,
      before: { status: "active", reason: null },
      after: { status: "suspended", reason: "First reason" },
      created_at: expect.any(String),
    });
    expect(all.items[0]).toMatchObject({ company_id: null, company_name: null });

    const ofFirst = await list({ company_id: first.companyId });
    expect(ofFirst.items.map((entry) => entry.action)).toEqual(["company.reactivate", "company.suspend"]);
    const suspensions = await list({ action: "company.suspend" });
    expect(suspensions.items.map((entry) => entry.company_id)).toEqual([second.companyId, first.companyId]);
    const paged = await list({ limit: "3", page: "2" });
    expect(paged).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(paged.items.map((entry) => entry.target_id)).toEqual([first.companyId]);
  });
});
