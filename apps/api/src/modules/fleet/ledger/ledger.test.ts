import { DomainError } from "@pitlane/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ledgerTransfers, platformSettings, topUps } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany } from "../../../test/factories/fleet.js";
import { DECIDER, checkLedgerAfterEach, fund, topUpOf } from "../../../test/factories/ledger.js";
import { approveTopUp, rejectTopUp } from "../top-up/top-up-decisions.js";
import { expireDueHolds, holdExpiresAt } from "./hold-expiry.js";
import { accountOf, completeHold, hold, releaseHold, reverse, walletBalance } from "./ledger.js";

// The ledger through its module, on PGlite and (in CI) on PostgreSQL, where concurrent transactions
// really run side by side. After every test the invariants of MONEY.md are checked.
const t = useTestApp();
checkLedgerAfterEach(t);

const inHalfAnHour = () => new Date(Date.now() + 30 * 60_000);
const codeOf = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === "rejected" && outcome.reason instanceof DomainError ? outcome.reason.code : outcome.status;
const count = (outcomes: PromiseSettledResult<unknown>[]) =>
  outcomes
    .map(codeOf)
    .reduce<Record<string, number>>((tally, code) => ({ ...tally, [code]: (tally[code] ?? 0) + 1 }), {});

/** The wallet and the accounts a purchase pays into, for a company in PKR. */
async function purchaseAccounts(companyId: string) {
  return t.db.transaction(async (tx) => ({
    wallet: await accountOf(tx, companyId, "wallet", "PKR"),
    station: await accountOf(tx, companyId, "station_payable", "PKR", "station-1"),
    commission: await accountOf(tx, companyId, "commission_revenue", "PKR"),
    tax: await accountOf(tx, companyId, "tax_payable", "PKR"),
  }));
}

describe("top-ups into the wallet", () => {
  it("credits the wallet once for twenty approvals of one request at once", async () => {
    const { companyId } = await createCompany(t);
    const topUpId = await topUpOf(t.db, companyId, 2_500_00);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => t.db.transaction((tx) => approveTopUp(tx, companyId, topUpId, DECIDER))),
    );
    expect(count(outcomes)).toEqual({ fulfilled: 1, top_up_decided: 19 });
    expect(await walletBalance(t.db, companyId)).toEqual({ posted: 2_500_00, pending: 0, available: 2_500_00 });
  });

  it("keeps the balance and the reason of a rejection, and a decided request cannot change", async () => {
    const { companyId } = await createCompany(t);
    const topUpId = await topUpOf(t.db, companyId, 1_000_00);
    await t.db.transaction((tx) => rejectTopUp(tx, companyId, topUpId, DECIDER, "The slip number does not match"));
    const [row] = await t.db
      .select()
      .from(topUps)
      .where(and(eq(topUps.companyId, companyId), eq(topUps.id, topUpId)));
    expect(row).toMatchObject({ status: "rejected", reason: "The slip number does not match", transferId: null });
    await expect(t.db.transaction((tx) => approveTopUp(tx, companyId, topUpId, DECIDER))).rejects.toMatchObject({
      code: "top_up_decided",
    });
    expect(await walletBalance(t.db, companyId)).toEqual({ posted: 0, pending: 0, available: 0 });
  });

  it("answers another company's request as not found", async () => {
    const { companyId } = await createCompany(t);
    const other = await createCompany(t);
    const topUpId = await topUpOf(t.db, companyId, 500_00);
    await expect(t.db.transaction((tx) => approveTopUp(tx, other.companyId, topUpId, DECIDER))).rejects.toMatchObject({
      code: "top_up_not_found",
    });
  });
});

describe("holds on the wallet", () => {
  it("gives exactly 100 of 500 holds at once to a wallet funded for 100, and leaves nothing available", async () => {
    const { companyId } = await createCompany(t);
    await fund(t.db, companyId, 100 * 40_00);
    const { wallet } = await purchaseAccounts(companyId);
    const outcomes = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        t.db.transaction((tx) => hold(tx, companyId, wallet, 40_00, `purchase-${i}`, inHalfAnHour())),
      ),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(100);
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(400);
    expect(await walletBalance(t.db, companyId)).toEqual({ posted: 4_000_00, pending: 4_000_00, available: 0 });
  });

  it("completes a hold with what was taken, releases the rest, and resolves it only once", async () => {
    const { companyId } = await createCompany(t);
    await fund(t.db, companyId, 10_000_00);
    const { wallet, station, commission, tax } = await purchaseAccounts(companyId);
    const held = await t.db.transaction((tx) => hold(tx, companyId, wallet, 5_000_00, "purchase-1", inHalfAnHour()));
    expect(await walletBalance(t.db, companyId)).toEqual({ posted: 10_000_00, pending: 5_000_00, available: 5_000_00 });

    const lines = [
      { kind: "fuel" as const, credit: station, amount: 3_000_00 },
      { kind: "commission" as const, credit: commission, amount: 45_00 },
      { kind: "tax" as const, credit: tax, amount: 7_20 },
    ];
    const finish = () => t.db.transaction((tx) => completeHold(tx, companyId, held!.id, lines));
    const outcomes = await Promise.allSettled([
      finish(),
      finish(),
      finish(),
      t.db.transaction((tx) => releaseHold(tx, companyId, held!.id, "voided")),
    ]);
    expect(count(outcomes)).toEqual({ fulfilled: 1, hold_resolved: 3 });
    // Whichever came first, a completion or the void, decides what the wallet paid.
    const isCompleted = outcomes.slice(0, 3).some((outcome) => outcome.status === "fulfilled");
    const spent = isCompleted ? 3_052_20 : 0;
    expect(await walletBalance(t.db, companyId)).toEqual({
      posted: 10_000_00 - spent,
      pending: 0,
      available: 10_000_00 - spent,
    });
  });

  it("refuses to complete more than was held", async () => {
    const { companyId } = await createCompany(t);
    await fund(t.db, companyId, 1_000_00);
    const { wallet, station } = await purchaseAccounts(companyId);
    const held = await t.db.transaction((tx) => hold(tx, companyId, wallet, 500_00, "purchase-1", inHalfAnHour()));
    await expect(
      t.db.transaction((tx) =>
        completeHold(tx, companyId, held!.id, [{ kind: "fuel", credit: station, amount: 500_01 }]),
      ),
    ).rejects.toMatchObject({ code: "hold_amount_exceeded" });
    expect(await walletBalance(t.db, companyId)).toEqual({ posted: 1_000_00, pending: 500_00, available: 500_00 });
  });

  it("releases holds past their time, which then cannot be completed", async () => {
    const { companyId } = await createCompany(t);
    await fund(t.db, companyId, 1_000_00);
    const { wallet, station } = await purchaseAccounts(companyId);
    const past = new Date(Date.now() - 1000);
    const late = await t.db.transaction((tx) => hold(tx, companyId, wallet, 300_00, "purchase-late", past));
    const live = await t.db.transaction((tx) => hold(tx, companyId, wallet, 200_00, "purchase-live", inHalfAnHour()));
    await expect(
      t.db.transaction((tx) => completeHold(tx, companyId, late!.id, [{ kind: "fuel", credit: station, amount: 100 }])),
    ).rejects.toMatchObject({ code: "hold_resolved" });

    await expireDueHolds(t.db, new Date());
    expect(await walletBalance(t.db, companyId)).toEqual({ posted: 1_000_00, pending: 200_00, available: 800_00 });
    await expect(t.db.transaction((tx) => releaseHold(tx, companyId, late!.id, "voided"))).rejects.toMatchObject({
      code: "hold_resolved",
    });
    expect(live).not.toBeNull();
  });
});

describe("a hold's time", () => {
  it("is the hold expiry the operations console sets, 30 minutes at first", async () => {
    const now = new Date("2026-11-26T10:00:00Z");
    expect(await holdExpiresAt(t.db, now)).toEqual(new Date("2026-11-26T10:30:00Z"));
    await t.db.update(platformSettings).set({ holdExpiryMinutes: 45 });
    expect(await holdExpiresAt(t.db, now)).toEqual(new Date("2026-11-26T10:45:00Z"));
  });
});

describe("reversals", () => {
  it("reverse a transfer once with a new transfer the other way, never below zero", async () => {
    const { companyId } = await createCompany(t);
    const topUpId = await fund(t.db, companyId, 700_00);
    const [topUp] = await t.db
      .select()
      .from(topUps)
      .where(and(eq(topUps.companyId, companyId), eq(topUps.id, topUpId)));
    const { wallet } = await purchaseAccounts(companyId);
    await t.db.transaction((tx) => hold(tx, companyId, wallet, 100_00, "purchase-1", inHalfAnHour()));
    // 100.00 of the 700.00 is held: the top-up cannot be taken back whole.
    await expect(t.db.transaction((tx) => reverse(tx, companyId, topUp!.transferId!))).rejects.toMatchObject({
      code: "insufficient_funds",
    });

    const second = await fund(t.db, companyId, 100_00);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => t.db.transaction((tx) => reverse(tx, companyId, topUp!.transferId!))),
    );
    expect(count(outcomes)).toEqual({ fulfilled: 1, transfer_reversed: 4 });
    expect(await walletBalance(t.db, companyId)).toEqual({ posted: 100_00, pending: 100_00, available: 0 });
    const reversals = await t.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.companyId, companyId), eq(ledgerTransfers.kind, "reversal")));
    expect(reversals).toEqual([expect.objectContaining({ amount: 700_00, reversesId: topUp!.transferId })]);
    expect(second).toBeTruthy();
  });
});
