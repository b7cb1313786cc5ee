import { FuelRuleCreateBody, PaymentBody, VatRate } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { inEnglish } from "../../test/english";
import { isSameNumberValue, numberOf, shownNumber, typedNumber, typedNumberOrNull } from "./number-value";
import { schemaErrors } from "./use-schema-form";

describe("typedNumber", () => {
  it("keeps a minus, decimals past two and values past any bound as typed", () => {
    expect(typedNumber(-50)).toBe(-50);
    expect(typedNumber("-50")).toBe(-50);
    expect(typedNumber("10.555")).toBe(10.555);
    expect(typedNumber(99999999999)).toBe(99999999999);
    // Beyond what Mantine passes as a number, still a number: the schema's maximum refuses it.
    expect(typedNumber("99999999999999999999")).toBe(1e20);
  });

  it("reads text that is a number as that number while it is typed", () => {
    expect(typedNumber("1.50")).toBe(1.5);
    expect(typedNumber("1.")).toBe(1);
    expect(typedNumber("007")).toBe(7);
  });

  it("keeps an emptied field empty, never 0, and an entry that is no number yet as typed", () => {
    expect(typedNumber("")).toBe("");
    expect(typedNumber("  ")).toBe("");
    expect(typedNumber("-")).toBe("-");
    expect(typedNumber(".")).toBe(".");
  });

  it("makes an emptied field null for a schema that takes null, and nothing else", () => {
    expect(typedNumberOrNull("")).toBeNull();
    expect(typedNumberOrNull("-")).toBe("-");
    expect(typedNumberOrNull(0)).toBe(0);
  });
});

describe("isSameNumberValue", () => {
  it("holds every empty the same, and numbers by value", () => {
    expect(isSameNumberValue("", null)).toBe(true);
    expect(isSameNumberValue(undefined, "")).toBe(true);
    expect(isSameNumberValue(0, "")).toBe(false);
    expect(isSameNumberValue(1, 1)).toBe(true);
    expect(isSameNumberValue("-", "-")).toBe(true);
  });
});

describe("shownNumber", () => {
  it("shows the text as typed while it says the form's value", () => {
    expect(shownNumber("1.", 1)).toBe("1.");
    expect(shownNumber("1.50", 1.5)).toBe("1.50");
    expect(shownNumber("-", "-")).toBe("-");
    expect(shownNumber("", null)).toBe("");
  });

  it("shows a value set from outside, an empty one as empty", () => {
    expect(shownNumber("1.", 40)).toBe(40);
    expect(shownNumber("12", null)).toBe("");
    expect(shownNumber("", 0)).toBe(0);
  });
});

describe("numberOf", () => {
  it("reads the number a field holds, or nothing while it is empty or not a number", () => {
    expect(numberOf(42)).toBe(42);
    expect(numberOf("12.5")).toBe(12.5);
    expect(numberOf(0)).toBe(0);
    expect(numberOf("")).toBeNull();
    expect(numberOf(null)).toBeNull();
    expect(numberOf("-")).toBeNull();
    expect(numberOf("1e")).toBeNull();
  });
});

describe("what a form shows for a typed number", () => {
  const shown = (schema: z.ZodType, values: object) => inEnglish(schemaErrors(schema, values));

  it("names the rule a typed value breaks, in the API's words", () => {
    const payment = (typed: string) => shown(PaymentBody, { amount: typedNumber(typed), note: "" });
    expect(payment("-50")).toEqual({ amount: "must be at least 0" });
    expect(payment("")).toEqual({ amount: "This field is required" });
    expect(payment("-")).toEqual({ amount: "must be an amount with at most two decimals" });
    expect(payment("10.555")).toEqual({ amount: "must be an amount with at most two decimals" });
    const vat = z.object({ vat_rate: VatRate });
    expect(shown(vat, { vat_rate: typedNumber("150") })).toEqual({ vat_rate: "must be at most 100" });
  });

  it("names the bounds of a fuel rule's litres and fuelings per day", () => {
    const rule = (fields: object) =>
      shown(FuelRuleCreateBody, {
        name: "Weekly",
        fuel_type: "diesel",
        mode: "recurring",
        cycle: "weekly",
        fuel_limit: 100,
        fuelings_per_day: 1,
        fueling_days: ["Monday"],
        ...fields,
      });
    expect(rule({ fuel_limit: typedNumberOrNull("0") })).toEqual({ fuel_limit: "must be at least 1" });
    expect(rule({ fuel_limit: typedNumberOrNull("-5") })).toEqual({ fuel_limit: "must be at least 1" });
    expect(rule({ fuel_limit: typedNumberOrNull("99999999999") })).toEqual({ fuel_limit: "must be at most 100000" });
    expect(rule({ fuelings_per_day: typedNumber("1000") })).toEqual({ fuelings_per_day: "must be at most 24" });
    expect(rule({ fuelings_per_day: typedNumber("") })).toEqual({ fuelings_per_day: "This field is required" });
  });
});
