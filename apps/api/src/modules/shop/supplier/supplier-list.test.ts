import { supplierEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createShop } from "../../../test/factories/shop.js";
import { addSupplier } from "../../../test/factories/supplier.js";
import { itAnswersAnEmptyFirstPage, itPagesThroughThreeRows } from "../../../test/lists.js";
import { itRefusesLikeEveryList } from "../../../test/refusals.js";

const t = useTestApp();
const { list, update } = supplierEndpoints;

describe("GET supplier/get-all-supplier-by-shop-id", () => {
  itRefusesLikeEveryList(t, list, { permission: "suppliers.view" });
  itAnswersAnEmptyFirstPage(t, list, "suppliers");
  itPagesThroughThreeRows(t, list, {
    title: "lists the shop's suppliers by name, a page at a time, with the total",
    add: (shop, name) => addSupplier(t, shop.token, { name }),
    nameOf: (supplier) => supplier.name,
  });

  it("finds a supplier by part of its name, contact person, e-mail, tax number or phone, never another shop's", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    await addSupplier(t, shop.token, {
      name: "Atlas Batteries",
      contact_person: "Sana Mirza",
      email: "sales@atlas.test",
      tax_number: "NTN-4455667",
      phone: "0321 7654321",
    });
    await addSupplier(t, shop.token, { name: "Badami Bagh Spares", phone: "0300 1234567" });
    await addSupplier(t, other.token, { name: "Atlas Batteries", contact_person: "Sana Mirza" });
    const names = async (search: string) =>
      (await t.api.call(list, { token: shop.token, query: { search } })).body.result.items.map((s) => s.name);
    for (const term of ["atlas bat", "mirza", "SALES@ATLAS", "4455667", "7654321", "0321 765", "+92 321"]) {
      expect(await names(term), term).toEqual(["Atlas Batteries"]);
    }
    expect(await names("spares")).toEqual(["Badami Bagh Spares"]);
    expect(await names("nobody")).toEqual([]);
    // The search's own wildcards are taken literally.
    expect(await names("%")).toEqual([]);
  });

  it("filters by status and sorts by the date added, newest first when asked", async () => {
    const shop = await createShop(t);
    const first = await addSupplier(t, shop.token, { name: "Zeta Tyres" });
    await addSupplier(t, shop.token, { name: "Alpha Oils" });
    await t.api.call(update, { token: shop.token, params: { id: first._id }, body: { active: false } });
    const page = async (query: Record<string, string>) =>
      (await t.api.call(list, { token: shop.token, query })).body.result;
    expect((await page({ status: "active" })).items.map((s) => s.name)).toEqual(["Alpha Oils"]);
    expect(await page({ status: "inactive" })).toMatchObject({
      total: 1,
      items: [{ name: "Zeta Tyres", active: false }],
    });
    expect((await page({ sort: "created_at", order: "desc" })).items.map((s) => s.name)).toEqual([
      "Alpha Oils",
      "Zeta Tyres",
    ]);
    expect((await page({ status: "nonsense" })).total).toBe(2);
  });
});
