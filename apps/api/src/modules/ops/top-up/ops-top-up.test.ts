import { opsTopUpEndpoints as endpoints, topUpEndpoints } from "@pitlane/domain";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies, ledgerTransfers, opsAudit, topUps } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany, type TestCompany } from "../../../test/factories/fleet.js";
import { checkLedgerAfterEach } from "../../../test/factories/ledger.js";
import { createOpsUser, idempotencyKey } from "../../../test/factories/ops.js";
import { createUpload } from "../../../test/factories/upload.js";
import { mailsTo } from "../../../test/mail.js";
import { opsRefusals } from "../../../test/refusals.js";

const t = useTestApp();
checkLedgerAfterEach(t);

/** A pending top-up the company sent through the portal, with its own proof image. */
async function requested(company: TestCompany, amount = 25_000, slip = "DS-1") {
  const proof_id = await createUpload(t, company.token, "fleet");
  const res = await t.api.call(topUpEndpoints.create, {
    token: company.token,
    body: { bank_code: "HABB", amount, slip_number: slip, proof_id },
  });
  expect(res.status).toBe(200);
  return res.body.result!;
}

const decide = (
  endpoint: typeof endpoints.approve | typeof endpoints.reject,
  token: string,
  params: { companyId: string; id: string },
  key: string | null = idempotencyKey(),
  body?: unknown,
) => t.api.call(endpoint, { token, params, body, headers: key === null ? {} : { "idempotency-key": key } });

const balanceOf = async (company: TestCompany) =>
  (await t.api.call(topUpEndpoints.balance, { token: company.token })).body.result!;

const creditsOf = (companyId: string) =>
  t.db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.companyId, companyId), eq(ledgerTransfers.kind, "top_up")));

describe("GET /ops/api/top-ups", () => {
  // Both console roles see the queue: no console user is refused it.
  opsRefusals.itRefusesWithoutSession(t, endpoints.list);
  opsRefusals.itRefusesALongSearch(t, endpoints.list);

  it("shows a reviewer every company's pending requests, oldest first, the overdue flagged, then the decided", async () => {
    const reviewer = await createOpsUser(t, "reviewer");
    const first = await createCompany(t);
    const second = await createCompany(t);
    const old = await requested(first, 100, "OLD-1");
    const newer = await requested(second, 200, "NEW-2");
    const done = await requested(first, 300, "DONE-3");
    await t.db
      .update(topUps)
      .set({ createdAt: sql`now() - interval '30 hours'` })
      .where(eq(topUps.id, old._id));
    await decide(endpoints.approve, reviewer.token, { companyId: first.companyId, id: done._id });

    const list = async (query: Record<string, string>) =>
      (await t.api.call(endpoints.list, { token: reviewer.token, query: { limit: "100", ...query } })).body.result!;
    const pending = (await list({})).items.filter((item) => [old._id, newer._id, done._id].includes(item._id));
    expect(pending.map((item) => item._id)).toEqual([old._id, newer._id]);
    expect(pending[0]).toMatchObject({ company_id: first.companyId, is_overdue: true, status: "pending" });
    const all = (await list({ status: "all" })).items.filter((item) =>
      [old._id, newer._id, done._id].includes(item._id),
    );
    expect(all.map((item) => item._id)).toEqual([old._id, newer._id, done._id]);
    expect(all[2]).toMatchObject({ status: "approved", decided_by: reviewer.name });
    const overdue = (await list({ status: "overdue" })).items.map((item) => item._id);
    expect(overdue).toContain(old._id);
    expect(overdue).not.toContain(newer._id);
    const [company] = await t.db.select().from(companies).where(eq(companies.id, second.companyId));
    const found = await list({ status: "all", search: company!.companyName });
    expect(found.items.map((item) => item._id)).toEqual([newer._id]);
  });
});

describe("GET /ops/api/companies/:companyId/top-ups/:id/proof", () => {
  it("sends the proof image to the console, and 404 under another company's id", async () => {
    const admin = await createOpsUser(t, "admin");
    const company = await createCompany(t);
    const other = await createCompany(t);
    const topUp = await requested(company);
    const proof = (companyId: string, token?: string) =>
      t.app.inject({
        method: "GET",
        url: `/ops/api/companies/${companyId}/top-ups/${topUp._id}/proof`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const own = await proof(company.companyId, admin.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("image/png");
    expect((await proof(other.companyId, admin.token)).statusCode).toBe(404);
    expect((await proof(company.companyId)).statusCode).toBe(401);
    expect((await proof(company.companyId, company.token)).statusCode).toBe(401);
  });
});

describe("POST /ops/api/companies/:companyId/top-ups/:id/approve", () => {
  it("answers 401 without a console session (a company's own admin included)", async () => {
    const company = await createCompany(t);
    const topUp = await requested(company);
    const res = await decide(endpoints.approve, company.token, { companyId: company.companyId, id: topUp._id });
    expect(res.status).toBe(401);
    expect(await creditsOf(company.companyId)).toEqual([]);
  });

  it("refuses a request without an Idempotency-Key, crediting nothing", async () => {
    const admin = await createOpsUser(t, "admin");
    const company = await createCompany(t);
    const topUp = await requested(company);
    const res = await decide(endpoints.approve, admin.token, { companyId: company.companyId, id: topUp._id }, null);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "idempotency_key_required", field: "Idempotency-Key" });
    expect(await creditsOf(company.companyId)).toEqual([]);
  });

  it("answers 404 for a top-up named under another company, or a company that does not exist", async () => {
    const admin = await createOpsUser(t, "admin");
    const company = await createCompany(t);
    const other = await createCompany(t);
    const topUp = await requested(company);
    for (const companyId of [other.companyId, crypto.randomUUID()]) {
      const res = await decide(endpoints.approve, admin.token, { companyId, id: topUp._id });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("top_up_not_found");
    }
    expect(await creditsOf(company.companyId)).toEqual([]);
  });

  it("credits the wallet once, records who and when, mails the company and keeps the decision in the audit", async () => {
    const reviewer = await createOpsUser(t, "reviewer");
    const company = await createCompany(t);
    const topUp = await requested(company, 25_000);
    const res = await decide(endpoints.approve, reviewer.token, { companyId: company.companyId, id: topUp._id });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ status: "approved", decided_by: reviewer.name, amount: 25_000 });
    expect(await balanceOf(company)).toMatchObject({ posted: 25_000, available: 25_000, pending_top_ups: 0 });
    const [mail] = await mailsTo(
      t,
      (await t.db.select().from(companies).where(eq(companies.id, company.companyId)))[0]!.email,
    );
    expect(mail?.subject).toBe("Your Pitlane top-up is approved");
    expect(mail?.text).toContain("PKR 25,000.00");
    const [entry] = await t.db.select().from(opsAudit).where(eq(opsAudit.targetId, topUp._id));
    expect(entry).toMatchObject({
      actorId: reviewer.userId,
      actorName: reviewer.name,
      action: "top_up.approve",
      companyId: company.companyId,
      before: { status: "pending" },
      after: { status: "approved", transfer_id: expect.any(String) },
    });
  });

  it("answers the same key ten times in a row and ten times at once with one credit and the same answer", async () => {
    const admin = await createOpsUser(t, "admin");
    const company = await createCompany(t);
    const first = await requested(company, 100, "SEQ-1");
    const second = await requested(company, 200, "PAR-2");
    const key = idempotencyKey();
    const params = { companyId: company.companyId, id: first._id };
    const inTurn = [];
    for (let i = 0; i < 10; i += 1) inTurn.push(await decide(endpoints.approve, admin.token, params, key));
    expect(new Set(inTurn.map((res) => JSON.stringify(res.body))).size).toBe(1);
    expect(inTurn.map((res) => res.headers["idempotent-replayed"])).toEqual([undefined, ...Array(9).fill("true")]);

    const together = await Promise.all(
      Array.from({ length: 10 }, () =>
        decide(endpoints.approve, admin.token, { companyId: company.companyId, id: second._id }, "at-once"),
      ),
    );
    expect(together.map((res) => res.status)).toEqual(Array(10).fill(200));
    expect(new Set(together.map((res) => JSON.stringify(res.body))).size).toBe(1);
    expect((await creditsOf(company.companyId)).map((transfer) => transfer.amount).sort()).toEqual([10_000, 20_000]);
    const mails = await mailsTo(
      t,
      (await t.db.select().from(companies).where(eq(companies.id, company.companyId)))[0]!.email,
    );
    expect(mails).toHaveLength(2);
  });

  it("refuses a key used for another request, and keys of two users are their own", async () => {
    const admin = await createOpsUser(t, "admin");
    const other = await createOpsUser(t, "reviewer");
    const company = await createCompany(t);
    const first = await requested(company, 100, "A-1");
    const second = await requested(company, 200, "B-2");
    await decide(endpoints.approve, admin.token, { companyId: company.companyId, id: first._id }, "mine");
    const reused = await decide(
      endpoints.approve,
      admin.token,
      { companyId: company.companyId, id: second._id },
      "mine",
    );
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe("idempotency_key_reused");
    const theirs = await decide(
      endpoints.approve,
      other.token,
      { companyId: company.companyId, id: second._id },
      "mine",
    );
    expect(theirs.status).toBe(200);
    expect(await creditsOf(company.companyId)).toHaveLength(2);
  });

  it("gives one credit to twenty approvals of one request at once; the others find it decided", async () => {
    const admin = await createOpsUser(t, "admin");
    const company = await createCompany(t);
    const topUp = await requested(company, 500);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        decide(endpoints.approve, admin.token, { companyId: company.companyId, id: topUp._id }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    expect(answers.filter((res) => res.status === 409).every((res) => res.body.code === "top_up_decided")).toBe(true);
    expect(await creditsOf(company.companyId)).toHaveLength(1);
    expect(await balanceOf(company)).toMatchObject({ posted: 500 });
  });

  it("refuses to credit a suspended company: 409 company_suspended, the request stays pending", async () => {
    const admin = await createOpsUser(t, "admin");
    const company = await createCompany(t);
    const topUp = await requested(company);
    await t.db
      .update(companies)
      .set({ suspendedAt: new Date(), suspendedReason: "KYC" })
      .where(eq(companies.id, company.companyId));
    const res = await decide(endpoints.approve, admin.token, { companyId: company.companyId, id: topUp._id });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("company_suspended");
    const [row] = await t.db.select().from(topUps).where(eq(topUps.id, topUp._id));
    expect(row!.status).toBe("pending");
  });
});

describe("POST /ops/api/companies/:companyId/top-ups/:id/reject", () => {
  it("needs a reason, then shows it to the company, credits nothing, and the decision cannot change", async () => {
    const reviewer = await createOpsUser(t, "reviewer");
    const company = await createCompany(t);
    const topUp = await requested(company);
    const params = { companyId: company.companyId, id: topUp._id };
    const bare = await decide(endpoints.reject, reviewer.token, params, idempotencyKey(), { reason: " " });
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ code: "required", field: "reason" });
    const res = await decide(endpoints.reject, reviewer.token, params, idempotencyKey(), { reason: "Slip unreadable" });
    expect(res.status).toBe(200);
    const history = await t.api.call(topUpEndpoints.list, { token: company.token });
    expect(history.body.result!.items[0]).toMatchObject({
      status: "rejected",
      reason: "Slip unreadable",
      decided_by: reviewer.name,
    });
    const [mail] = await mailsTo(
      t,
      (await t.db.select().from(companies).where(eq(companies.id, company.companyId)))[0]!.email,
    );
    expect(mail?.text).toContain("Slip unreadable");
    const late = await decide(endpoints.approve, reviewer.token, params);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("top_up_decided");
    expect(await creditsOf(company.companyId)).toEqual([]);
  });
});
