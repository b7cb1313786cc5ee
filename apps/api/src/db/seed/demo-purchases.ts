import { count, eq, inArray } from "drizzle-orm";
import type { Db } from "../client.js";
import { companies, employees, purchases, safetyFactors, vehicleTypes } from "../schema/index.js";
import { DEMO_FLEET } from "./demo-fleet.js";
import { playHistory } from "./demo-purchase-history.js";
import { writeHistory } from "./demo-purchase-rows.js";
import { readPurchaseWorld } from "./demo-purchase-world.js";

/**
 * The company's factor of safety for its bigger vehicles (basis points): a truck's 200 L tank takes
 * 220 L. Some of the demo's fills go past the tank within it, approved and flagged for a look.
 */
const SAFETY_FACTORS: Record<string, number> = { truck: 1000, pickup: 500, van: 500 };

async function setSafetyFactors(tx: Db, companyId: string) {
  const types = await tx
    .select({ id: vehicleTypes.id, code: vehicleTypes.code })
    .from(vehicleTypes)
    .where(inArray(vehicleTypes.code, Object.keys(SAFETY_FACTORS)));
  if (types.length === 0) return;
  await tx
    .insert(safetyFactors)
    .values(types.map((type) => ({ companyId, vehicleTypeId: type.id, factorBp: SAFETY_FACTORS[type.code]! })))
    .onConflictDoNothing();
}

/**
 * Indus Logistics' months of purchases at the partner stations, on the start that added the demo,
 * after its top-ups and the stations' prices: played in memory through the pump's own checks and
 * arithmetic (demo-pump.ts), then written in a few bulk statements, so the start stays fast and the
 * ledger's invariants hold as if every purchase had gone through the station API. Everything is
 * dated back from `now`, and nothing is left on hold.
 */
export async function seedDemoPurchases(db: Db, now: Date = new Date()): Promise<void> {
  const [company] = await db
    .select({
      id: companies.id,
      currency: companies.currency,
      timeZone: companies.timeZone,
      countryId: companies.countryId,
    })
    .from(companies)
    .innerJoin(employees, eq(employees.companyId, companies.id))
    .where(eq(employees.email, DEMO_FLEET.email));
  if (!company) return;
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(purchases).where(eq(purchases.companyId, company.id));
    if ((existing?.n ?? 0) > 0) return;
    await setSafetyFactors(tx, company.id);
    const world = await readPurchaseWorld(tx, company, now);
    const history = playHistory(world, now);
    if (history) await writeHistory(tx, world, history);
  });
}
