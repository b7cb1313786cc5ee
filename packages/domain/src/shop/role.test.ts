import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { describeIssue } from "../platform/validation.js";
import { RoleListQuery, RoleSaveBody } from "./role.js";

function problemsOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map(describeIssue);
}

const ROLE_ID = "3f2b8c1e-4d5a-4b6c-9d7e-8f9a0b1c2d3e";

describe("RoleSaveBody (merchant-role-post)", () => {
  it("adds a role with a trimmed name and its permission actions, repeats dropped", () => {
    const parsed = RoleSaveBody.parse({
      name: "  Receptionist ",
      permissions: ["services.view", "clients.view", "services.view"],
    });
    expect(parsed).toEqual({ name: "Receptionist", permissions: ["services.view", "clients.view"] });
  });

  it("asks for a name and some actions when adding", () => {
    expect(problemsOf(RoleSaveBody, {})).toEqual(["name: is required", "permissions: Please select some actions"]);
    expect(problemsOf(RoleSaveBody, { name: "Receptionist" })).toEqual(["permissions: Please select some actions"]);
    expect(problemsOf(RoleSaveBody, { name: "  ", permissions: ["services.view"] })).toEqual(["name: is required"]);
  });

  it('says "Please select some actions" when none is ticked, adding or editing', () => {
    expect(problemsOf(RoleSaveBody, { name: "Receptionist", permissions: [] })).toEqual([
      "permissions: Please select some actions",
    ]);
    expect(problemsOf(RoleSaveBody, { id: ROLE_ID, permissions: [] })).toEqual([
      "permissions: Please select some actions",
    ]);
  });

  it("refuses an action that is not in the catalogue", () => {
    expect(problemsOf(RoleSaveBody, { name: "Receptionist", permissions: ["services.view", "services.fly"] })).toEqual([
      "permissions: is not one of the choices",
    ]);
    expect(problemsOf(RoleSaveBody, { name: "Receptionist", permissions: ["services"] })).toEqual([
      "permissions: is not one of the choices",
    ]);
  });

  it("activates or deactivates with the id and the state only", () => {
    expect(RoleSaveBody.parse({ id: ROLE_ID, active: false })).toEqual({ id: ROLE_ID, active: false });
    expect(problemsOf(RoleSaveBody, { id: ROLE_ID, active: "no" })).toEqual(["active: must be true or false"]);
  });

  it("refuses an id that is not one", () => {
    expect(problemsOf(RoleSaveBody, { id: "42", active: true })).toEqual(["id: must be a valid id"]);
  });

  it("refuses a name longer than 80 characters", () => {
    expect(problemsOf(RoleSaveBody, { name: "R".repeat(81), permissions: ["services.view"] })).toEqual([
      "name: is too long",
    ]);
  });
});

describe("RoleListQuery", () => {
  it("opens on the tab all, page 1, and falls back to them for nonsense", () => {
    expect(RoleListQuery.parse({})).toMatchObject({ status: "all", page: 1, limit: 10 });
    expect(RoleListQuery.parse({ status: "deleted", page: "x" })).toMatchObject({ status: "all", page: 1 });
    expect(RoleListQuery.parse({ status: "inactive", page: "2" })).toMatchObject({ status: "inactive", page: 2 });
  });
});
