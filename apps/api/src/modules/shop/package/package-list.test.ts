import { packageEndpoints, type PackageDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createService } from "../../../test/factories/catalog.js";
import { createBranch, createShop, createStaffUser } from "../../../test/factories/shop.js";
import { itRefusesLikeEveryByBranch, itRefusesLikeEveryList } from "../../../test/refusals.js";
import { createPackageCatalog, savePackage } from "./package-fixtures.js";

const t = useTestApp();
const { list, byBranch } = packageEndpoints;
const names = (items: PackageDto[]) => items.map((p) => p.name);

/** A catalog plus a second branch with a package of its own. */
async function twoBranches() {
  const c = await createPackageCatalog(t);
  const dha = await createBranch(t, c.shop.shopId, { branchNameEnglish: "DHA" });
  const wash = await createService(t, c.shop.shopId, { name: "Car wash", priceMinor: 30_000, branchIds: [dha.id] });
  return { c, dha, wash };
}

describe("GET package/get-all-package-by-shop-id", () => {
  itRefusesLikeEveryList(t, list, { permission: "packages.view", permissions: ["packages.add"] });

  it("never shows another shop's packages, not even by branch or search", async () => {
    const theirs = await createPackageCatalog(t);
    await savePackage(t, theirs, { name: "Foreign deal" });
    const mine = await createShop(t);
    const everything = await t.api.call(list, { token: mine.token });
    expect(everything.body.result).toEqual({ items: [], total: 0, total_capped: false, page: 1, limit: 10 });
    const byTheirBranch = await t.api.call(list, {
      token: mine.token,
      query: { branch_id: theirs.branch.id, search: "Foreign" },
    });
    expect(byTheirBranch.body.result.total).toBe(0);
  });

  it("lists the newest first with each package's lines and totals, paginated", async () => {
    const c = await createPackageCatalog(t);
    await savePackage(t, c, { name: "First" });
    await savePackage(t, c, { name: "Second", services_id: [c.alignment.id], products: [] });
    await savePackage(t, c, { name: "Third", services_id: [], price: 99 });
    const first = await t.api.call(list, { token: c.shop.token, query: { limit: 2 } });
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(names(first.body.result.items)).toEqual(["Third", "Second"]);
    const [third, second] = first.body.result.items;
    expect(third).toMatchObject({ services: [], total_amount: 1525, total_duration: 0, price: 99 });
    expect(third?.products).toHaveLength(2);
    expect(second).toMatchObject({ products: [], total_amount: 720, total_duration: 45, price: 720 });
    expect(second?.services.map((s) => s.name)).toEqual(["Wheel alignment"]);
    const next = await t.api.call(list, { token: c.shop.token, query: { limit: 2, page: 2 } });
    expect(names(next.body.result.items)).toEqual(["First"]);
    expect(next.body.result.items[0]).toMatchObject({ total_amount: 3645, total_duration: 105 });
  });

  it("searches by name, ignoring case", async () => {
    const c = await createPackageCatalog(t);
    await savePackage(t, c, { name: "Winter check" });
    await savePackage(t, c, { name: "Summer check" });
    await savePackage(t, c, { name: "100% care" });
    const res = await t.api.call(list, { token: c.shop.token, query: { search: "WINTER" } });
    expect(names(res.body.result.items)).toEqual(["Winter check"]);
    // % is a letter here, not a wildcard.
    const percent = await t.api.call(list, { token: c.shop.token, query: { search: "0%" } });
    expect(names(percent.body.result.items)).toEqual(["100% care"]);
  });

  it("filters by branch and by status", async () => {
    const { c, dha, wash } = await twoBranches();
    await savePackage(t, c, { name: "Gulberg active" });
    await savePackage(t, c, { name: "Gulberg inactive", active: false });
    await savePackage(t, c, { name: "DHA wash", branch_id: dha.id, services_id: [wash.id], products: [] });
    const atDha = await t.api.call(list, { token: c.shop.token, query: { branch_id: dha.id } });
    expect(names(atDha.body.result.items)).toEqual(["DHA wash"]);
    expect(atDha.body.result.items[0]).toMatchObject({ branch_name_english: "DHA", total_amount: 300 });
    const inactive = await t.api.call(list, { token: c.shop.token, query: { status: "inactive" } });
    expect(names(inactive.body.result.items)).toEqual(["Gulberg inactive"]);
    const active = await t.api.call(list, { token: c.shop.token, query: { status: "active", branch_id: c.branch.id } });
    expect(names(active.body.result.items)).toEqual(["Gulberg active"]);
  });
});

describe("GET package/get-all-packages-by-shop-branch-id", () => {
  itRefusesLikeEveryByBranch(t, byBranch, {
    permission: "packages.view",
    permissions: ["services.view"],
  });

  it("lists the branch's active packages by name, with their lines", async () => {
    const { c, dha, wash } = await twoBranches();
    await savePackage(t, c, { name: "Zeta" });
    await savePackage(t, c, { name: "Alpha", services_id: [c.oilChange.id], products: [] });
    await savePackage(t, c, { name: "Retired", active: false });
    await savePackage(t, c, { name: "Elsewhere", branch_id: dha.id, services_id: [wash.id], products: [] });
    const staff = await createStaffUser(t, c.shop.shopId, { permissions: ["packages.view"] });
    const res = await t.api.call(byBranch, { token: staff.token, query: { branch_id: c.branch.id } });
    expect(names(res.body.result)).toEqual(["Alpha", "Zeta"]);
    expect(res.body.result[0]).toMatchObject({
      total_amount: 1400,
      total_duration: 60,
      services: [{ name: "Oil change" }],
    });
    expect(res.body.result[1]?.products).toHaveLength(2);
  });
});
