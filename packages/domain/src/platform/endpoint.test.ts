import { describe, expect, it } from "vitest";
import { buildPath } from "./endpoint.js";

describe("buildPath", () => {
  it("substitutes a path parameter", () => {
    expect(buildPath("/customer/api/shop-branch/get/:id", { id: "42" })).toBe("/customer/api/shop-branch/get/42");
  });

  it("accepts numeric values", () => {
    expect(buildPath("/x/get/:id", { id: 7 })).toBe("/x/get/7");
  });

  it("substitutes several parameters", () => {
    expect(buildPath("/shops/:shop_id/branches/:branchId", { shop_id: "s1", branchId: "b2" })).toBe(
      "/shops/s1/branches/b2",
    );
  });

  it("URL-encodes the values so they cannot add path segments or a query", () => {
    expect(buildPath("/x/get/:id", { id: "a b/c?d=1#e" })).toBe("/x/get/a%20b%2Fc%3Fd%3D1%23e");
  });

  it("encodes non-ASCII values", () => {
    expect(buildPath("/x/:name", { name: "فرع" })).toBe("/x/%D9%81%D8%B1%D8%B9");
  });

  it("leaves a path without parameters unchanged", () => {
    expect(buildPath("/auth/api/user/logout")).toBe("/auth/api/user/logout");
  });

  it("ignores extra params that the path does not use", () => {
    expect(buildPath("/x/get/:id", { id: "1", other: "2" })).toBe("/x/get/1");
  });

  it("throws naming the missing parameter and the path", () => {
    expect(() => buildPath("/x/get/:id", { other: "1" })).toThrow("Missing path parameter id for /x/get/:id");
  });

  it("throws when no params are given at all", () => {
    expect(() => buildPath("/x/:shop_id/:id")).toThrow("Missing path parameter shop_id");
  });

  it("throws for the second parameter when only the first is given", () => {
    expect(() => buildPath("/x/:shop_id/:id", { shop_id: "s" })).toThrow("Missing path parameter id");
  });
});
