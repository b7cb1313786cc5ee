import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { idempotencyKeys, ledgerTransfers } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany } from "../../../test/factories/fleet.js";
import { DECIDER, checkLedgerAfterEach, topUpOf } from "../../../test/factories/ledger.js";
import { approveTopUp } from "../top-up/top-up-decisions.js";
import { fingerprintOf, forgetKeysBefore, KEEP_KEYS_HOURS, once } from "./idempotency.js";
import { walletBalance } from "./ledger.js";

// A money-moving request under one key, as a retrying client sends it: the approval of a top-up,
// answered with the envelope a route sends. On PostgreSQL the concurrent ones really overlap.
const t = useTestApp();
checkLedgerAfterEach(t);

async function approvalUnderKey(companyId: string, topUpId: string, key: string, note = "") {
  const path = `/ops/api/companies/${companyId}/top-ups/${topUpId}/approve`;
  const request = { companyId, scope: `ops:${DECIDER}`, key, fingerprint: fingerprintOf("POST", path, { note }) };
  return once(t.db, request, async (tx) => {
    const transferId = await approveTopUp(tx, companyId, topUpId, DECIDER);
    const body = JSON.stringify({
      error_code: 200,
      message: "OK",
      result: { transfer_id: transferId, at: Date.now() },
    });
    return { status: 200, body };
  });
}

const transfersOf = (companyId: string) =>
  t.db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.companyId, companyId)));

describe("a money-moving request under an idempotency key", () => {
  it("moves money once and answers alike, byte for byte, for ten tries one after another", async () => {
    const { companyId } = await createCompany(t);
    const topUpId = await topUpOf(t.db, companyId, 900_00);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await approvalUnderKey(companyId, topUpId, "approve-1"));
    expect(new Set(answers.map((a) => `${a.status} ${a.body}`)).size).toBe(1);
    expect(answers.map((a) => a.isReplay)).toEqual([false, ...Array(9).fill(true)]);
    expect(await transfersOf(companyId)).toHaveLength(1);
    expect((await walletBalance(t.db, companyId)).posted).toBe(900_00);
  });

  it("moves money once and answers alike for ten tries at the same moment", async () => {
    const { companyId } = await createCompany(t);
    const topUpId = await topUpOf(t.db, companyId, 450_00);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => approvalUnderKey(companyId, topUpId, "approve-at-once")),
    );
    expect(new Set(answers.map((a) => `${a.status} ${a.body}`)).size).toBe(1);
    expect(answers.filter((a) => !a.isReplay)).toHaveLength(1);
    expect(await transfersOf(companyId)).toHaveLength(1);
    expect((await walletBalance(t.db, companyId)).posted).toBe(450_00);
  });

  it("refuses the key with another request behind it, and changes nothing", async () => {
    const { companyId } = await createCompany(t);
    const topUpId = await topUpOf(t.db, companyId, 100_00);
    const first = await approvalUnderKey(companyId, topUpId, "approve-2");
    await expect(approvalUnderKey(companyId, topUpId, "approve-2", "another body")).rejects.toMatchObject({
      code: "idempotency_key_reused",
      field: "Idempotency-Key",
    });
    expect(await approvalUnderKey(companyId, topUpId, "approve-2")).toEqual({ ...first, isReplay: true });
    expect(await transfersOf(companyId)).toHaveLength(1);
  });

  it("keeps nothing for a refused request, so asking again is asked anew", async () => {
    const { companyId } = await createCompany(t);
    const other = await createCompany(t);
    const topUpId = await topUpOf(t.db, companyId, 100_00);
    // Another company's top-up under this company's key: not found, and the key stays free.
    await expect(approvalUnderKey(other.companyId, topUpId, "approve-3")).rejects.toMatchObject({
      code: "top_up_not_found",
    });
    const second = await approvalUnderKey(companyId, topUpId, "approve-3");
    expect(second).toMatchObject({ status: 200, isReplay: false });
  });

  it("treats the same key of another company as its own", async () => {
    const first = await createCompany(t);
    const second = await createCompany(t);
    const a = await approvalUnderKey(first.companyId, await topUpOf(t.db, first.companyId, 100_00), "shared-key");
    const b = await approvalUnderKey(second.companyId, await topUpOf(t.db, second.companyId, 200_00), "shared-key");
    expect([a.isReplay, b.isReplay]).toEqual([false, false]);
    expect((await walletBalance(t.db, first.companyId)).posted).toBe(100_00);
    expect((await walletBalance(t.db, second.companyId)).posted).toBe(200_00);
  });
});

describe("keys past their keeping time", () => {
  it("are forgotten, so the key is a new request again; younger keys still answer their retries", async () => {
    const { companyId } = await createCompany(t);
    const old = await topUpOf(t.db, companyId, 100_00);
    const young = await topUpOf(t.db, companyId, 200_00);
    await approvalUnderKey(companyId, old, "old-key");
    await approvalUnderKey(companyId, young, "young-key");
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - (KEEP_KEYS_HOURS + 1) * 3_600_000) })
      .where(eq(idempotencyKeys.key, "old-key"));
    expect(await forgetKeysBefore(t.db, new Date(Date.now() - KEEP_KEYS_HOURS * 3_600_000))).toBe(1);
    const keys = await t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.companyId, companyId));
    expect(keys.map((row) => row.key)).toEqual(["young-key"]);
    expect((await approvalUnderKey(companyId, young, "young-key")).isReplay).toBe(true);
  });
});
