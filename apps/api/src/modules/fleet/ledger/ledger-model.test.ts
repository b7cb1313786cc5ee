import { DomainError } from "@pitlane/domain";
import { and, eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ledgerHoldResolutions, topUps } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { insertCompany } from "../../../test/factories/fleet.js";
import { DECIDER, topUpOf } from "../../../test/factories/ledger.js";
import { approveTopUp, rejectTopUp } from "../top-up/top-up-decisions.js";
import { expireDueHolds } from "./hold-expiry.js";
import { accountOf, completeHold, hold, releaseHold, walletBalance } from "./ledger.js";
import { ledgerBreaches } from "./ledger-invariants.js";

// Random sequences of what happens to a wallet (top-ups requested, approved and rejected; holds
// taken, completed in part, voided and left to expire) run against the database and against a
// model of a few lines; after each sequence both must agree and every invariant hold.
const t = useTestApp();
const RUNS = Number(process.env.LEDGER_MODEL_RUNS ?? 1000);
const MINUTE = 60_000;

type HoldState = "open" | "completed" | "voided" | "expired";
interface Model {
  clock: number;
  posted: number;
  pending: number;
  topUps: { amount: number; status: "pending" | "approved" | "rejected" }[];
  holds: { amount: number; expiresAt: number; state: HoldState }[];
}
interface Real {
  companyId: string;
  accounts: { wallet: string; station: string; commission: string; tax: string };
  topUpIds: string[];
  holdIds: string[];
}
type Command = fc.AsyncCommand<Model, Real>;

/** Runs `step`, answering the refusal's code when it is refused, "done" when not. */
async function outcome(step: () => Promise<unknown>): Promise<string> {
  try {
    await step();
    return "done";
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

const pick = <T>(list: T[], at: number) => at % list.length;

class RequestTopUp implements Command {
  constructor(readonly amount: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    r.topUpIds.push(await topUpOf(t.db, r.companyId, this.amount));
    m.topUps.push({ amount: this.amount, status: "pending" });
  }
  toString = () => `request(${this.amount})`;
}

class DecideTopUp implements Command {
  constructor(
    readonly at: number,
    readonly isApproval: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.topUps.length > 0;
  async run(m: Model, r: Real) {
    const i = pick(m.topUps, this.at);
    const id = r.topUpIds[i]!;
    const got = await outcome(() =>
      t.db.transaction(async (tx) => {
        if (this.isApproval) await approveTopUp(tx, r.companyId, id, DECIDER);
        else await rejectTopUp(tx, r.companyId, id, DECIDER, "Slip not found");
      }),
    );
    const topUp = m.topUps[i]!;
    expect(got).toBe(topUp.status === "pending" ? "done" : "top_up_decided");
    if (topUp.status !== "pending") return;
    topUp.status = this.isApproval ? "approved" : "rejected";
    if (this.isApproval) m.posted += topUp.amount;
  }
  toString = () => `${this.isApproval ? "approve" : "reject"}(#${this.at})`;
}

class Hold implements Command {
  constructor(
    readonly amount: number,
    readonly minutes: number,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const expiresAt = m.clock + this.minutes * MINUTE;
    const held = await t.db.transaction((tx) =>
      hold(tx, r.companyId, r.accounts.wallet, this.amount, "purchase", new Date(expiresAt)),
    );
    expect(held === null).toBe(m.posted - m.pending < this.amount);
    if (!held) return;
    r.holdIds.push(held.id);
    m.holds.push({ amount: this.amount, expiresAt, state: "open" });
    m.pending += this.amount;
  }
  toString = () => `hold(${this.amount}, ${this.minutes} min)`;
}

class Complete implements Command {
  constructor(
    readonly at: number,
    readonly permille: number,
  ) {}
  check = (m: Readonly<Model>) => m.holds.length > 0;
  async run(m: Model, r: Real) {
    const i = pick(m.holds, this.at);
    const held = m.holds[i]!;
    // Fuel, then a commission of 1.5 % of it and a tax of 16 % on that, all within the hold.
    const fuel = Math.floor((held.amount * this.permille) / 1000);
    const commission = Math.min(held.amount - fuel, Math.floor(fuel * 0.015));
    const tax = Math.min(held.amount - fuel - commission, Math.floor(commission * 0.16));
    const { station, commission: revenue, tax: payable } = r.accounts;
    const lines = [
      { kind: "fuel" as const, credit: station, amount: fuel },
      { kind: "commission" as const, credit: revenue, amount: commission },
      { kind: "tax" as const, credit: payable, amount: tax },
    ].filter((line) => line.amount > 0);
    const got = await outcome(() =>
      t.db.transaction((tx) => completeHold(tx, r.companyId, r.holdIds[i]!, lines, new Date(m.clock))),
    );
    const isOpen = held.state === "open" && held.expiresAt > m.clock;
    expect(got).toBe(isOpen ? "done" : "hold_resolved");
    if (!isOpen) return;
    held.state = "completed";
    m.pending -= held.amount;
    m.posted -= fuel + commission + tax;
  }
  toString = () => `complete(#${this.at}, ${this.permille}‰)`;
}

class Void implements Command {
  constructor(readonly at: number) {}
  check = (m: Readonly<Model>) => m.holds.length > 0;
  async run(m: Model, r: Real) {
    const i = pick(m.holds, this.at);
    const held = m.holds[i]!;
    const got = await outcome(() => t.db.transaction((tx) => releaseHold(tx, r.companyId, r.holdIds[i]!, "voided")));
    expect(got).toBe(held.state === "open" ? "done" : "hold_resolved");
    if (held.state !== "open") return;
    held.state = "voided";
    m.pending -= held.amount;
  }
  toString = () => `void(#${this.at})`;
}

class Wait implements Command {
  constructor(readonly minutes: number) {}
  check = () => true;
  async run(m: Model) {
    m.clock += this.minutes * MINUTE;
    await expireDueHolds(t.db, new Date(m.clock));
    for (const held of m.holds) {
      if (held.state === "open" && held.expiresAt <= m.clock) {
        held.state = "expired";
        m.pending -= held.amount;
      }
    }
  }
  toString = () => `wait(${this.minutes} min)`;
}

describe("the ledger against a model of it", () => {
  it(
    `agrees with the model and keeps every invariant over ${RUNS} random sequences`,
    { timeout: 600_000 },
    async () => {
      const commands = [
        fc.integer({ min: 1, max: 5_000_00 }).map((amount) => new RequestTopUp(amount)),
        fc.tuple(fc.nat(), fc.nat(3)).map(([at, choice]) => new DecideTopUp(at, choice > 0)),
        fc
          .tuple(fc.integer({ min: 1, max: 3_000_00 }), fc.integer({ min: 1, max: 60 }))
          .map(([a, m]) => new Hold(a, m)),
        fc.tuple(fc.nat(), fc.integer({ min: 0, max: 1000 })).map(([at, permille]) => new Complete(at, permille)),
        fc.nat().map((at) => new Void(at)),
        fc.integer({ min: 1, max: 90 }).map((minutes) => new Wait(minutes)),
      ];
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: 50, size: "max" }), async (sequence) => {
          const companyId = await insertCompany(t);
          const accounts = await t.db.transaction(async (tx) => ({
            wallet: await accountOf(tx, companyId, "wallet", "PKR"),
            station: await accountOf(tx, companyId, "station_payable", "PKR", "station-1"),
            commission: await accountOf(tx, companyId, "commission_revenue", "PKR"),
            tax: await accountOf(tx, companyId, "tax_payable", "PKR"),
          }));
          const model: Model = { clock: Date.now(), posted: 0, pending: 0, topUps: [], holds: [] };
          const real: Real = { companyId, accounts, topUpIds: [], holdIds: [] };
          await fc.asyncModelRun(() => ({ model, real }), sequence);

          expect(await walletBalance(t.db, companyId)).toEqual({
            posted: model.posted,
            pending: model.pending,
            available: model.posted - model.pending,
          });
          if (real.topUpIds.length > 0) {
            const rows = await t.db
              .select({ id: topUps.id, status: topUps.status })
              .from(topUps)
              .where(and(eq(topUps.companyId, companyId), inArray(topUps.id, real.topUpIds)));
            const statuses = new Map(rows.map((row) => [row.id, row.status]));
            expect(real.topUpIds.map((id) => statuses.get(id))).toEqual(model.topUps.map((topUp) => topUp.status));
          }
          if (real.holdIds.length > 0) {
            const rows = await t.db
              .select({ id: ledgerHoldResolutions.holdId, outcome: ledgerHoldResolutions.outcome })
              .from(ledgerHoldResolutions)
              .where(
                and(
                  eq(ledgerHoldResolutions.companyId, companyId),
                  inArray(ledgerHoldResolutions.holdId, real.holdIds),
                ),
              );
            const outcomes = new Map(rows.map((row) => [row.id, row.outcome]));
            expect(real.holdIds.map((id) => outcomes.get(id) ?? "open")).toEqual(model.holds.map((h) => h.state));
          }
          expect(await ledgerBreaches(t.db, companyId)).toEqual([]);
        }),
        { numRuns: RUNS },
      );
      // And across every company the runs made.
      expect(await ledgerBreaches(t.db)).toEqual([]);
    },
  );
});
