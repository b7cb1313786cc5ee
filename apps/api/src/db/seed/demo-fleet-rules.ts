import { WEEK_DAYS, type FuelType, type RuleCycle, type RuleMode, type WeekDay } from "@pitlane/domain";
import type { Db } from "../client.js";
import { fuelRules } from "../schema/index.js";

/** Who drives what: each group of vehicles is driven by the employees of the same group. */
export type DriveGroup = "car" | "exec" | "truck" | "light" | "bike";

type RuleKey = DriveGroup | "trial";

interface DemoRule {
  name: string;
  fuelType: FuelType;
  mode: RuleMode;
  cycle: RuleCycle;
  fuelLimitLitres?: number;
  /** Paisa. */
  amountLimit?: number;
  fuelingsPerDay: number;
  fuelingDays: WeekDay[];
  active?: boolean;
}

const MONDAY_TO_SATURDAY = WEEK_DAYS.filter((day) => day !== "Sunday");

const DEMO_RULES: Record<RuleKey, DemoRule> = {
  car: {
    name: "Car drivers, 20 L a day",
    fuelType: "petrol",
    mode: "recurring",
    cycle: "daily",
    fuelLimitLitres: 20,
    fuelingsPerDay: 1,
    fuelingDays: MONDAY_TO_SATURDAY,
  },
  exec: {
    name: "Regional managers, PKR 60,000 a month",
    fuelType: "hi_octane",
    mode: "amount",
    cycle: "monthly",
    amountLimit: 6_000_000,
    fuelingsPerDay: 2,
    fuelingDays: [...WEEK_DAYS],
  },
  truck: {
    name: "Delivery trucks, 400 L a week",
    fuelType: "diesel",
    mode: "recurring",
    cycle: "weekly",
    fuelLimitLitres: 400,
    fuelingsPerDay: 2,
    fuelingDays: [...WEEK_DAYS],
  },
  light: {
    name: "Pickups and vans, 150 L a week",
    fuelType: "diesel",
    mode: "recurring",
    cycle: "weekly",
    fuelLimitLitres: 150,
    fuelingsPerDay: 1,
    fuelingDays: MONDAY_TO_SATURDAY,
  },
  bike: {
    name: "Motorcycle riders, 5 L a day",
    fuelType: "petrol",
    mode: "recurring",
    cycle: "daily",
    fuelLimitLitres: 5,
    fuelingsPerDay: 1,
    fuelingDays: MONDAY_TO_SATURDAY,
  },
  // Switched off, held by nobody: the rules list shows one out of force.
  trial: {
    name: "Long-haul trial, 900 L a month",
    fuelType: "diesel",
    mode: "recurring",
    cycle: "monthly",
    fuelLimitLitres: 900,
    fuelingsPerDay: 3,
    fuelingDays: [...WEEK_DAYS],
    active: false,
  },
};

/**
 * Which side of an assignment holds the group's rule: the employee (car drivers and managers keep
 * their allowance whatever car they take) or the vehicle (a truck's allowance stays with the truck).
 * The other side holds none, so every assignment of the group passes spec 001's "exactly one" check.
 */
export const RULE_HOLDER: Record<DriveGroup, "employee" | "vehicle"> = {
  car: "employee",
  exec: "employee",
  truck: "vehicle",
  light: "vehicle",
  bike: "vehicle",
};

export type DemoRuleIds = Record<DriveGroup, string>;

/** The six rules; returns the id of each group's rule. */
export async function seedDemoRules(tx: Db, companyId: string): Promise<DemoRuleIds> {
  const keys = Object.keys(DEMO_RULES) as RuleKey[];
  const rows = await tx
    .insert(fuelRules)
    .values(keys.map((key) => ({ companyId, ...DEMO_RULES[key], active: DEMO_RULES[key].active ?? true })))
    .returning({ id: fuelRules.id, name: fuelRules.name });
  const idOf = (key: DriveGroup) => {
    const id = rows.find((row) => row.name === DEMO_RULES[key].name)?.id;
    if (!id) throw new Error(`demo rule insert returned nothing: ${key}`);
    return id;
  };
  return { car: idOf("car"), exec: idOf("exec"), truck: idOf("truck"), light: idOf("light"), bike: idOf("bike") };
}
