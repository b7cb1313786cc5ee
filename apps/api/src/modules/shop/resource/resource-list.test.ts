import { resourceEndpoints, type ResourceDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createResource } from "../../../test/factories/catalog.js";
import { createBranch, createShop, createStaffUser } from "../../../test/factories/shop.js";

const t = useTestApp();
const list = resourceEndpoints.list;
const names = (items: ResourceDto[]) => items.map((r) => r.name);

describe("GET resource/get-all", () => {
  it("answers 401 without a session", async () => {
    const res = await t.api.call(list);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error_code: 401, message: "Please sign in to continue", result: null });
  });

  it("answers 400 naming the field for a search longer than 100 characters", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(list, { token: shop.token, query: { search: "x".repeat(101) } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error_code: 400, message: "search: is too long", result: null });
  });

  it("answers 403 for a user without resources.view", async () => {
    const shop = await createShop(t);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["services.view"] });
    expect((await t.api.call(list, { token: staff.token })).status).toBe(403);
  });

  it("never shows another shop's resources, not even when filtering by that shop's branch", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const own = await createResource(t, shop.shopId, (await createBranch(t, shop.shopId)).id);
    const foreignBranch = await createBranch(t, other.shopId);
    await createResource(t, other.shopId, foreignBranch.id, { name: "Foreign lift" });
    const all = await t.api.call(list, { token: shop.token });
    expect(all.body.result.items.map((r) => r._id)).toEqual([own.id]);
    const filtered = await t.api.call(list, { token: shop.token, query: { branch_id: foreignBranch.id } });
    expect(filtered.body.result).toMatchObject({ items: [], total: 0 });
  });

  it("answers an empty first page for a shop without resources", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(list, { token: shop.token });
    expect(res.body.result).toEqual({ items: [], total: 0, page: 1, limit: 10 });
  });

  it("lists by name with branch names; filters by branch and searches the name", async () => {
    const shop = await createShop(t);
    const north = await createBranch(t, shop.shopId, { branchNameEnglish: "North", branchNameArabic: "الشمال" });
    const south = await createBranch(t, shop.shopId, { branchNameEnglish: "South" });
    await createResource(t, shop.shopId, north.id, { name: "Wash bay" });
    await createResource(t, shop.shopId, south.id, { name: "Alignment lift" });
    await createResource(t, shop.shopId, north.id, { name: "Paint booth", active: false });
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["resources.view"] });
    const all = await t.api.call(list, { token: staff.token });
    expect(names(all.body.result.items)).toEqual(["Alignment lift", "Paint booth", "Wash bay"]);
    expect(all.body.result.items[1]).toMatchObject({
      branch_id: north.id,
      branch_name_english: "North",
      branch_name_arabic: "الشمال",
      active: false,
    });
    const atNorth = await t.api.call(list, { token: staff.token, query: { branch_id: north.id } });
    expect(names(atNorth.body.result.items)).toEqual(["Paint booth", "Wash bay"]);
    expect(atNorth.body.result.total).toBe(2);
    const searched = await t.api.call(list, { token: staff.token, query: { search: "LIFT" } });
    expect(names(searched.body.result.items)).toEqual(["Alignment lift"]);
  });

  it("paginates and ignores a branch filter that is not an id", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId);
    for (const name of ["C", "A", "B"]) await createResource(t, shop.shopId, branch.id, { name });
    const second = await t.api.call(list, { token: shop.token, query: { limit: 2, page: 2, branch_id: "any" } });
    expect(second.body.result).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(names(second.body.result.items)).toEqual(["C"]);
  });
});
