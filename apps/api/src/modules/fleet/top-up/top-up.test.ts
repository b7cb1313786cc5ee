import { topUpEndpoints as endpoints } from "@pitlane/domain";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, topUps } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser } from "../../../test/factories/fleet.js";
import { DECIDER, checkLedgerAfterEach } from "../../../test/factories/ledger.js";
import { createUpload } from "../../../test/factories/upload.js";
import { fleetRefusals, invalidEnvelope } from "../../../test/refusals.js";
import { approveTopUp, rejectTopUp } from "./top-up-decisions.js";

const t = useTestApp();
checkLedgerAfterEach(t);
const { itRefusesWithoutSession, itRefusesWithoutPermission } = fleetRefusals;

/** A top-up body of the company's, with its own proof image. */
async function bodyOf(company: { token: string }, overrides: Record<string, unknown> = {}) {
  const proof_id = await createUpload(t, company.token, "fleet");
  return { bank_code: "HABB", amount: 25_000, slip_number: "DS-44120", proof_id, ...overrides };
}

async function requested(company: { token: string }, overrides: Record<string, unknown> = {}) {
  const res = await t.api.call(endpoints.create, { token: company.token, body: await bodyOf(company, overrides) });
  expect(res.status).toBe(200);
  return res.body.result!;
}

describe("POST /fueling/api/top-up/add", () => {
  itRefusesWithoutSession(t, endpoints.create);
  itRefusesWithoutPermission(t, endpoints.create, {
    title: "answers 403 for a user without balance.add",
    permissions: ["balance.view"],
  });

  it("records a pending request due within 24 hours, and the balance waits for its approval", async () => {
    const company = await createCompany(t);
    const before = Date.now();
    const topUp = await requested(company);
    expect(topUp).toMatchObject({
      bank_code: "HABB",
      bank_name: "Habib Bank Limited (HBL)",
      amount: 25_000,
      currency: "PKR",
      slip_number: "DS-44120",
      status: "pending",
      is_overdue: false,
      reason: null,
      requested_by: "Test Admin",
      decided_by: null,
      decided_at: null,
    });
    const due = Date.parse(topUp.due_at) - Date.parse(topUp.created_at);
    expect(due).toBe(24 * 3_600_000);
    expect(Date.parse(topUp.created_at)).toBeGreaterThanOrEqual(before - 1000);
    const balance = await t.api.call(endpoints.balance, { token: company.token });
    expect(balance.body.result).toEqual({
      currency: "PKR",
      posted: 0,
      on_hold: 0,
      available: 0,
      pending_top_ups: 25_000,
      low_balance_threshold: null,
      is_low: false,
    });
  });

  it("refuses a missing bank, a bank of another country, a missing or foreign image and a zero amount, keeping nothing", async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    const refuse = async (overrides: Record<string, unknown>, message: string) => {
      const res = await t.api.call(endpoints.create, { token: company.token, body: await bodyOf(company, overrides) });
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual(invalidEnvelope(message));
    };
    await refuse({ bank_code: undefined }, "bank_code: Please select bank first");
    await refuse({ bank_code: "" }, "bank_code: Please select bank first");
    await refuse({ bank_code: "80" }, "bank_code: Please Select Correct Bank");
    await refuse({ proof_id: undefined }, "proof_id: Please Add Image");
    await refuse({ proof_id: await createUpload(t, other.token, "fleet") }, "proof_id: Please Add Image");
    await refuse({ amount: 0 }, "amount: must be at least 1");
    await refuse({ slip_number: "" }, "slip_number: is required");
    const rows = await t.db.select().from(topUps).where(eq(topUps.companyId, company.companyId));
    expect(rows).toEqual([]);
  });

  it("offers a Saudi company the Saudi banks only", async () => {
    const company = await createCompany(t, { currency: "SAR" });
    const res = await t.api.call(endpoints.accounts, { token: company.token });
    expect(res.body.result!.map((account) => account.bank_code)).toEqual(["80", "10"]);
    const topUp = await requested(company, { bank_code: "80", amount: 1_500.5 });
    expect(topUp).toMatchObject({ bank_name: "Al Rajhi Bank", amount: 1_500.5, currency: "SAR" });
  });
});

describe("GET /fueling/api/top-up/list and /fueling/api/balance", () => {
  itRefusesWithoutSession(t, endpoints.list);
  itRefusesWithoutPermission(t, endpoints.list, {
    title: "answers 403 for a user without balance.view",
    permissions: ["balance.add"],
  });
  itRefusesWithoutPermission(t, endpoints.balance, {
    title: "answers 403 for the balance to a user with neither balance.view nor dashboard.view",
    permissions: ["employees.view"],
  });

  it("lists the company's own top-ups newest first, by status, overdue and slip, with each decision", async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    await requested(other, { slip_number: "OTHER-1" });
    const old = await requested(company, { slip_number: "OLD-1", amount: 100 });
    const approved = await requested(company, { slip_number: "APP-2", amount: 200 });
    const rejected = await requested(company, { slip_number: "REJ-3", amount: 300 });
    const fresh = await requested(company, { slip_number: "NEW-4", amount: 400 });
    // The first was sent 25 hours ago and nobody has decided it since.
    await t.db
      .update(topUps)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(and(eq(topUps.companyId, company.companyId), eq(topUps.id, old._id)));
    await t.db.transaction((tx) => approveTopUp(tx, company.companyId, approved._id, DECIDER));
    await t.db.transaction((tx) => rejectTopUp(tx, company.companyId, rejected._id, DECIDER, "Slip unreadable"));

    const list = async (query: Record<string, string> = {}) =>
      (await t.api.call(endpoints.list, { token: company.token, query })).body.result!;
    const all = await list();
    expect(all.items.map((item) => item.slip_number)).toEqual(["NEW-4", "REJ-3", "APP-2", "OLD-1"]);
    expect(all.total).toBe(4);
    expect(all.items.find((item) => item._id === rejected._id)).toMatchObject({
      status: "rejected",
      reason: "Slip unreadable",
    });
    expect(all.items.find((item) => item._id === old._id)).toMatchObject({ status: "pending", is_overdue: true });
    expect((await list({ status: "overdue" })).items.map((item) => item._id)).toEqual([old._id]);
    expect((await list({ status: "pending" })).items.map((item) => item._id)).toEqual([fresh._id, old._id]);
    expect((await list({ status: "approved" })).items.map((item) => item.decided_at)).toEqual([expect.any(String)]);
    expect((await list({ search: "rej" })).items.map((item) => item._id)).toEqual([rejected._id]);

    const viewer = await createFleetUser(t, company.companyId, { permissions: ["dashboard.view"] });
    const balance = await t.api.call(endpoints.balance, { token: viewer.token });
    expect(balance.body.result).toEqual({
      currency: "PKR",
      posted: 200,
      on_hold: 0,
      available: 200,
      pending_top_ups: 500,
      low_balance_threshold: null,
      is_low: false,
    });
  });
});

describe("a suspended company", () => {
  it("cannot ask to add to its balance: 409 company_suspended, and nothing is recorded", async () => {
    const company = await createCompany(t);
    await t.db
      .update(companies)
      .set({ suspendedAt: new Date(), suspendedReason: "KYC" })
      .where(eq(companies.id, company.companyId));
    const res = await t.api.call(endpoints.create, { token: company.token, body: await bodyOf(company) });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("company_suspended");
    expect(await t.db.select().from(topUps).where(eq(topUps.companyId, company.companyId))).toEqual([]);
  });
});

describe("PUT /fueling/api/balance/low-balance", () => {
  const withThreshold = async () => ({ body: { threshold: 100 } });
  itRefusesWithoutSession(t, endpoints.setLowBalance, withThreshold);
  itRefusesWithoutPermission(t, endpoints.setLowBalance, {
    title: "answers 403 for a user without balance.add",
    permissions: ["balance.view"],
    call: withThreshold,
  });

  it("refuses a threshold of zero or of words, keeping the one set", async () => {
    const company = await createCompany(t);
    await t.api.call(endpoints.setLowBalance, { token: company.token, body: { threshold: 500 } });
    for (const threshold of [0, "much"]) {
      const res = await t.api.call(endpoints.setLowBalance, { token: company.token, body: { threshold } as never });
      expect(res.status).toBe(400);
    }
    const balance = await t.api.call(endpoints.balance, { token: company.token });
    expect(balance.body.result).toMatchObject({ low_balance_threshold: 500 });
  });

  it("warns once the available balance is below the company's level, and stops when the level is cleared", async () => {
    const company = await createCompany(t);
    const topUp = await requested(company, { amount: 200 });
    await t.db.transaction((tx) => approveTopUp(tx, company.companyId, topUp._id, DECIDER));
    const set = await t.api.call(endpoints.setLowBalance, { token: company.token, body: { threshold: 250.5 } });
    expect(set.body.result).toMatchObject({ available: 200, low_balance_threshold: 250.5, is_low: true });
    const under = await t.api.call(endpoints.setLowBalance, { token: company.token, body: { threshold: 150 } });
    expect(under.body.result).toMatchObject({ is_low: false });
    const cleared = await t.api.call(endpoints.setLowBalance, { token: company.token, body: { threshold: null } });
    expect(cleared.body.result).toMatchObject({ low_balance_threshold: null, is_low: false });
  });
});

describe("GET /fueling/api/top-up/export", () => {
  itRefusesWithoutSession(t, endpoints.export);
  itRefusesWithoutPermission(t, endpoints.export, {
    title: "answers 403 for a user without balance.view",
    permissions: ["balance.add"],
  });

  it("sends the company's own history as CSV, with the list's filters", async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    await requested(other, { slip_number: "OTHER-1" });
    await requested(company, { slip_number: "KEEP-1", amount: 100 });
    const rejected = await requested(company, { slip_number: "REJ-2", amount: 300 });
    await t.db.transaction((tx) => rejectTopUp(tx, company.companyId, rejected._id, DECIDER, "=Slip unreadable"));
    const csv = async (query: Record<string, string> = {}) => {
      const res = await t.app.inject({
        method: "GET",
        url: `${endpoints.export.path}?${new URLSearchParams(query)}`,
        headers: { authorization: `Bearer ${company.token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/csv");
      return res.body
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
    };
    const all = await csv();
    expect(all[0]).toBe("created_at,status,amount,currency,bank,slip_number,requested_by,decided_by,decided_at,reason");
    expect(all).toHaveLength(3);
    expect(all[1]).toContain("REJ-2");
    // A reason that looks like a formula is written so a spreadsheet shows it as text.
    expect(all[1]).toContain("'=Slip unreadable");
    expect(all.join("\n")).not.toContain("OTHER-1");
    const pending = await csv({ status: "pending" });
    expect(pending.slice(1).map((line) => line.split(",")[5])).toEqual(["KEEP-1"]);
  });
});
