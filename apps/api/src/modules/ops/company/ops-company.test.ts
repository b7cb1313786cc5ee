import { opsEndpoints as endpoints, topUpEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, opsAudit, topUps } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany, type TestCompany } from "../../../test/factories/fleet.js";
import { checkLedgerAfterEach, fund, reversal, spend, topUpOf } from "../../../test/factories/ledger.js";
import { createOpsUser } from "../../../test/factories/ops.js";
import { createUpload } from "../../../test/factories/upload.js";
import { invalidEnvelope, notFoundEnvelope, opsRefusals } from "../../../test/refusals.js";

/** Every statement the app sends, so a test can count what one request costs. */
const statements: string[] = [];
const t = useTestApp({}, { onQuery: (query) => statements.push(query) });
checkLedgerAfterEach(t);

const { itRefusesWithoutSession, itRefusesWithoutPermission, itRefusesALongSearch } = opsRefusals;
const reviewerTitle = "answers 403 to a reviewer";

const companyRow = async (companyId: string) =>
  (await t.db.select().from(companies).where(eq(companies.id, companyId)))[0]!;

const auditOf = (companyId: string) => t.db.select().from(opsAudit).where(eq(opsAudit.companyId, companyId));

/** The endpoint called with a fleet company's own admin token: the console is not theirs. */
function itRefusesAFleetSession(call: (company: TestCompany) => Promise<{ status: number }>) {
  it("answers 401 to a fleet company's session", async () => {
    const company = await createCompany(t);
    expect((await call(company)).status).toBe(401);
  });
}

describe("GET /ops/api/companies", () => {
  itRefusesWithoutSession(t, endpoints.companies);
  itRefusesAFleetSession((company) => t.api.call(endpoints.companies, { token: company.token }));
  itRefusesALongSearch(t, endpoints.companies);
  itRefusesWithoutPermission(t, endpoints.companies, { title: reviewerTitle });

  it("lists companies newest first with their balance and money on its way, found by name, merchant id or e-mail", async () => {
    const admin = await createOpsUser(t);
    const older = await createCompany(t);
    const newer = await createCompany(t);
    await fund(t.db, newer.companyId, 25_000);
    await spend(t.db, newer.companyId, 5_000);
    await topUpOf(t.db, newer.companyId, 7_500);
    await topUpOf(t.db, newer.companyId, 2_500);

    const list = async (query: Record<string, string>) =>
      (await t.api.call(endpoints.companies, { token: admin.token, query })).body.result!;
    const all = await list({ limit: "100" });
    const ids = all.items.map((item) => item._id);
    expect(ids.indexOf(newer.companyId)).toBeLessThan(ids.indexOf(older.companyId));
    const row = await companyRow(newer.companyId);
    expect(all.items.find((item) => item._id === newer.companyId)).toEqual({
      _id: newer.companyId,
      company_name: row.companyName,
      merchant_id: row.merchantId,
      email: newer.email,
      country_code: "PK",
      state_name: expect.any(String),
      status: "active",
      suspended_reason: null,
      suspended_at: null,
      balance: {
        currency: "PKR",
        posted: 200,
        on_hold: 0,
        available: 200,
        pending_top_ups: 100,
        low_balance_threshold: null,
        is_low: false,
      },
      created_at: row.createdAt.toISOString(),
    });
    expect(all.items.find((item) => item._id === older.companyId)!.balance).toMatchObject({
      posted: 0,
      pending_top_ups: 0,
    });
    for (const search of [row.companyName.toUpperCase(), row.merchantId, newer.email]) {
      expect((await list({ search })).items.map((item) => item._id)).toEqual([newer.companyId]);
    }
  });

  it("reads a page's balances in the same statements whatever its length, never one query per company", async () => {
    const admin = await createOpsUser(t);
    for (let i = 0; i < 6; i += 1) await fund(t.db, (await createCompany(t)).companyId, 100 * (i + 1));
    const cost = async (limit: string) => {
      statements.length = 0;
      const res = await t.api.call(endpoints.companies, { token: admin.token, query: { limit } });
      expect(res.body.result!.items).toHaveLength(Number(limit));
      return statements.length;
    };
    await cost("1"); // the session is read once, then cached
    expect(await cost("6")).toBe(await cost("1"));
  });

  it("filters active and suspended companies", async () => {
    const admin = await createOpsUser(t);
    const active = await createCompany(t);
    const suspended = await createCompany(t);
    await t.api.call(endpoints.suspend, {
      token: admin.token,
      params: { companyId: suspended.companyId },
      body: { reason: "KYC documents expired" },
    });
    const ids = async (status: "active" | "suspended") =>
      (
        await t.api.call(endpoints.companies, { token: admin.token, query: { status, limit: "100" } })
      ).body.result!.items.map((item) => item._id);
    expect(await ids("suspended")).toContain(suspended.companyId);
    expect(await ids("suspended")).not.toContain(active.companyId);
    expect(await ids("active")).toContain(active.companyId);
    expect(await ids("active")).not.toContain(suspended.companyId);
  });
});

describe("GET /ops/api/companies/:companyId", () => {
  itRefusesWithoutSession(t, endpoints.company, async () => ({
    params: { companyId: (await createCompany(t)).companyId },
  }));
  itRefusesAFleetSession((company) =>
    t.api.call(endpoints.company, { token: company.token, params: { companyId: company.companyId } }),
  );

  it("answers 400 naming companyId when it is not a uuid", async () => {
    const admin = await createOpsUser(t);
    const res = await t.api.call(endpoints.company, { token: admin.token, params: { companyId: "42" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidEnvelope("companyId: must be a valid id"));
  });

  itRefusesWithoutPermission(t, endpoints.company, {
    title: reviewerTitle,
    call: async () => ({ params: { companyId: (await createCompany(t)).companyId } }),
  });

  it("answers 404 company_not_found for an unknown company", async () => {
    const admin = await createOpsUser(t);
    const res = await t.api.call(endpoints.company, { token: admin.token, params: { companyId: crypto.randomUUID() } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFoundEnvelope("Company"));
  });

  it("shows one company with its balance", async () => {
    const admin = await createOpsUser(t);
    const company = await createCompany(t);
    await fund(t.db, company.companyId, 12_345);
    const res = await t.api.call(endpoints.company, { token: admin.token, params: { companyId: company.companyId } });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ _id: company.companyId, status: "active", balance: { posted: 123.45 } });
  });
});

describe("POST /ops/api/companies/:companyId/suspend and /reactivate", () => {
  const suspend = (token: string, companyId: string, body: unknown = { reason: "Unpaid invoices" }) =>
    t.api.call(endpoints.suspend, { token, params: { companyId }, body });
  const reactivate = (token: string, companyId: string) =>
    t.api.call(endpoints.reactivate, { token, params: { companyId } });

  itRefusesWithoutSession(t, endpoints.suspend, async () => ({
    params: { companyId: (await createCompany(t)).companyId },
    body: { reason: "Unpaid invoices" },
  }));
  itRefusesAFleetSession((company) => suspend(company.token, company.companyId));

  it("answers 400 naming reason when there is none, suspending nothing", async () => {
    const admin = await createOpsUser(t);
    const company = await createCompany(t);
    const res = await suspend(admin.token, company.companyId, { reason: "  " });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidEnvelope("reason: is required"));
    expect((await companyRow(company.companyId)).suspendedAt).toBeNull();
    expect(await auditOf(company.companyId)).toEqual([]);
  });

  it("answers 403 to a reviewer, suspending nothing", async () => {
    const reviewer = await createOpsUser(t, "reviewer");
    const company = await createCompany(t);
    expect((await suspend(reviewer.token, company.companyId)).status).toBe(403);
    expect((await reactivate(reviewer.token, company.companyId)).status).toBe(403);
    expect((await companyRow(company.companyId)).suspendedAt).toBeNull();
  });

  it("answers 404 company_not_found for an unknown company", async () => {
    const admin = await createOpsUser(t);
    for (const res of [
      await suspend(admin.token, crypto.randomUUID()),
      await reactivate(admin.token, crypto.randomUUID()),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("company_not_found");
    }
  });

  it("suspends with a reason: the company cannot top up, a second suspension is refused, all audited", async () => {
    const admin = await createOpsUser(t);
    const company = await createCompany(t);
    const res = await suspend(admin.token, company.companyId, { reason: "KYC documents expired" });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      status: "suspended",
      suspended_reason: "KYC documents expired",
      suspended_at: expect.any(String),
    });
    const proof_id = await createUpload(t, company.token, "fleet");
    const topUp = await t.api.call(topUpEndpoints.create, {
      token: company.token,
      body: { bank_code: "HABB", amount: 100, slip_number: "S-1", proof_id },
    });
    expect(topUp.status).toBe(409);
    expect(topUp.body.code).toBe("company_suspended");

    const again = await suspend(admin.token, company.companyId);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("company_suspended");
    expect(await auditOf(company.companyId)).toEqual([
      expect.objectContaining({
        actorId: admin.userId,
        actorName: admin.name,
        action: "company.suspend",
        targetType: "company",
        targetId: company.companyId,
        before: { status: "active", reason: null },
        after: { status: "suspended", reason: "KYC documents expired" },
      }),
    ]);
  });

  it("reactivates a suspended company, refuses one that is not, and audits the change", async () => {
    const admin = await createOpsUser(t);
    const company = await createCompany(t);
    const active = await reactivate(admin.token, company.companyId);
    expect(active.status).toBe(409);
    expect(active.body.code).toBe("company_not_suspended");
    await suspend(admin.token, company.companyId, { reason: "Fraud check" });
    const res = await reactivate(admin.token, company.companyId);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ status: "active", suspended_reason: null, suspended_at: null });
    const entries = await auditOf(company.companyId);
    expect(entries.find((entry) => entry.action === "company.reactivate")).toMatchObject({
      before: { status: "suspended", reason: "Fraud check" },
      after: { status: "active", reason: null },
    });
  });
});

describe("GET /ops/api/companies/:companyId/ledger", () => {
  const ledger = (token: string, companyId: string, query: Record<string, string> = {}) =>
    t.api.call(endpoints.ledger, { token, params: { companyId }, query });

  itRefusesWithoutSession(t, endpoints.ledger, async () => ({
    params: { companyId: (await createCompany(t)).companyId },
  }));
  itRefusesAFleetSession((company) => ledger(company.token, company.companyId));
  itRefusesWithoutPermission(t, endpoints.ledger, {
    title: reviewerTitle,
    call: async () => ({ params: { companyId: (await createCompany(t)).companyId } }),
  });

  it("answers 404 company_not_found for an unknown company", async () => {
    const admin = await createOpsUser(t);
    const res = await ledger(admin.token, crypto.randomUUID());
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("company_not_found");
  });

  it("lists every transfer newest first with the wallet's change and its balance after each, across pages", async () => {
    const admin = await createOpsUser(t);
    const company = await createCompany(t);
    const other = await createCompany(t);
    await fund(t.db, other.companyId, 99_900);
    await fund(t.db, company.companyId, 10_000);
    const second = await fund(t.db, company.companyId, 5_000);
    await spend(t.db, company.companyId, 3_000);
    const [credited] = await t.db.select().from(topUps).where(eq(topUps.id, second));
    const reversalId = await reversal(t.db, company.companyId, credited!.transferId!);

    const res = await ledger(admin.token, company.companyId);
    expect(res.status).toBe(200);
    const page = res.body.result!;
    expect(page).toMatchObject({ total: 4, total_capped: false, page: 1 });
    expect(
      page.items.map(({ kind, debit_account, credit_account, amount, wallet_change, wallet_balance }) => ({
        kind,
        debit_account,
        credit_account,
        amount,
        wallet_change,
        wallet_balance,
      })),
    ).toEqual([
      {
        kind: "reversal",
        debit_account: "wallet",
        credit_account: "bank_clearing",
        amount: 50,
        wallet_change: -50,
        wallet_balance: 70,
      },
      {
        kind: "fuel",
        debit_account: "wallet",
        credit_account: "station_payable",
        amount: 30,
        wallet_change: -30,
        wallet_balance: 120,
      },
      {
        kind: "top_up",
        debit_account: "bank_clearing",
        credit_account: "wallet",
        amount: 50,
        wallet_change: 50,
        wallet_balance: 150,
      },
      {
        kind: "top_up",
        debit_account: "bank_clearing",
        credit_account: "wallet",
        amount: 100,
        wallet_change: 100,
        wallet_balance: 100,
      },
    ]);
    expect(page.items[0]).toMatchObject({ _id: reversalId, reverses_id: credited!.transferId });
    const shown = await t.api.call(endpoints.company, { token: admin.token, params: { companyId: company.companyId } });
    expect(shown.body.result!.balance.posted).toBe(page.items[0]!.wallet_balance);

    const older = (await ledger(admin.token, company.companyId, { page: "2", limit: "2" })).body.result!;
    expect(older.items.map((item) => item.wallet_balance)).toEqual([150, 100]);
  });
});
