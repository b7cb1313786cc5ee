import { categoryEndpoints, type CategoryDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createCategory, createProduct, createService } from "../../../test/factories/catalog.js";
import { createShop } from "../../../test/factories/shop.js";
import { itAnswersAnEmptyFirstPage, itPagesThroughThreeRows } from "../../../test/lists.js";
import { itRefusesLikeEveryList } from "../../../test/refusals.js";

const t = useTestApp();
const list = categoryEndpoints.list;
const names = (items: CategoryDto[]) => items.map((c) => c.name_english);

describe("GET category/get-all", () => {
  itRefusesLikeEveryList(t, list, { permission: "categories.view", permissions: ["services.view", "products.view"] });

  it("never shows another shop's categories, not even by searching for them", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const own = await createCategory(t, shop.shopId, { nameEnglish: "Own wash" });
    await createCategory(t, other.shopId, { nameEnglish: "Foreign wash" });
    const all = await t.api.call(list, { token: shop.token });
    expect(all.body.result.items.map((c) => c._id)).toEqual([own.id]);
    const searched = await t.api.call(list, { token: shop.token, query: { search: "Foreign" } });
    expect(searched.body.result).toMatchObject({ items: [], total: 0 });
  });

  itAnswersAnEmptyFirstPage(t, list, "categories");

  it("lists by English name, with each category's own count of services or products", async () => {
    const shop = await createShop(t);
    const wash = await createCategory(t, shop.shopId, { nameEnglish: "Wash", kind: "services" });
    const oils = await createCategory(t, shop.shopId, { nameEnglish: "Oils", kind: "products" });
    const empty = await createCategory(t, shop.shopId, { nameEnglish: "Alignment", kind: "services" });
    for (let i = 0; i < 3; i++) await createService(t, shop.shopId, { categoryId: wash.id });
    await createProduct(t, shop.shopId, { categoryId: oils.id });
    const res = await t.api.call(list, { token: shop.token });
    expect(res.body.result.items.map((c) => [c.name_english, c.kind, c.items_count])).toEqual([
      ["Alignment", "services", 0],
      ["Oils", "products", 1],
      ["Wash", "services", 3],
    ]);
    expect(res.body.result.items[0]?._id).toBe(empty.id);
  });

  it("filters by kind; an unknown kind reads as all", async () => {
    const shop = await createShop(t);
    await createCategory(t, shop.shopId, { nameEnglish: "Detailing", kind: "services" });
    await createCategory(t, shop.shopId, { nameEnglish: "Filters", kind: "products" });
    const services = await t.api.call(list, { token: shop.token, query: { kind: "services" } });
    expect(names(services.body.result.items)).toEqual(["Detailing"]);
    expect(services.body.result.total).toBe(1);
    const products = await t.api.call(list, { token: shop.token, query: { kind: "products" } });
    expect(names(products.body.result.items)).toEqual(["Filters"]);
    // The query is typed by its schema; a stray value from an old link must still answer.
    const odd = await t.api.call(list, { token: shop.token, query: { kind: "parts" as "all" } });
    expect(odd.body.result.total).toBe(2);
  });

  it("searches the English and the Arabic name, case-insensitively, with % taken literally", async () => {
    const shop = await createShop(t);
    await createCategory(t, shop.shopId, { nameEnglish: "Engine Oil", nameArabic: "زيت المحرك" });
    await createCategory(t, shop.shopId, { nameEnglish: "Tyres", nameArabic: "إطارات" });
    await createCategory(t, shop.shopId, { nameEnglish: "100% Synthetic", nameArabic: "اصطناعي" });
    const english = await t.api.call(list, { token: shop.token, query: { search: "engine" } });
    expect(names(english.body.result.items)).toEqual(["Engine Oil"]);
    const arabic = await t.api.call(list, { token: shop.token, query: { search: "إطار" } });
    expect(names(arabic.body.result.items)).toEqual(["Tyres"]);
    const percent = await t.api.call(list, { token: shop.token, query: { search: "%" } });
    expect(names(percent.body.result.items)).toEqual(["100% Synthetic"]);
  });

  itPagesThroughThreeRows(t, list, {
    title: "paginates: total, page, limit and the second page",
    add: (shop, nameEnglish) => createCategory(t, shop.shopId, { nameEnglish }),
    nameOf: (c) => c.name_english,
  });
});
