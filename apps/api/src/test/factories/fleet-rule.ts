import { randomBytes } from "node:crypto";
import { fuelRuleEndpoints, todayIn } from "@pitlane/domain";
import { fuelRules } from "../../db/schema/index.js";
import type { TestApp } from "../app.js";

const unique = () => randomBytes(4).toString("hex");

/** A valid add body: a weekly diesel rule of 120 litres, twice a day on weekdays. */
export function ruleBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Drivers weekly",
    fuel_type: "diesel",
    mode: "recurring",
    cycle: "weekly",
    fuel_limit: 120,
    fuelings_per_day: 2,
    fueling_days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    ...overrides,
  };
}

/** Adds a rule through the API, as a user would, and answers what the API answered. */
export async function addRule(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const res = await t.api.call(fuelRuleEndpoints.create, { token, body: ruleBody(overrides) });
  if (res.status !== 200) throw new Error(`adding a rule answered ${res.status}: ${res.body.message}`);
  return res.body.result;
}

/**
 * A rule row as it would be after any history (a waiting next limit, an end), without the API's
 * checks: every fleet test's rules come from here. Petrol by default, as the test vehicles are.
 */
export async function createRule(t: TestApp, companyId: string, values: Partial<typeof fuelRules.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(fuelRules)
    .values({
      companyId,
      name: `Rule ${unique()}`,
      fuelType: "petrol",
      mode: "recurring",
      cycle: "weekly",
      fuelLimitLitres: 120,
      fuelingsPerDay: 2,
      fuelingDays: ["Monday", "Friday"],
      ...values,
    })
    .returning();
  if (!row) throw new Error("no rule");
  return row;
}

/** Today's date where a company in Pakistan (every test company unless told) counts its days. */
export const karachiToday = () => todayIn("Asia/Karachi");
