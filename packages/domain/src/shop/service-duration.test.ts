import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { describeIssue } from "../platform/validation.js";
import { Duration, ServiceCreateBody, ServiceUpdateBody } from "./service.js";

/** What the API would answer for a body: "field: message" per problem, or [] when it is accepted. */
function problemsOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map(describeIssue);
}

const DURATION = "duration: must be a duration in 5-minute steps, such as 45min or 1h 30min";
const service = {
  name: "Oil change",
  category_id: "3f2b8c1e-4d5a-4b6c-9d7e-8f9a0b1c2d3e",
  price: 2500,
  duration: "45min",
};

describe("Duration", () => {
  it.each([
    ["1h 30min", 90],
    ["2h", 120],
    ["45min", 45],
    ["90 minutes", 90],
    ["1.5h", 90],
    ["90", 90],
    [90, 90],
    ["24h", 1440],
    [5, 5],
  ])("stores %j as %i minutes", (input, minutes) => {
    expect(Duration.parse(input)).toBe(minutes);
  });

  it.each(["7", 7, 0, "0", 1445, "25h", "1h 32min", "", "abc", "1h 30", -5, 12.5, true, null])(
    "refuses %j with the duration message",
    (input) => {
      expect(problemsOf(Duration, input)).toEqual([
        "body: must be a duration in 5-minute steps, such as 45min or 1h 30min",
      ]);
    },
  );
});

describe("ServiceCreateBody: duration and pricing", () => {
  it("takes the duration as text and fills in the defaults of the other tabs", () => {
    const parsed = ServiceCreateBody.parse({ ...service, duration: "1h 30min" });
    expect(parsed).toMatchObject({
      duration: 90,
      discount_type: null,
      discount_value: 0,
      commission_type: null,
      quantity: 1,
      branch_ids: [],
      active: true,
      vat_applies: true,
    });
  });

  it("names the duration field when it is missing or wrong", () => {
    const { duration: _left, ...withoutDuration } = service;
    expect(problemsOf(ServiceCreateBody, withoutDuration)).toEqual([DURATION]);
    expect(problemsOf(ServiceCreateBody, { ...service, duration: "1h 32min" })).toEqual([DURATION]);
  });

  it("accepts a percentage discount with two decimals and refuses one past 100 or with three", () => {
    expect(problemsOf(ServiceCreateBody, { ...service, discount_type: 2, discount_value: 12.5 })).toEqual([]);
    expect(problemsOf(ServiceCreateBody, { ...service, discount_type: 2, discount_value: 150 })).toEqual([
      "discount_value: must be at most 100",
    ]);
    expect(problemsOf(ServiceCreateBody, { ...service, discount_type: 2, discount_value: 12.345 })).toEqual([
      "discount_value: must be a percent with at most two decimals",
    ]);
  });

  it("accepts a fixed discount above 100 (it is an amount) and refuses three decimals", () => {
    expect(problemsOf(ServiceCreateBody, { ...service, discount_type: 1, discount_value: 500 })).toEqual([]);
    expect(problemsOf(ServiceCreateBody, { ...service, discount_type: 1, discount_value: 5.555 })).toEqual([
      "discount_value: must be an amount with at most two decimals",
    ]);
  });

  it("refuses a discount type other than Fixed (1), Percentage (2) or none", () => {
    expect(problemsOf(ServiceCreateBody, { ...service, discount_type: 3, discount_value: 5 })).toEqual([
      "discount_type: is not one of the choices",
    ]);
    expect(problemsOf(ServiceCreateBody, { ...service, discount_value: -1 })).toEqual([
      "discount_value: must be at least 0",
    ]);
  });

  it("checks the commission by its own type, apart from the discount", () => {
    const body = { ...service, discount_type: 1, discount_value: 500, commission_type: 2, commission_value: 101 };
    expect(problemsOf(ServiceCreateBody, body)).toEqual(["commission_value: must be at most 100"]);
  });

  it("checks a change of only the value against the type sent with it, and nothing when the type is left out", () => {
    expect(problemsOf(ServiceUpdateBody, { discount_type: 2, discount_value: 101 })).toEqual([
      "discount_value: must be at most 100",
    ]);
    // Without the type the API checks the value against the stored type.
    expect(problemsOf(ServiceUpdateBody, { discount_value: 101 })).toEqual([]);
    expect(problemsOf(ServiceUpdateBody, { duration: "2h" })).toEqual([]);
    expect(ServiceUpdateBody.parse({ duration: "2h" })).toEqual({ duration: 120 });
  });
});
