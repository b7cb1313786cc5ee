import { branchEndpoints, type BranchDto } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { branches } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { lahoreNames, usePlaces } from "../../../test/factories/location.js";
import { branchBody, createBranch, createShop } from "../../../test/factories/shop.js";
import { itAnswersAnEmptyFirstPage, itPagesThroughThreeRows } from "../../../test/lists.js";
import { SHOWN_PHONE, STORED_PHONE, expectFoundByEveryForm } from "../../../test/phones.js";
import { itRefusesLikeEveryList } from "../../../test/refusals.js";

const t = useTestApp();
const places = usePlaces(t);

const list = branchEndpoints.list;
const englishNames = (items: BranchDto[]) => items.map((b) => b.branch_name_english);

describe("GET shop-branch/get-all-by-shop-id", () => {
  itRefusesLikeEveryList(t, list, { permission: "branches.view" });

  it("never shows another shop's branches, not even by searching for them", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const own = await createBranch(t, shop.shopId, { branchNameEnglish: "Own Garage" });
    await createBranch(t, other.shopId, { branchNameEnglish: "Foreign Garage" });
    const all = await t.api.call(list, { token: shop.token });
    expect(all.body.result.items.map((b) => b._id)).toEqual([own.id]);
    expect(all.body.result.total).toBe(1);
    const searched = await t.api.call(list, { token: shop.token, query: { search: "Foreign" } });
    expect(searched.body.result).toMatchObject({ items: [], total: 0 });
  });

  itAnswersAnEmptyFirstPage(t, list, "branches");

  itPagesThroughThreeRows(t, list, {
    title: "paginates: total, page, limit and the second page",
    add: (shop, branchNameEnglish) => createBranch(t, shop.shopId, { branchNameEnglish }),
    nameOf: (b) => b.branch_name_english,
    query: { sort: "name" },
  });

  it("clamps limit=1000 to 100", async () => {
    const shop = await createShop(t);
    const rows = Array.from({ length: 101 }, (_, i) => ({
      shopId: shop.shopId,
      branchNameEnglish: `Bulk ${String(i).padStart(3, "0")}`,
      branchNameArabic: `فرع ${String(i).padStart(3, "0")}`,
      phone: "+924235761111",
    }));
    await t.db.insert(branches).values(rows);
    const res = await t.api.call(list, { token: shop.token, query: { limit: 1000 } });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ total: 101, page: 1, limit: 100 });
    expect(res.body.result.items).toHaveLength(100);
  });

  it("searches by English name, ignoring case", async () => {
    const shop = await createShop(t);
    await createBranch(t, shop.shopId, { branchNameEnglish: "Gulberg Service Centre" });
    await createBranch(t, shop.shopId, { branchNameEnglish: "DHA Tyre Shop" });
    const res = await t.api.call(list, { token: shop.token, query: { search: "gulberg" } });
    expect(englishNames(res.body.result.items)).toEqual(["Gulberg Service Centre"]);
    expect(res.body.result.total).toBe(1);
  });

  it("finds a branch by a phone typed in any local or international form, stored as E.164", async () => {
    const shop = await createShop(t);
    const added = await t.api.call(branchEndpoints.create, {
      token: shop.token,
      body: branchBody({ branch_name_english: "Gulberg", phone: "0300-2255913" }),
    });
    expect(added.body.result.phone).toBe(SHOWN_PHONE);
    const [row] = await t.db.select().from(branches).where(eq(branches.id, added.body.result._id));
    expect(row?.phone).toBe(STORED_PHONE);
    await createBranch(t, shop.shopId, { branchNameEnglish: "DHA", phone: "+924235761111" });
    const search = async (term: string) =>
      englishNames((await t.api.call(list, { token: shop.token, query: { search: term } })).body.result.items);
    await expectFoundByEveryForm(search, ["Gulberg"]);
  });

  it("searches by Arabic name", async () => {
    const shop = await createShop(t);
    await createBranch(t, shop.shopId, { branchNameEnglish: "Riyadh", branchNameArabic: "فرع الرياض" });
    await createBranch(t, shop.shopId, { branchNameEnglish: "Jeddah", branchNameArabic: "فرع جدة" });
    const res = await t.api.call(list, { token: shop.token, query: { search: "الرياض" } });
    expect(englishNames(res.body.result.items)).toEqual(["Riyadh"]);
    expect(res.body.result.items[0]?.branch_name_arabic).toBe("فرع الرياض");
  });

  it("searches by city, in English and in Arabic, and counts what it finds", async () => {
    const shop = await createShop(t);
    await createBranch(t, shop.shopId, {
      branchNameEnglish: "Gulberg",
      countryId: places.pakistan,
      stateId: places.punjab,
      cityId: places.lahore,
    });
    await createBranch(t, shop.shopId, {
      branchNameEnglish: "Clifton",
      countryId: places.pakistan,
      stateId: places.sindh,
      cityId: places.karachi,
    });
    for (const search of ["lahore", "لاهور"]) {
      const res = await t.api.call(list, { token: shop.token, query: { search } });
      expect(englishNames(res.body.result.items)).toEqual(["Gulberg"]);
      expect(res.body.result.total).toBe(1);
    }
  });

  it("refuses a search with a character the database cannot hold, rather than failing", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(list, { token: shop.token, query: { search: "a\u0000b" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("search: contains a character that is not allowed");
  });

  it("treats % and _ in the search as plain characters", async () => {
    const shop = await createShop(t);
    await createBranch(t, shop.shopId, { branchNameEnglish: "100% Auto" });
    await createBranch(t, shop.shopId, { branchNameEnglish: "1000 Auto" });
    const res = await t.api.call(list, { token: shop.token, query: { search: "100%" } });
    expect(englishNames(res.body.result.items)).toEqual(["100% Auto"]);
  });

  it("filters by status: active, inactive, all", async () => {
    const shop = await createShop(t);
    await createBranch(t, shop.shopId, { branchNameEnglish: "Open", active: true });
    await createBranch(t, shop.shopId, { branchNameEnglish: "Closed", active: false });
    const active = await t.api.call(list, { token: shop.token, query: { status: "active" } });
    expect(englishNames(active.body.result.items)).toEqual(["Open"]);
    expect(active.body.result.total).toBe(1);
    const inactive = await t.api.call(list, { token: shop.token, query: { status: "inactive" } });
    expect(englishNames(inactive.body.result.items)).toEqual(["Closed"]);
    expect(inactive.body.result.items[0]?.active).toBe(false);
    const all = await t.api.call(list, { token: shop.token, query: { status: "all", sort: "name" } });
    expect(englishNames(all.body.result.items)).toEqual(["Closed", "Open"]);
  });

  it("sorts by name, ascending and descending", async () => {
    const shop = await createShop(t);
    for (const name of ["Bravo", "Delta", "Alpha", "Charlie"])
      await createBranch(t, shop.shopId, { branchNameEnglish: name });
    const asc = await t.api.call(list, { token: shop.token, query: { sort: "name", order: "asc" } });
    expect(englishNames(asc.body.result.items)).toEqual(["Alpha", "Bravo", "Charlie", "Delta"]);
    const desc = await t.api.call(list, { token: shop.token, query: { sort: "name", order: "desc" } });
    expect(englishNames(desc.body.result.items)).toEqual(["Delta", "Charlie", "Bravo", "Alpha"]);
  });

  it("combines search, status and sort", async () => {
    const shop = await createShop(t);
    await createBranch(t, shop.shopId, { branchNameEnglish: "Lahore North", active: true });
    await createBranch(t, shop.shopId, { branchNameEnglish: "Lahore South", active: true });
    await createBranch(t, shop.shopId, { branchNameEnglish: "Lahore East", active: false });
    await createBranch(t, shop.shopId, { branchNameEnglish: "Karachi", active: true });
    const res = await t.api.call(list, {
      token: shop.token,
      query: { search: "lahore", status: "active", sort: "name", order: "desc" },
    });
    expect(englishNames(res.body.result.items)).toEqual(["Lahore South", "Lahore North"]);
    expect(res.body.result.total).toBe(2);
  });

  it("fills country, state and city names from the reference data", async () => {
    const shop = await createShop(t);
    await createBranch(t, shop.shopId, {
      branchNameEnglish: "Placed",
      countryId: places.pakistan,
      stateId: places.punjab,
      cityId: places.lahore,
    });
    await createBranch(t, shop.shopId, { branchNameEnglish: "Unplaced" });
    const res = await t.api.call(list, { token: shop.token, query: { sort: "name" } });
    expect(res.body.result.items).toEqual([
      expect.objectContaining({
        branch_name_english: "Placed",
        ...lahoreNames(places),
      }),
      expect.objectContaining({
        branch_name_english: "Unplaced",
        country_name: null,
        state_name: null,
        city_name: null,
      }),
    ]);
  });
});
