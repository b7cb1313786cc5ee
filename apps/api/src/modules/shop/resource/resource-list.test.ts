import { resourceEndpoints, type ResourceDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createResource } from "../../../test/factories/catalog.js";
import { createBranch, createShop, createStaffUser } from "../../../test/factories/shop.js";
import { itAnswersAnEmptyFirstPage, itPagesThroughThreeRows } from "../../../test/lists.js";
import { itRefusesLikeEveryList } from "../../../test/refusals.js";

const t = useTestApp();
const list = resourceEndpoints.list;
const names = (items: ResourceDto[]) => items.map((r) => r.name);

describe("GET resource/get-all", () => {
  itRefusesLikeEveryList(t, list, { permission: "resources.view", permissions: ["services.view"] });

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

  itAnswersAnEmptyFirstPage(t, list, "resources");

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

  itPagesThroughThreeRows(t, list, {
    title: "paginates and ignores a branch filter that is not an id",
    add: async (shop, name) => createResource(t, shop.shopId, (await createBranch(t, shop.shopId)).id, { name }),
    nameOf: (r) => r.name,
    query: { branch_id: "any" },
  });
});
