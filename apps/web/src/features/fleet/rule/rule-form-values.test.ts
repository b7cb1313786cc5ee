import { describeIssue } from "@pitlane/domain";
import { FuelRuleUpdateBody, type FuelRuleDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { effectiveChange, isReshaped, ruleValuesOf } from "./rule-form-values";

const rule = (overrides: Partial<FuelRuleDto> = {}): FuelRuleDto => ({
  _id: "r1",
  name: "Drivers weekly",
  fuel_type: "diesel",
  mode: "recurring",
  cycle: "weekly",
  fuel_limit: 120,
  amount_limit: null,
  fuelings_per_day: 2,
  fueling_days: ["Monday", "Friday"],
  next_fuel_limit: null,
  next_limit_from: null,
  ends_on: null,
  status: "active",
  in_force: true,
  usage_since: "2026-03-01T00:00:00.000Z",
  employees_count: 0,
  vehicles_count: 0,
  created_at: "2026-03-01T00:00:00.000Z",
  ...overrides,
});

describe("ruleValuesOf", () => {
  it("starts a new rule with no limit, which the schema asks for with spec 001's words", () => {
    const values = ruleValuesOf();
    expect(values).toMatchObject({ mode: "recurring", fuel_limit: null, amount_limit: null, status: "active" });
    const parsed = FuelRuleUpdateBody.safeParse({ ...values, name: "New" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map(describeIssue)[0]).toBe("fuel_limit: Select Fuel limit");
  });

  it("shows a limit waiting for the next cycle in the limit's place, so an unchanged form keeps it waiting", () => {
    expect(ruleValuesOf(rule({ next_fuel_limit: 90, next_limit_from: "2026-03-09" })).fuel_limit).toBe(90);
    const amount = rule({ mode: "amount", fuel_limit: null, amount_limit: 1500.5 });
    expect(ruleValuesOf(amount)).toMatchObject({ fuel_limit: null, amount_limit: 1500.5 });
  });

  it("saves an unchanged edit as valid, applying from the next cycle", () => {
    const parsed = FuelRuleUpdateBody.parse(ruleValuesOf(rule()));
    expect(parsed).toMatchObject({ change_effect: "next_cycle", fuel_limit: 120 });
  });
});

describe("effectiveChange", () => {
  it("is the chosen effect while the mode and cycle stay", () => {
    const values = { ...ruleValuesOf(rule()), change_effect: "none_next_month" as const };
    expect(isReshaped(values, rule())).toBe(false);
    expect(effectiveChange(values, rule())).toBe("none_next_month");
  });

  it("is immediate for a new mode or cycle, which cannot wait for the next cycle", () => {
    const values = ruleValuesOf(rule());
    expect(effectiveChange({ ...values, cycle: "monthly" }, rule())).toBe("immediate");
    expect(effectiveChange({ ...values, mode: "amount", amount_limit: 100 }, rule())).toBe("immediate");
    expect(isReshaped({ ...values, cycle: "monthly" }, undefined)).toBe(false);
  });
});
