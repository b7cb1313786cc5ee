import { purchaseAmounts, serviceFeeEndpoints, topUpEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { purchases } from "../../db/schema/index.js";
import { useTestApp } from "../../test/app.js";
import { createCompany, type TestCompany } from "../../test/factories/fleet.js";
import { checkLedgerAfterEach, fund } from "../../test/factories/ledger.js";
import {
  authoriseBody,
  createDriver,
  createStation,
  PRICE,
  stationCall,
  type TestDriver,
} from "../../test/factories/station.js";

// Races at the pump: on PostgreSQL these requests really run at once (PGlite runs them one by one).
const t = useTestApp();
checkLedgerAfterEach(t);

/** What one purchase of `ml` holds of the wallet at the test price: fuel, commission and tax. */
async function holdOf(company: TestCompany, ml: number) {
  const fee = (await t.api.call(serviceFeeEndpoints.get, { token: company.token })).body.result!;
  return purchaseAmounts(ml, PRICE, Math.round(fee.commission * 100), Math.round(fee.tax * 100)).total;
}

/**
 * Runs the calls with at most `width` in flight: on PostgreSQL that many really run at once; the
 * embedded database would refuse more than it queues (503), as it should to a real flood.
 */
async function inFlight<T>(calls: (() => Promise<T>)[], width = 80): Promise<T[]> {
  const answers: T[] = new Array(calls.length);
  let next = 0;
  const lane = async () => {
    while (next < calls.length) {
      const index = next++;
      answers[index] = await calls[index]!();
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return answers;
}

const approvedOf = (answers: { body: { result?: { approved: boolean } | null } }[]) =>
  answers.filter((res) => res.body.result?.approved === true).length;

describe("purchases at the same moment", () => {
  it("approves exactly one of 50 authorisations for a vehicle with one fueling left today", async () => {
    const company = await createCompany(t);
    await fund(t.db, company.companyId, 5_000_000);
    const driver = await createDriver(t, company.companyId, { rule: { fuelingsPerDay: 1 } });
    const call = stationCall(t, await createStation(t));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call.authorise(authoriseBody(driver, { litres: 10 }))),
    );
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(approvedOf(answers)).toBe(1);
    const declines = await t.db.select().from(purchases).where(eq(purchases.vehicleId, driver.vehicle.id));
    expect(declines.filter((row) => row.declineReason === "limit_count_day")).toHaveLength(49);
  });

  // Five hundred purchases with their set-up: the embedded database serves them one by one.
  it(
    "approves exactly 100 of 500 purchases on a wallet funded for 100, and never overdraws it",
    { timeout: 120_000 },
    async () => {
      const company = await createCompany(t);
      const each = await holdOf(company, 1_000);
      await fund(t.db, company.companyId, each * 100);
      const drivers: TestDriver[] = [];
      for (let i = 0; i < 25; i += 1) {
        const rule = { fuelingsPerDay: 25, fuelLimitLitres: 1_000 };
        drivers.push(await createDriver(t, company.companyId, { rule, tpin: String(100_000 + i) }));
      }
      // Ten stations: each terminal keeps within its own request budget, as busy pumps spread over stations do.
      const calls: ReturnType<typeof stationCall>[] = [];
      for (let i = 0; i < 10; i += 1) calls.push(stationCall(t, await createStation(t)));
      const answers = await inFlight(
        Array.from({ length: 500 }, (_, i) => () => {
          const driver = drivers[i % drivers.length]!;
          const body = authoriseBody(driver, { litres: 1, odometer: driver.vehicle.currentOdometer });
          return calls[i % calls.length]!.authorise(body);
        }),
      );
      expect(answers.filter((res) => res.status !== 200).map((res) => res.body)).toEqual([]);
      expect(approvedOf(answers)).toBe(100);
      const balance = (await t.api.call(topUpEndpoints.balance, { token: company.token })).body.result!;
      expect(balance.available).toBe(0);
      expect(balance.on_hold).toBeCloseTo((each * 100) / 100, 2);
    },
  );

  it("lets one of a completion and a void of the same purchase win, and the other learn it", async () => {
    const company = await createCompany(t);
    await fund(t.db, company.companyId, 5_000_000);
    const driver = await createDriver(t, company.companyId);
    const call = stationCall(t, await createStation(t));
    const body = authoriseBody(driver, { litres: 20 });
    await call.authorise(body);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0 ? call.complete(body.reference, 20) : call.void(body.reference),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409).every((res) => res.body.code === "purchase_resolved")).toBe(
      true,
    );
    expect(answers.filter((res) => res.status === 409)).toHaveLength(19);
  });
});
