import { describe, expect, it } from "vitest";
import {
  allShopPermissions,
  hasPermission,
  isShopPermission,
  permissionsOfGroup,
  shopPermissionGroupNames,
  shopPermissionGroups,
} from "./permissions.js";

describe("allShopPermissions", () => {
  it("lists every group.action of the catalogue, in order", () => {
    const expected = Object.entries(shopPermissionGroups).flatMap(([group, actions]) =>
      actions.map((action) => `${group}.${action}`),
    );
    expect(allShopPermissions).toEqual(expected);
  });

  it("includes the store settings and branch permissions the routes name", () => {
    expect(allShopPermissions).toEqual(
      expect.arrayContaining([
        "store_settings.view",
        "store_settings.edit",
        "branches.view",
        "branches.add",
        "branches.edit",
        "branches.delete",
      ]),
    );
  });

  it("has no duplicates", () => {
    expect(new Set(allShopPermissions).size).toBe(allShopPermissions.length);
  });
});

describe("hasPermission", () => {
  it("needs nothing when the endpoint asks for no permission", () => {
    expect(hasPermission([], null)).toBe(true);
    expect(hasPermission(["branches.view"], null)).toBe(true);
  });

  it("is true when the permission is held", () => {
    expect(hasPermission(["branches.view", "branches.edit"], "branches.edit")).toBe(true);
  });

  it("is false when the permission is missing", () => {
    expect(hasPermission(["branches.view"], "branches.delete")).toBe(false);
    expect(hasPermission([], "store_settings.view")).toBe(false);
  });

  it("does not treat a group name or a similar action as the permission", () => {
    expect(hasPermission(["branches", "branches.*", "branches.viewer"], "branches.view")).toBe(false);
  });

  it("grants every permission to a holder of the full list (the owner)", () => {
    for (const permission of allShopPermissions) {
      expect(hasPermission(allShopPermissions, permission)).toBe(true);
    }
  });
});

describe("hasPermission with a list (any of)", () => {
  const save = ["roles.add", "roles.edit"] as const;

  it("is true when any one of the listed permissions is held", () => {
    expect(hasPermission(["roles.add"], save)).toBe(true);
    expect(hasPermission(["roles.edit"], save)).toBe(true);
    expect(hasPermission(["roles.view", "roles.add", "roles.edit"], save)).toBe(true);
  });

  it("is false when none of them is held, and for an empty list", () => {
    expect(hasPermission(["roles.view", "roles.delete"], save)).toBe(false);
    expect(hasPermission([], save)).toBe(false);
    expect(hasPermission(allShopPermissions, [])).toBe(false);
  });
});

describe("the catalogue", () => {
  it("covers every area of the shop dashboard, each with its view action", () => {
    expect(shopPermissionGroupNames).toEqual(
      expect.arrayContaining(["team", "categories", "services", "products", "packages", "roles", "branches"]),
    );
    for (const group of shopPermissionGroupNames) expect(permissionsOfGroup(group)).toContain(`${group}.view`);
  });

  it("names the special actions of spec 000 and the issue", () => {
    expect(allShopPermissions).toEqual(
      expect.arrayContaining([
        "orders.change_status",
        "stock.adjust_stock",
        "invoices.record_payment",
        "team.toggle_status",
      ]),
    );
  });

  it("lists each group's actions as group.action, in the group's order", () => {
    expect(permissionsOfGroup("roles")).toEqual(["roles.view", "roles.add", "roles.edit", "roles.delete"]);
  });

  it("recognises only its own names", () => {
    expect(isShopPermission("services.view")).toBe(true);
    for (const stray of ["services", "services.*", "services.fly", "SERVICES.VIEW", " services.view", ""]) {
      expect(isShopPermission(stray)).toBe(false);
    }
  });

  it("uses lower-case snake_case names, so they read as i18n keys", () => {
    for (const permission of allShopPermissions) expect(permission).toMatch(/^[a-z_]+\.[a-z_]+$/);
  });
});
