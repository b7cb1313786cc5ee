import type { Endpoint } from "@pitlane/domain";
import { expect, it } from "vitest";
import type { z } from "zod";
import type { TestApp } from "./app.js";
import { createCompany, type TestCompany } from "./factories/fleet.js";
import { createShop, type TestShop } from "./factories/shop.js";

/** A paged list: the query takes page, limit and search; the answer carries items, total, page and limit. */
export type Paged<Item> = Endpoint<
  z.ZodType | undefined,
  z.ZodType<unknown, { page?: unknown; limit?: unknown; search?: unknown }>,
  undefined,
  z.ZodType<{ items: Item[]; total: number; page: number; limit: number }>
>;

/** How many records a list counts for the token's shop: what a test checks after a change or a refusal. */
export async function listTotal<Item>(t: TestApp, endpoint: Paged<Item>, token: string): Promise<number> {
  return (await t.api.call(endpoint, { token })).body.result.total;
}

/** The list tests, for shops or for fleet companies. */
function listTestsFor<T extends { token: string }>(tenancy: { noun: string; create: (t: TestApp) => Promise<T> }) {
  function itAnswersAnEmptyFirstPage<Item>(t: TestApp, endpoint: Paged<Item>, things: string) {
    it(`answers an empty first page for a ${tenancy.noun} without ${things}`, async () => {
      const shop = await tenancy.create(t);
      const res = await t.api.call(endpoint, { token: shop.token });
      expect(res.status).toBe(200);
      expect(res.body.result).toEqual({ items: [], total: 0, total_capped: false, page: 1, limit: 10 });
      expect(res.headers["cache-control"]).toBe("no-store");
    });
  }

  /**
   * Paging over three rows the test adds, named Charlie, Alpha and Bravo and listed by name (`query`
   * asks for that order where it is not the default): pages of two hold Alpha and Bravo, then
   * Charlie, each with the total, page and limit; the page past the end holds nothing.
   */
  function itPagesThroughThreeRows<Item>(
    t: TestApp,
    endpoint: Paged<Item>,
    options: {
      title: string;
      add: (tenant: T, name: string) => Promise<unknown>;
      nameOf: (item: Item) => string;
      query?: Record<string, string>;
    },
  ) {
    it(options.title, async () => {
      const shop = await tenancy.create(t);
      for (const name of ["Charlie", "Alpha", "Bravo"]) await options.add(shop, name);
      const page = async (page: number) =>
        (await t.api.call(endpoint, { token: shop.token, query: { ...options.query, limit: 2, page } })).body.result;
      const first = await page(1);
      expect(first).toMatchObject({ total: 3, total_capped: false, page: 1, limit: 2 });
      expect(first.items.map(options.nameOf)).toEqual(["Alpha", "Bravo"]);
      const second = await page(2);
      expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect(second.items.map(options.nameOf)).toEqual(["Charlie"]);
      expect(await page(3)).toMatchObject({ items: [], total: 3, page: 3 });
    });
  }

  return { itAnswersAnEmptyFirstPage, itPagesThroughThreeRows };
}

export const { itAnswersAnEmptyFirstPage, itPagesThroughThreeRows } = listTestsFor<TestShop>({
  noun: "shop",
  create: (t) => createShop(t),
});

/** The same list tests for the fleet portal's lists. */
export const fleetLists = listTestsFor<TestCompany>({ noun: "company", create: (t) => createCompany(t) });

/** A roles list (the spec's own shape, in either back office) of a tenant that has no roles yet. */
export const EMPTY_ROLE_LIST = {
  items: [],
  totalCount: 0,
  activeCount: 0,
  deactiveCount: 0,
  total_capped: false,
  page: 1,
  limit: 10,
};
