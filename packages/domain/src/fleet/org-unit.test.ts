import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { describeIssue } from "../platform/validation.js";
import { FleetRoleBody, FleetRoleStatusBody } from "./fleet-role.js";
import { OrgUnitListQuery, orgUnitBodyOf } from "./org-unit.js";

function problemsOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map(describeIssue);
}

describe("the body of a branch, a department or a designation", () => {
  it("keeps the name trimmed", () => {
    expect(orgUnitBodyOf("branch").parse({ name: "  Lahore depot " })).toEqual({ name: "Lahore depot" });
  });

  it("prompts for each kind's name when it is missing, blank or not text", () => {
    for (const body of [{}, { name: "" }, { name: "   " }, { name: 42 }, { name: null }]) {
      expect(problemsOf(orgUnitBodyOf("branch"), body)).toEqual(["name: Enter Branch Name"]);
      expect(problemsOf(orgUnitBodyOf("department"), body)).toEqual(["name: Enter Department Name"]);
      expect(problemsOf(orgUnitBodyOf("designation"), body)).toEqual(["name: Enter Designation Name"]);
    }
  });

  it("refuses a name longer than 120 characters or holding a NUL", () => {
    expect(problemsOf(orgUnitBodyOf("department"), { name: "D".repeat(121) })).toEqual(["name: is too long"]);
    expect(problemsOf(orgUnitBodyOf("department"), { name: "Fin\u0000ance" })).toEqual([
      "name: contains a character that is not allowed",
    ]);
  });
});

describe("OrgUnitListQuery", () => {
  it("lists oldest first by default and falls back to it for an unknown sort", () => {
    expect(OrgUnitListQuery.parse({})).toEqual({ page: 1, limit: 10, sort: "created_at", order: "asc" });
    expect(OrgUnitListQuery.parse({ sort: "salary", order: "up" })).toMatchObject({ sort: "created_at", order: "asc" });
    expect(OrgUnitListQuery.parse({ sort: "name", order: "desc" })).toMatchObject({ sort: "name", order: "desc" });
  });
});

describe("FleetRoleBody", () => {
  it("keeps a trimmed name and the fleet actions, repeats dropped", () => {
    expect(
      FleetRoleBody.parse({ name: " Dispatcher ", permissions: ["vehicles.view", "employees.view", "vehicles.view"] }),
    ).toEqual({ name: "Dispatcher", permissions: ["vehicles.view", "employees.view"] });
  });

  it('prompts "Enter Role Name" and "Please select some actions"', () => {
    expect(problemsOf(FleetRoleBody, {})).toEqual(["name: Enter Role Name", "permissions: Please select some actions"]);
    expect(problemsOf(FleetRoleBody, { name: " ", permissions: [] })).toEqual([
      "name: Enter Role Name",
      "permissions: Please select some actions",
    ]);
  });

  it("refuses an action of the shop's catalogue or of none", () => {
    expect(problemsOf(FleetRoleBody, { name: "Dispatcher", permissions: ["clients.view"] })).toEqual([
      "permissions: is not one of the choices",
    ]);
    expect(problemsOf(FleetRoleBody, { name: "Dispatcher", permissions: ["vehicles.fly"] })).toEqual([
      "permissions: is not one of the choices",
    ]);
  });

  it("refuses a name longer than 80 characters", () => {
    expect(problemsOf(FleetRoleBody, { name: "R".repeat(81), permissions: ["vehicles.view"] })).toEqual([
      "name: is too long",
    ]);
  });
});

describe("FleetRoleStatusBody", () => {
  it("takes active or inactive only", () => {
    expect(FleetRoleStatusBody.parse({ status: "inactive" })).toEqual({ status: "inactive" });
    expect(problemsOf(FleetRoleStatusBody, { status: "paused" })).toEqual(["status: is not one of the choices"]);
    expect(problemsOf(FleetRoleStatusBody, {})).toEqual(["status: is not one of the choices"]);
  });
});
