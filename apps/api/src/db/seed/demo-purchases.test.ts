import {
  cycleStart,
  fleetAuthEndpoints,
  isFuelingDay,
  startOfDayIn,
  todayIn,
  usageEndpoints,
  type RuleCycle,
} from "@pitlane/domain";
import { and, asc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ledgerBreaches } from "../../modules/fleet/ledger/ledger-invariants.js";
import { ensureFirstOpsAdmin } from "../../modules/ops/first-admin.js";
import { createPinHasher, loadPinSecret } from "../../platform/pin-hash.js";
import { useTestApp } from "../../test/app.js";
import { DEMO_DECLINES } from "../../test/factories/fleet-purchase.js";
import { checkLedgerAfterEach } from "../../test/factories/ledger.js";
import { stationCall } from "../../test/factories/station.js";
import {
  companies,
  employees,
  fuelRules,
  ledgerAccounts,
  ledgerHoldResolutions,
  purchases,
  safetyFactors,
  stationTerminals,
  stations,
  tpinFailures,
  vehicleAssignments,
  vehicles,
} from "../schema/index.js";
import { seedDemoData } from "./demo.js";
import { DEMO_FLEET } from "./demo-fleet.js";
import { demoTpins } from "./demo-fleet-employees.js";
import { seedDemoPurchases } from "./demo-purchases.js";
import { DEMO_STATIONS, demoTerminalKey } from "./demo-stations.js";
import { seedDemoTopUps } from "./demo-top-ups.js";

const DAY = 86_400_000;

/** Every statement sent, to count what the purchases cost the start. */
const statements: string[] = [];
const t = useTestApp({}, { onQuery: (query) => statements.push(query) });
checkLedgerAfterEach(t);
let seedMs = 0;
beforeAll(async () => {
  expect(await seedDemoData(t.db, createPinHasher(loadPinSecret(t.config)))).toBe(true);
  // As a first start with the demo does it: the console's users, the top-ups they decided, then the purchases.
  await ensureFirstOpsAdmin(t.db, { opsAdmin: undefined });
  await seedDemoTopUps(t.db, t.config.dataDir);
  statements.length = 0;
  const started = performance.now();
  await seedDemoPurchases(t.db);
  seedMs = performance.now() - started;
});

const all = () => t.db.select().from(purchases).orderBy(asc(purchases.createdAt));
const declined = (rows: (typeof purchases.$inferSelect)[], reason: string) =>
  rows.filter((r) => r.declineReason === reason);

describe("the demo's purchases", () => {
  it("cover the months of prices up to today, written in a few statements, and the ledger's invariants hold", async () => {
    console.info(`demo purchases seeded in ${Math.round(seedMs)} ms, ${statements.length} statements`);
    // The reads of the company's fleet, rules, stations, prices and money, then one write a table.
    expect(statements.length).toBeLessThanOrEqual(30);
    expect(await ledgerBreaches(t.db)).toEqual([]);
    const rows = await all();
    expect(rows.length).toBeGreaterThan(150);
    // Pakistan's prices go back six half-months: 75 to 90 days, by the day of the month.
    expect(Date.now() - rows[0]!.createdAt.getTime()).toBeGreaterThan(70 * DAY);
    expect(Date.now() - rows.at(-1)!.createdAt.getTime()).toBeLessThan(3 * DAY);
    expect(rows.filter((r) => r.status === "held")).toEqual([]);
    // Numbered in the order they happened; two tries in the same millisecond keep their numbers' order.
    const numberOf = (row: (typeof rows)[number]) => Number(row.reference.replace("DEMO-", ""));
    const inTimeOrder = [...rows].sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || numberOf(a) - numberOf(b),
    );
    expect(inTimeOrder.map((r) => r.reference)).toEqual(rows.map((_, i) => `DEMO-${i + 1}`));
  });

  it("decline a few tries of each common reason, the driver locked after three wrong T-PINs", async () => {
    const rows = await all();
    for (const reason of DEMO_DECLINES) {
      expect(declined(rows, reason).length, reason).toBeGreaterThanOrEqual(1);
    }
    expect(declined(rows, "pin_invalid").length).toBeGreaterThanOrEqual(3);
    const [company] = await t.db.select().from(companies);
    const [locked] = declined(rows, "pin_locked");
    const day = todayIn(company!.timeZone, locked!.createdAt);
    const wrongThatDay = declined(rows, "pin_invalid").filter(
      (r) => r.employeeId === locked!.employeeId && todayIn(company!.timeZone, r.createdAt) === day,
    );
    expect(wrongThatDay).toHaveLength(3);
    const [counted] = await t.db
      .select()
      .from(tpinFailures)
      .where(and(eq(tpinFailures.employeeId, locked!.employeeId!), eq(tpinFailures.day, day)));
    expect(counted?.failures).toBe(3);
    // Declines hold nothing; the pump's reading stays where it was.
    expect(rows.filter((r) => r.status === "declined" && r.holdId !== null)).toEqual([]);
  });

  it("have one voided and one expired, their holds released, and flagged fills for a look", async () => {
    const rows = await all();
    const outcomes = await t.db.select().from(ledgerHoldResolutions);
    for (const status of ["voided", "expired"] as const) {
      const ended = rows.filter((r) => r.status === status);
      expect(ended, status).toHaveLength(1);
      expect(outcomes.find((o) => o.holdId === ended[0]!.holdId)).toMatchObject({ outcome: status, postedAmount: 0 });
    }
    const flagged = (flag: string) => rows.filter((r) => r.flags.includes(flag));
    expect(flagged("over_tank").length).toBeGreaterThanOrEqual(1);
    expect(flagged("distance_off").length).toBeGreaterThanOrEqual(1);
    expect(flagged("quick_refill").length).toBeGreaterThanOrEqual(1);
    expect(rows.filter((r) => r.flags.length > 0).length).toBeLessThan(20);
  });

  it("follow each rule: its days, fuelings a day, litres or money in its cycle, and the tank with its factor of safety", async () => {
    const [company] = await t.db.select().from(companies);
    const zone = company!.timeZone;
    const [fleet, rules, factors] = await Promise.all([
      t.db.select().from(vehicles),
      t.db.select().from(fuelRules),
      t.db.select().from(safetyFactors),
    ]);
    const completed = (await all()).filter((r) => r.status === "completed");
    expect(completed.length).toBeGreaterThan(150);
    for (const p of completed) {
      const rule = rules.find((r) => r.id === p.ruleId)!;
      const vehicle = fleet.find((v) => v.id === p.vehicleId)!;
      const day = todayIn(zone, p.createdAt);
      expect(isFuelingDay(rule.fuelingDays, day), `${p.reference} on ${day}`).toBe(true);
      const factor =
        vehicle.safetyFactorBp ?? factors.find((f) => f.vehicleTypeId === vehicle.vehicleTypeId)?.factorBp ?? 0;
      expect(p.litresMl! * 10_000, p.reference).toBeLessThanOrEqual(
        vehicle.primaryTankLimit * 1000 * (10_000 + factor),
      );
      expect(p.flags.includes("over_tank")).toBe(p.litresMl! > vehicle.primaryTankLimit * 1000);

      const mine = completed.filter((q) =>
        p.ruleSubject === "vehicle" ? q.vehicleId === p.vehicleId : q.employeeId === p.employeeId,
      );
      const from = (start: Date) => mine.filter((q) => q.createdAt >= start && q.createdAt <= p.createdAt);
      expect(from(startOfDayIn(zone, day)).length, p.reference).toBeLessThanOrEqual(rule.fuelingsPerDay);
      const cycle = from(startOfDayIn(zone, cycleStart(day, rule.cycle as RuleCycle)));
      if (rule.mode === "recurring") {
        expect(
          cycle.reduce((sum, q) => sum + q.litresMl!, 0),
          p.reference,
        ).toBeLessThanOrEqual(rule.fuelLimitLitres! * 1000);
      } else {
        expect(
          cycle.reduce((sum, q) => sum + q.fuelAmount!, 0),
          p.reference,
        ).toBeLessThanOrEqual(rule.amountLimit!);
      }
    }
  });

  it("are made by the driver assigned at the moment, at the prices of the time, odometers only going up", async () => {
    const completed = (await all()).filter((r) => r.status === "completed");
    const assignments = await t.db.select().from(vehicleAssignments);
    const seededFrom = Math.min(...assignments.map((a) => a.startsAt.getTime()));
    const fleet = await t.db.select().from(vehicles);
    for (const p of completed) {
      expect(Math.abs((p.litresMl! * p.unitPrice!) / 100_000 - p.fuelAmount!)).toBeLessThanOrEqual(1);
      if (p.createdAt.getTime() < seededFrom) continue;
      const assigned = assignments.find(
        (a) => a.vehicleId === p.vehicleId && a.startsAt <= p.createdAt && p.createdAt < (a.unassignedAt ?? a.endsAt),
      );
      expect(assigned?.employeeId, p.reference).toBe(p.employeeId);
    }
    for (const vehicle of fleet) {
      const readings = completed.filter((p) => p.vehicleId === vehicle.id).map((p) => p.odometer);
      expect(readings).toEqual([...readings].sort((a, b) => a - b));
      expect(vehicle.currentOdometer).toBeGreaterThanOrEqual(Math.max(0, ...readings));
    }
    // Each fill carries the price of its half-month: many prices over the months, not only today's.
    const prices = new Set(completed.map((p) => `${p.fuelType}:${p.unitPrice}`));
    expect(prices.size).toBeGreaterThan(9);
  });

  it("never spend more than the approved top-ups had put in by then, and leave money in the wallet", async () => {
    const [wallet] = await t.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.kind, "wallet"));
    const { rows } = (await t.db.execute(sql`
      select min(balance)::bigint as lowest from (
        select sum(case when credit_account_id = ${wallet!.id} then amount else -amount end)
                 over (order by created_at, id) as balance
          from ledger_transfers
         where debit_account_id = ${wallet!.id} or credit_account_id = ${wallet!.id}) moves`)) as unknown as {
      rows: { lowest: number }[];
    };
    expect(Number(rows[0]!.lowest)).toBeGreaterThanOrEqual(0);
    expect(wallet!.pendingDebits).toBe(0);
    expect(wallet!.posted).toBeGreaterThan(100_000_00);
  });
});

describe("the demo at the pump today", () => {
  it("shows each vehicle's use of its rule from the history, and the pump serves the next purchase", async () => {
    const login = await t.api.call(fleetAuthEndpoints.login, {
      body: { email: DEMO_FLEET.email, password: DEMO_FLEET.password },
    });
    const token = login.body.result!.token;
    const now = new Date();
    const current = await t.db
      .select({ vehicle: vehicles, employeeCode: employees.employeeCode })
      .from(vehicleAssignments)
      .innerJoin(vehicles, eq(vehicles.id, vehicleAssignments.vehicleId))
      .innerJoin(employees, eq(employees.id, vehicleAssignments.employeeId))
      .where(
        and(
          lte(vehicleAssignments.startsAt, now),
          gt(vehicleAssignments.endsAt, now),
          isNull(vehicleAssignments.unassignedAt),
        ),
      );
    const usages = await Promise.all(
      current.map(async ({ vehicle }) => {
        const res = await t.api.call(usageEndpoints.vehicle, { token, params: { id: vehicle.id } });
        return res.body.result!;
      }),
    );
    expect(usages.some((u) => u.used > 0)).toBe(true);

    // A truck (its rule allows every day, twice) at one of the demo's stations, with its driver's demo T-PIN.
    const i = usages.findIndex((u) => u.fuelings_per_day === 2 && u.fuelings_today < 2 && u.limit! - u.used >= 5);
    const { vehicle, employeeCode } = current[i]!;
    const slug = DEMO_STATIONS[0].slug;
    const [terminal] = await t.db
      .select({ stationId: stations.id, terminalId: stationTerminals.id })
      .from(stations)
      .innerJoin(stationTerminals, eq(stationTerminals.stationId, stations.id))
      .where(eq(stations.name, DEMO_STATIONS[0].name));
    const call = stationCall(t, { ...terminal!, key: demoTerminalKey(slug) });
    const reference = `TRY-${Date.now()}`;
    const tpin = demoTpins()[Number(employeeCode!.slice(3)) - 1]!;
    const res = await call.authorise({
      reference,
      vehicle: vehicle.qrToken,
      tpin,
      odometer: vehicle.currentOdometer + 40,
      fuel_type: vehicle.fuelType,
      litres: 5,
    });
    expect(res.body.result).toMatchObject({ approved: true, status: "held" });
    expect((await call.void(reference)).body.result).toMatchObject({ status: "voided" });
    // A demo purchase is found by its reference at its own station.
    const [demo] = await t.db.select().from(purchases).where(eq(purchases.stationId, terminal!.stationId)).limit(1);
    expect((await call.get(demo!.reference)).body.result).toMatchObject({ reference: demo!.reference });
  });
});
