import { opsEndpoints as endpoints, serviceFeeEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { commissionRates, opsAudit } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany } from "../../../test/factories/fleet.js";
import { createOpsUser } from "../../../test/factories/ops.js";
import { invalidEnvelope, opsRefusals, refusalsOf } from "../../../test/refusals.js";

/** Noon in Karachi on 17 June 2030: the companies' day is 2030-06-17 until a test moves the clock. */
let now = new Date("2030-06-17T07:00:00Z");
const t = useTestApp({}, { clock: () => now });

const { itRefusesWithoutSession, itRefusesWithoutPermission } = opsRefusals;

const ratesOf = (companyId: string) =>
  t.db.select().from(commissionRates).where(eq(commissionRates.companyId, companyId));

describe("GET /ops/api/companies/:companyId/commission", () => {
  itRefusesWithoutSession(t, endpoints.commissions, async () => ({
    params: { companyId: (await createCompany(t)).companyId },
  }));

  it("answers 401 to a fleet company's session", async () => {
    const company = await createCompany(t);
    const res = await t.api.call(endpoints.commissions, {
      token: company.token,
      params: { companyId: company.companyId },
    });
    expect(res.status).toBe(401);
  });

  itRefusesWithoutPermission(t, endpoints.commissions, {
    title: "answers 403 to a reviewer",
    call: async () => ({ params: { companyId: (await createCompany(t)).companyId } }),
  });

  it("answers 404 company_not_found for an unknown company", async () => {
    const admin = await createOpsUser(t);
    const res = await t.api.call(endpoints.commissions, {
      token: admin.token,
      params: { companyId: crypto.randomUUID() },
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("company_not_found");
  });
});

describe("POST /ops/api/companies/:companyId/commission", () => {
  const set = (token: string, companyId: string, body: unknown) =>
    t.api.call(endpoints.setCommission, { token, params: { companyId }, body });

  itRefusesWithoutSession(t, endpoints.setCommission, async () => ({
    params: { companyId: (await createCompany(t)).companyId },
    body: { rate: 2, effective_from: "2030-01-01" },
  }));

  it("answers 401 to a fleet company's session, setting nothing", async () => {
    const company = await createCompany(t);
    const res = await set(company.token, company.companyId, { rate: 0, effective_from: "2030-01-01" });
    expect(res.status).toBe(401);
    expect(await ratesOf(company.companyId)).toEqual([]);
  });

  it("answers 400 naming the field for a rate or a day it cannot take, setting nothing", async () => {
    const admin = await createOpsUser(t);
    const company = await createCompany(t);
    const refuse = refusalsOf(t, endpoints.setCommission, {
      token: admin.token,
      params: { companyId: company.companyId },
    });
    await refuse({ rate: 100.5, effective_from: "2030-01-01" }, "rate: must be at most 100");
    await refuse({ rate: 1.255, effective_from: "2030-01-01" }, "rate: must be a percent with at most two decimals");
    await refuse({ rate: 2, effective_from: "2030-02-30" }, "effective_from: must be a date such as 2026-01-31");
    expect(await ratesOf(company.companyId)).toEqual([]);
  });

  it("answers 403 to a reviewer, setting nothing", async () => {
    const reviewer = await createOpsUser(t, "reviewer");
    const company = await createCompany(t);
    const res = await set(reviewer.token, company.companyId, { rate: 2, effective_from: "2030-01-01" });
    expect(res.status).toBe(403);
    expect(await ratesOf(company.companyId)).toEqual([]);
  });

  it("answers 404 company_not_found for an unknown company", async () => {
    const admin = await createOpsUser(t);
    const res = await set(admin.token, crypto.randomUUID(), { rate: 2, effective_from: "2030-01-01" });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("company_not_found");
  });

  it("keeps the history newest first, the same day again replacing that day's rate, each change audited", async () => {
    const admin = await createOpsUser(t);
    const company = await createCompany(t);
    await set(admin.token, company.companyId, { rate: 2.5, effective_from: "2030-06-01" });
    await set(admin.token, company.companyId, { rate: 1.75, effective_from: "2030-07-01" });
    const res = await set(admin.token, company.companyId, { rate: 3, effective_from: "2030-06-01" });
    expect(res.status).toBe(200);
    expect(res.body.result!.map(({ rate, effective_from }) => ({ rate, effective_from }))).toEqual([
      { rate: 1.75, effective_from: "2030-07-01" },
      { rate: 3, effective_from: "2030-06-01" },
    ]);
    const read = await t.api.call(endpoints.commissions, {
      token: admin.token,
      params: { companyId: company.companyId },
    });
    expect(read.body.result).toEqual(res.body.result);
    expect((await ratesOf(company.companyId)).map((row) => row.rateBp).sort()).toEqual([175, 300]);

    const trail = await t.db.select().from(opsAudit).where(eq(opsAudit.companyId, company.companyId));
    expect(trail.map(({ action, before, after }) => ({ action, before, after }))).toEqual(
      expect.arrayContaining([
        {
          action: "commission.set",
          before: null,
          after: { rate: 2.5, effective_from: "2030-06-01", set_by: admin.userId },
        },
        {
          action: "commission.set",
          before: { rate: 2.5, effective_from: "2030-06-01", set_by: admin.userId },
          after: { rate: 3, effective_from: "2030-06-01", set_by: admin.userId },
        },
      ]),
    );
    expect(trail).toHaveLength(3);
  });

  it("shows a rate set here on the company's service fee page from its day on, not before", async () => {
    const admin = await createOpsUser(t);
    const company = await createCompany(t);
    const fee = async () => (await t.api.call(serviceFeeEndpoints.get, { token: company.token })).body.result!;
    await set(admin.token, company.companyId, { rate: 2.25, effective_from: "2030-06-17" });
    await set(admin.token, company.companyId, { rate: 0.8, effective_from: "2030-06-18" });
    expect((await fee()).commission).toBe(2.25);
    // 19:00 UTC is midnight in Karachi: the company's 18 June has begun.
    now = new Date("2030-06-17T19:00:00Z");
    expect((await fee()).commission).toBe(0.8);
  });

  it("refuses a body with a field it does not take", async () => {
    const admin = await createOpsUser(t);
    const company = await createCompany(t);
    const res = await set(admin.token, company.companyId, { rate: 2, effective_from: "2030-01-01", rate_bp: 200 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidEnvelope("rate_bp: is not a field this request takes"));
  });
});
