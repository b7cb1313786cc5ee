import { roleEndpoints, type RoleDto } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { shopUsers } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { EMPTY_ROLE_LIST } from "../../../test/lists.js";
import { createShop, createStaffUser, type TestShop } from "../../../test/factories/shop.js";
import { itRefusesLikeEveryList } from "../../../test/refusals.js";

const t = useTestApp();
const { save, list } = roleEndpoints;
const names = (items: RoleDto[]) => items.map((r) => r.name);

async function addRoles(shop: TestShop, roles: { name: string; active?: boolean }[]) {
  for (const role of roles) {
    const res = await t.api.call(save, { token: shop.token, body: { ...role, permissions: ["clients.view"] } });
    expect(res.status).toBe(200);
  }
}

describe("GET role/get-all-by-merchant-id", () => {
  itRefusesLikeEveryList(t, list, {
    permission: "roles.view",
    permissions: ["roles.add", "roles.edit", "roles.delete"],
  });

  it("answers the first page of the all tab with zero counts for a shop without roles", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(list, { token: shop.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual(EMPTY_ROLE_LIST);
  });

  it("never shows another shop's roles, nor counts them", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    await addRoles(shop, [{ name: "Own role" }]);
    await addRoles(other, [{ name: "Foreign role" }, { name: "Foreign inactive", active: false }]);
    const res = await t.api.call(list, { token: shop.token });
    expect(names(res.body.result.items)).toEqual(["Own role"]);
    expect(res.body.result).toMatchObject({ totalCount: 1, activeCount: 1, deactiveCount: 0 });
    const searched = await t.api.call(list, { token: shop.token, query: { search: "Foreign" } });
    expect(searched.body.result).toMatchObject({ items: [], totalCount: 0 });
  });

  it("filters by tab, newest first, and counts every tab whatever the tab shown", async () => {
    const shop = await createShop(t);
    await addRoles(shop, [
      { name: "Mechanic" },
      { name: "Cashier", active: false },
      { name: "Receptionist" },
      { name: "Seasonal", active: false },
      { name: "Manager" },
    ]);
    const counts = { totalCount: 5, activeCount: 3, deactiveCount: 2 };
    const all = await t.api.call(list, { token: shop.token, query: { status: "all" } });
    expect(names(all.body.result.items)).toEqual(["Manager", "Seasonal", "Receptionist", "Cashier", "Mechanic"]);
    expect(all.body.result).toMatchObject(counts);
    const active = await t.api.call(list, { token: shop.token, query: { status: "active" } });
    expect(names(active.body.result.items)).toEqual(["Manager", "Receptionist", "Mechanic"]);
    expect(active.body.result).toMatchObject(counts);
    const inactive = await t.api.call(list, { token: shop.token, query: { status: "inactive" } });
    expect(names(inactive.body.result.items)).toEqual(["Seasonal", "Cashier"]);
    expect(inactive.body.result).toMatchObject(counts);
  });

  it("searches names case-insensitively, treating % and _ literally, and counts what matches", async () => {
    const shop = await createShop(t);
    await addRoles(shop, [
      { name: "Service advisor" },
      { name: "Senior service advisor", active: false },
      { name: "Cashier" },
      { name: "100% access" },
    ]);
    const res = await t.api.call(list, { token: shop.token, query: { search: "SERVICE" } });
    expect(names(res.body.result.items)).toEqual(["Senior service advisor", "Service advisor"]);
    expect(res.body.result).toMatchObject({ totalCount: 2, activeCount: 1, deactiveCount: 1 });
    const percent = await t.api.call(list, { token: shop.token, query: { search: "%" } });
    expect(names(percent.body.result.items)).toEqual(["100% access"]);
    const underscore = await t.api.call(list, { token: shop.token, query: { search: "_" } });
    expect(underscore.body.result.totalCount).toBe(0);
  });

  it("pages through the roles; an unusable page or limit falls back to the defaults", async () => {
    const shop = await createShop(t);
    await addRoles(
      shop,
      Array.from({ length: 5 }, (_, i) => ({ name: `Role ${i + 1}` })),
    );
    const second = await t.api.call(list, { token: shop.token, query: { page: 2, limit: 2 } });
    expect(names(second.body.result.items)).toEqual(["Role 3", "Role 2"]);
    expect(second.body.result).toMatchObject({ page: 2, limit: 2, totalCount: 5 });
    const past = await t.api.call(list, { token: shop.token, query: { page: 4, limit: 2 } });
    expect(past.body.result.items).toEqual([]);
    const odd = await t.api.call(list, { token: shop.token, query: { page: "x", limit: "-3" } });
    expect(odd.status).toBe(200);
    expect(odd.body.result).toMatchObject({ page: 1, limit: 10, totalCount: 5 });
    expect(odd.body.result.items).toHaveLength(5);
  });

  it("shows how many team members hold each role", async () => {
    const shop = await createShop(t);
    const first = await createStaffUser(t, shop.shopId, { permissions: ["roles.view"] });
    const second = await createStaffUser(t, shop.shopId, { permissions: ["services.view"] });
    await t.db.update(shopUsers).set({ roleId: first.roleId }).where(eq(shopUsers.id, second.userId));
    await addRoles(shop, [{ name: "Nobody holds this" }]);
    const res = await t.api.call(list, { token: first.token });
    const countOf = (id: string | null) => res.body.result.items.find((r) => r._id === id)?.members_count;
    expect(countOf(first.roleId)).toBe(2);
    expect(countOf(second.roleId)).toBe(0);
    expect(res.body.result.items.find((r) => r.name === "Nobody holds this")?.members_count).toBe(0);
  });
});
