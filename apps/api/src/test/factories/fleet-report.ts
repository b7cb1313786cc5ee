import { eq } from "drizzle-orm";
import { employees, purchases } from "../../db/schema/index.js";
import type { TestApp } from "../app.js";
import { createOrgUnit } from "./fleet.js";
import { addDriver, buy, purchaseScene, type Driver, type PurchaseScene } from "./fleet-purchase.js";

/** Moves a fill's completion (and its asking, just before) to `at`, as if it had been made then. */
export const completedAt = (t: TestApp, id: string, at: string) =>
  t.db
    .update(purchases)
    .set({ createdAt: new Date(Date.parse(at) - 5 * 60_000), resolvedAt: new Date(at) })
    .where(eq(purchases.id, id));

/**
 * A company's March 2025 (Karachi, five hours ahead of UTC), at the test stations' 250.00 a litre,
 * each fill 100 km after the vehicle's last:
 * - Ali (branch North, department Operations) drives car A: 20 L on the 3rd (flagged over the tank)
 *   and 30 L on the 31st
 *   at 23:30 (still March in Karachi, April in UTC); 25 L on 28 February, outside the range;
 *   a hold not completed.
 * - Sara (no branch) drives car B: 10 L on the 5th; a wrong T-PIN declined on the 6th.
 * By hand: car A 50 L over 200 km, 25 L/100 km; car B 10 L over 100 km, 10 L/100 km.
 */
export async function marchScene(t: TestApp) {
  const scene = await purchaseScene(t);
  const companyId = scene.company.companyId;
  const north = await createOrgUnit(t, companyId, "branch", "North");
  const operations = await createOrgUnit(t, companyId, "department", "Operations");
  const ali = scene.driver;
  await t.db
    .update(employees)
    .set({ name: "Ali Raza", branchId: north.id, departmentId: operations.id })
    .where(eq(employees.id, ali.employee.id));
  const sara: Driver = await addDriver(t, companyId);
  await t.db.update(employees).set({ name: "Sara Khan" }).where(eq(employees.id, sara.employee.id));
  const asSara = { driver: sara, station: scene.station };

  const february = await buy(t, scene, { litres: 25, dispensed: 25 });
  await completedAt(t, february.id, "2025-02-28T10:00:00Z");
  const third = await buy(t, scene, { litres: 20, dispensed: 20 });
  await completedAt(t, third.id, "2025-03-03T05:00:00Z");
  await t.db
    .update(purchases)
    .set({ flags: ["over_tank"] })
    .where(eq(purchases.id, third.id));
  const last = await buy(t, scene, { litres: 30, dispensed: 30 });
  await completedAt(t, last.id, "2025-03-31T18:30:00Z");
  const held = await buy(t, scene, { litres: 5 });
  await completedAt(t, held.id, "2025-03-12T05:00:00Z");
  const fifth = await buy(t, asSara, { litres: 10, dispensed: 10 });
  await completedAt(t, fifth.id, "2025-03-05T05:00:00Z");
  const declined = await buy(t, asSara, { body: { tpin: "0000" } });
  await completedAt(t, declined.id, "2025-03-06T05:00:00Z");
  return { scene, ali, sara, north, operations, fills: { february, third, last, fifth, declined } };
}

export type MarchScene = Awaited<ReturnType<typeof marchScene>>;

/** Another company buying at the same station in the same March: none of it may be counted. */
export async function rivalInMarch(t: TestApp, scene: PurchaseScene) {
  const rival = await purchaseScene(t);
  const fill = await buy(t, { driver: rival.driver, station: scene.station }, { litres: 40, dispensed: 40 });
  await completedAt(t, fill.id, "2025-03-04T05:00:00Z");
  return rival;
}

export const MARCH = { from: "2025-03-01", to: "2025-03-31" };
