import { describe, expect, it } from "vitest";
import { describeIssue } from "../platform/validation.js";
import { FuelRuleCreateBody, FuelRuleUpdateBody } from "./fuel-rule.js";

const litresRule = {
  name: "Drivers weekly",
  fuel_type: "diesel",
  mode: "recurring",
  cycle: "weekly",
  fuel_limit: 120,
  fuelings_per_day: 2,
  fueling_days: ["Monday", "Wednesday", "Friday"],
};

/** The first message the API would answer, as "field: message". */
function refusal(body: unknown, schema: typeof FuelRuleCreateBody | typeof FuelRuleUpdateBody = FuelRuleCreateBody) {
  const parsed = schema.safeParse(body);
  return parsed.success ? null : describeIssue(parsed.error.issues[0] ?? { path: [], message: "" });
}

describe("FuelRuleCreateBody", () => {
  it("takes a litres rule, active by default, whatever the amount says", () => {
    expect(FuelRuleCreateBody.parse({ ...litresRule, amount_limit: null })).toMatchObject({
      fuel_limit: 120,
      status: "active",
    });
  });

  it("takes an amount rule without litres", () => {
    const parsed = FuelRuleCreateBody.parse({
      ...litresRule,
      mode: "amount",
      fuel_limit: null,
      amount_limit: 15_000.5,
    });
    expect(parsed).toMatchObject({ fuel_limit: null, amount_limit: 15_000.5 });
  });

  it("asks for the limit the mode needs with spec 001's message", () => {
    expect(refusal({ ...litresRule, fuel_limit: undefined })).toBe("fuel_limit: Select Fuel limit");
    expect(refusal({ ...litresRule, fuel_limit: null })).toBe("fuel_limit: Select Fuel limit");
    expect(refusal({ ...litresRule, mode: "amount" })).toBe("amount_limit: Select Fuel limit");
  });

  it("names the bound a limit breaks, never taking another value in its place", () => {
    expect(refusal({ ...litresRule, fuel_limit: 0 })).toBe("fuel_limit: must be at least 1");
    expect(refusal({ ...litresRule, fuel_limit: -5 })).toBe("fuel_limit: must be at least 1");
    expect(refusal({ ...litresRule, fuel_limit: 99_999_999_999 })).toBe("fuel_limit: must be at most 100000");
    expect(refusal({ ...litresRule, mode: "amount", amount_limit: 0 })).toBe("amount_limit: must be at least 0.01");
    expect(refusal({ ...litresRule, fuelings_per_day: 1000 })).toBe("fuelings_per_day: must be at most 24");
  });

  it("refuses litres that are not whole and money with more than two decimals", () => {
    expect(refusal({ ...litresRule, fuel_limit: 10.5 })).toBe("fuel_limit: must be a whole number");
    expect(refusal({ ...litresRule, mode: "amount", amount_limit: 1.001 })).toBe(
      "amount_limit: must be an amount with at most two decimals",
    );
  });

  it("needs at least one fueling a day and one fueling day, each a day of the week", () => {
    expect(refusal({ ...litresRule, fuelings_per_day: 0 })).toBe("fuelings_per_day: must be at least 1");
    expect(refusal({ ...litresRule, fuelings_per_day: 1.5 })).toBe("fuelings_per_day: must be a whole number");
    expect(refusal({ ...litresRule, fueling_days: [] })).toBe("fueling_days: is required");
    expect(refusal({ ...litresRule, fueling_days: ["Funday"] })).toBe("fueling_days.0: is not one of the choices");
  });

  it("keeps the fueling days in week order, once each", () => {
    const parsed = FuelRuleCreateBody.parse({ ...litresRule, fueling_days: ["Sunday", "Monday", "Sunday"] });
    expect(parsed.fueling_days).toEqual(["Monday", "Sunday"]);
  });

  it("refuses unknown fuel types, modes and cycles", () => {
    expect(refusal({ ...litresRule, fuel_type: "kerosene" })).toBe("fuel_type: is not one of the choices");
    expect(refusal({ ...litresRule, mode: "forever" })).toBe("mode: is not one of the choices");
    expect(refusal({ ...litresRule, cycle: "yearly" })).toBe("cycle: is not one of the choices");
  });
});

describe("FuelRuleUpdateBody", () => {
  it("applies a change from the next cycle unless told otherwise", () => {
    expect(FuelRuleUpdateBody.parse({ ...litresRule, status: "active" }).change_effect).toBe("next_cycle");
    expect(
      FuelRuleUpdateBody.parse({ ...litresRule, status: "active", change_effect: "immediate" }).change_effect,
    ).toBe("immediate");
  });

  it("needs a known status in a full update and a known change effect", () => {
    expect(refusal(litresRule, FuelRuleUpdateBody)).toBe("status: is not one of the choices");
    expect(refusal({ ...litresRule, status: "active", change_effect: "later" }, FuelRuleUpdateBody)).toBe(
      "change_effect: is not one of the choices",
    );
  });
});
