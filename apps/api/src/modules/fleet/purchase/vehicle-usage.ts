import { notFound, toMajor, type RuleCycle, type RuleMode, type VehicleUsageDto } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { employees } from "../../../db/schema/index.js";
import { and, eq } from "drizzle-orm";
import type { Clock } from "../../../platform/tenant-zones.js";
import { companyOf, driverAt, ruleOf, vehicleOf } from "./purchase-reads.js";
import { ruleUsage } from "./rule-usage.js";

/** The vehicle page's "this cycle": what the pump would count for the vehicle now. */
export function createVehicleUsage(db: Db, clock: Clock) {
  return async function vehicleUsage(companyId: string, vehicleId: string): Promise<VehicleUsageDto> {
    const now = clock();
    const vehicle = await vehicleOf(db, companyId, vehicleId);
    const company = await companyOf(db, companyId);
    if (!vehicle || !company) throw notFound("vehicle_not_found");
    const driverId = await driverAt(db, companyId, vehicleId, now);
    const [driver] = driverId
      ? await db
          .select({ name: employees.name, ruleId: employees.ruleId })
          .from(employees)
          .where(and(eq(employees.companyId, companyId), eq(employees.id, driverId)))
      : [];
    const ruleId = vehicle.ruleId ?? driver?.ruleId ?? null;
    const rule = ruleId ? await ruleOf(db, companyId, ruleId) : null;
    const none = { fuelings_today: 0, fuelings_per_day: null, limit: null, used: 0, cycle_start: null };
    if (!rule) return { rule: null, subject: null, driver: driver?.name ?? null, ...none };
    const subject = vehicle.ruleId ? "vehicle" : "employee";
    const who = subject === "vehicle" ? { vehicleId } : { employeeId: driverId! };
    const usage = await ruleUsage(db, companyId, rule, who, now, company.timeZone);
    return {
      rule: { _id: rule.id, name: rule.name, mode: rule.mode as RuleMode, cycle: rule.cycle as RuleCycle },
      subject,
      driver: driver?.name ?? null,
      cycle_start: usage.cycleStart.toISOString(),
      fuelings_today: usage.fuelingsToday,
      fuelings_per_day: rule.fuelingsPerDay,
      limit: usage.limit === null ? null : usage.recurring ? usage.limit : toMajor(usage.limit),
      used: usage.recurring ? usage.usedMl / 1000 : toMajor(usage.usedAmount),
    };
  };
}
