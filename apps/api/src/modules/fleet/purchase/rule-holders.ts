import {
  notFound,
  startOfDayIn,
  toMajor,
  todayIn,
  usageWindowStart,
  type RuleCycle,
  type RuleUsageDto,
} from "@pitlane/domain";
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { employees, purchases, vehicles } from "../../../db/schema/index.js";
import type { Clock } from "../../../platform/tenant-zones.js";
import { companyOf, ruleOf } from "./purchase-reads.js";
import { limitOn } from "./rule-usage.js";

const HOLDERS = 20;

/**
 * The rule page's "this cycle": its holders' use of the rule since the cycle started, from the
 * purchases that name the rule (held and completed), by the (company, rule, time) index.
 */
export function createRuleHolders(db: Db, clock: Clock) {
  return async function ruleHolders(companyId: string, ruleId: string): Promise<RuleUsageDto> {
    const now = clock();
    const [rule, company] = [await ruleOf(db, companyId, ruleId), await companyOf(db, companyId)];
    if (!rule || !company) throw notFound("rule_not_found");
    const day = todayIn(company.timeZone, now);
    const cycleStart = usageWindowStart(rule.cycle as RuleCycle, rule.usageSince, now, company.timeZone);
    const dayStart = startOfDayIn(company.timeZone, day);
    const recurring = rule.mode === "recurring";
    const subjectId = sql<string>`case when ${purchases.ruleSubject} = 'vehicle' then ${purchases.vehicleId} else ${purchases.employeeId} end`;
    const used = recurring
      ? sql<number>`sum(coalesce(${purchases.litresMl}, ${purchases.authorisedMl}))`
      : sql<number>`sum(coalesce(${purchases.fuelAmount}, ${purchases.authorisedFuel}))`;
    const rows = await db
      .select({
        kind: purchases.ruleSubject,
        id: subjectId,
        fuelingsToday: sql<number>`count(*) filter (where ${purchases.createdAt} >= ${dayStart.toISOString()})`,
        used: used.mapWith(Number),
      })
      .from(purchases)
      .where(
        and(
          eq(purchases.companyId, companyId),
          eq(purchases.ruleId, ruleId),
          gte(purchases.createdAt, cycleStart),
          inArray(purchases.status, ["held", "completed"]),
        ),
      )
      .groupBy(purchases.ruleSubject, subjectId)
      .orderBy(desc(used))
      .limit(HOLDERS);
    const idsOf = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.id);
    const names = new Map<string, string>();
    const vehicleIds = idsOf("vehicle");
    const employeeIds = idsOf("employee");
    if (vehicleIds.length > 0) {
      const found = await db
        .select({ id: vehicles.id, carId: vehicles.carId, plateNo: vehicles.plateNo })
        .from(vehicles)
        .where(and(eq(vehicles.companyId, companyId), inArray(vehicles.id, vehicleIds)));
      for (const v of found) names.set(v.id, `${v.carId} · ${v.plateNo}`);
    }
    if (employeeIds.length > 0) {
      const found = await db
        .select({ id: employees.id, name: employees.name })
        .from(employees)
        .where(and(eq(employees.companyId, companyId), inArray(employees.id, employeeIds)));
      for (const e of found) names.set(e.id, e.name);
    }
    const limit = limitOn(rule, day);
    return {
      cycle_start: cycleStart.toISOString(),
      limit: limit === null ? null : recurring ? limit : toMajor(limit),
      holders: rows.map((row) => ({
        kind: row.kind ?? "vehicle",
        _id: row.id,
        name: names.get(row.id) ?? "",
        fuelings_today: Number(row.fuelingsToday),
        used: recurring ? row.used / 1000 : toMajor(row.used),
      })),
    };
  };
}
