import type { RuleCycle } from "@pitlane/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { employees, fuelRules, purchases, stations, vehicles } from "../../../db/schema/index.js";
import { tenantRow } from "../../../db/tenant-row.js";

/** The names a purchase's alert shows, read in the purchase's transaction: one statement, by its key. */
export async function purchaseNames(tx: Db, companyId: string, purchaseId: string) {
  const [row] = await tx
    .select({
      reference: purchases.reference,
      plateNo: vehicles.plateNo,
      employeeName: employees.name,
      stationName: stations.name,
      // The table's check holds it to RULE_CYCLES.
      ruleCycle: sql<RuleCycle | null>`${fuelRules.cycle}`,
    })
    .from(purchases)
    .innerJoin(stations, eq(stations.id, purchases.stationId))
    .innerJoin(vehicles, tenantRow(vehicles, purchases.vehicleId, purchases))
    .leftJoin(employees, tenantRow(employees, purchases.employeeId, purchases))
    .leftJoin(fuelRules, tenantRow(fuelRules, purchases.ruleId, purchases))
    .where(and(eq(purchases.companyId, companyId), eq(purchases.id, purchaseId)));
  if (!row) throw new Error(`alert for a purchase ${purchaseId} that is gone`);
  return row;
}
