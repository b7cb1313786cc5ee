import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { describeIssue } from "../platform/validation.js";
import { BranchCreateBody, BranchListQuery, BranchUpdateBody } from "./branch.js";

function problemsOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map(describeIssue);
}

const CITY = "a3bb189e-8bf9-3888-9912-ace4e6543002";

const branch = {
  branch_name_english: " Gulberg ",
  branch_name_arabic: " جلبرج ",
  phone: "(042) 3571 1234",
};

describe("BranchCreateBody", () => {
  it("accepts both names and a phone, filling the rest", () => {
    expect(BranchCreateBody.parse(branch)).toEqual({
      branch_name_english: "Gulberg",
      branch_name_arabic: "جلبرج",
      address: null,
      country_id: null,
      state_id: null,
      city_id: null,
      phone: "(042) 3571 1234",
      active: true,
    });
  });

  it("keeps active false and the optional fields when given", () => {
    const parsed = BranchCreateBody.parse({ ...branch, active: false, address: " 5 Main Blvd ", city_id: CITY });
    expect(parsed).toMatchObject({ active: false, address: "5 Main Blvd", city_id: CITY });
  });

  it.each(["branch_name_english", "branch_name_arabic"])("requires %s", (field) => {
    const missing: Record<string, unknown> = { ...branch };
    delete missing[field];
    expect(problemsOf(BranchCreateBody, missing)).toEqual([`${field}: is required`]);
    expect(problemsOf(BranchCreateBody, { ...branch, [field]: "  " })).toEqual([`${field}: is required`]);
  });

  it("refuses a name over 120 characters", () => {
    expect(problemsOf(BranchCreateBody, { ...branch, branch_name_english: "x".repeat(121) })).toEqual([
      "branch_name_english: is too long",
    ]);
  });

  it("requires a valid phone", () => {
    expect(problemsOf(BranchCreateBody, { ...branch, phone: "12345" })).toEqual([
      "phone: must be a valid phone number",
    ]);
  });

  it("refuses an active flag that is not a boolean", () => {
    expect(problemsOf(BranchCreateBody, { ...branch, active: "yes" })).toEqual(["active: must be true or false"]);
  });

  it("refuses a non-uuid location id", () => {
    expect(problemsOf(BranchCreateBody, { ...branch, country_id: "PK" })).toEqual(["country_id: must be a valid id"]);
  });
});

describe("BranchUpdateBody", () => {
  it("accepts an empty body", () => {
    expect(BranchUpdateBody.safeParse({}).success).toBe(true);
    // A PATCH that leaves `active` out must not switch an inactive branch back on.
    expect(BranchUpdateBody.parse({})).toEqual({});
    expect(BranchUpdateBody.parse({ branch_name_english: "X" })).toEqual({ branch_name_english: "X" });
  });

  it("does not require the names or phone", () => {
    const parsed = BranchUpdateBody.parse({ active: false });
    expect(parsed.active).toBe(false);
    expect(parsed).not.toHaveProperty("branch_name_english");
    expect(parsed).not.toHaveProperty("branch_name_arabic");
    expect(parsed).not.toHaveProperty("phone");
  });

  it("normalises the fields it is given", () => {
    expect(BranchUpdateBody.parse({ branch_name_english: "  Model Town " }).branch_name_english).toBe("Model Town");
  });

  it("still validates the fields it is given", () => {
    expect(problemsOf(BranchUpdateBody, { branch_name_arabic: "" })).toEqual(["branch_name_arabic: is required"]);
    expect(problemsOf(BranchUpdateBody, { phone: "abc" })).toEqual(["phone: must be a valid phone number"]);
    expect(problemsOf(BranchUpdateBody, { city_id: "Lahore" })).toEqual(["city_id: must be a valid id"]);
  });
});

describe("BranchListQuery", () => {
  it("defaults to all branches by creation date ascending, page 1 of 10", () => {
    expect(BranchListQuery.parse({})).toEqual({ page: 1, limit: 10, status: "all", sort: "created_at", order: "asc" });
  });

  it("keeps valid filter and sort values", () => {
    expect(BranchListQuery.parse({ status: "inactive", sort: "name", order: "desc" })).toMatchObject({
      status: "inactive",
      sort: "name",
      order: "desc",
    });
    expect(BranchListQuery.parse({ status: "active" }).status).toBe("active");
  });

  it("falls back to the defaults for bad values instead of failing", () => {
    expect(BranchListQuery.parse({ status: "deleted", sort: "phone", order: "up" })).toMatchObject({
      status: "all",
      sort: "created_at",
      order: "asc",
    });
    expect(BranchListQuery.parse({ status: "ACTIVE", order: "" })).toMatchObject({ status: "all", order: "asc" });
  });

  it("inherits the pagination and search of ListQuery", () => {
    expect(BranchListQuery.parse({ page: "2", limit: "500", search: " gul " })).toMatchObject({
      page: 2,
      limit: 100,
      search: "gul",
    });
  });
});
