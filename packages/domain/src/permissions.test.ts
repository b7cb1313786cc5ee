import { describe, expect, it } from "vitest";
import { allShopPermissions, hasPermission, shopPermissionGroups } from "./permissions.js";

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
