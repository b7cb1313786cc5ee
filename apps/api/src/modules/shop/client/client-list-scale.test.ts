import { ClientListQuery, clientEndpoints, LIST_TOTAL_CAP, type ClientDto } from "@pitlane/domain";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { countRows } from "../../../db/paging.js";
import { clients } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createClient, createManyClients } from "../../../test/factories/client.js";
import { createShop, type TestShop } from "../../../test/factories/shop.js";
import { listFilter } from "./repo.js";

const t = useTestApp();
const list = clientEndpoints.list;
const names = (items: ClientDto[]) => items.map((c) => c.name);
/** Enough rows that a planner with statistics prefers the trigram index to the shop's date index. */
const MANY = 10_000;

describe("a client list longer than its count's cap", () => {
  let big: TestShop;
  let small: TestShop;
  beforeAll(async () => {
    big = await createShop(t);
    small = await createShop(t);
    await createManyClients(t, big.shopId, MANY);
    await createClient(t, small.shopId, { name: "Bulk 00001 of the small shop" });
    await createClient(t, big.shopId, { name: "Zubair Qureshi", createdAt: new Date(0) });
    // PGlite has no autovacuum: statistics as a live server would have them, for the plans below.
    await t.db.execute(sql`analyze clients`);
  });

  const bulk = (n: number) => `Bulk ${String(n).padStart(5, "0")}`;
  const page = async (shop: TestShop, query: Record<string, string | number>) =>
    (await t.api.call(list, { token: shop.token, query })).body.result;

  it("answers the first page with a total capped at the cap, and says it is capped", async () => {
    const first = await page(big, { page: 1 });
    expect(first).toMatchObject({ total: LIST_TOTAL_CAP, total_capped: true, page: 1, limit: 10 });
    expect(names(first.items)).toEqual(Array.from({ length: 10 }, (_, i) => bulk(MANY - i)));
  });

  it("counts from each page's own start, and exactly once the end is within the cap", async () => {
    const second = await page(big, { page: 2 });
    expect(second).toMatchObject({ total: 10 + LIST_TOTAL_CAP, total_capped: true, page: 2 });
    expect(names(second.items)[0]).toBe(bulk(MANY - 10));
    // From row 9,011 on, the cap reaches past the last row: the bulk clients and one more, the oldest.
    const near = await page(big, { page: 902 });
    expect(near).toMatchObject({ total: MANY + 1, total_capped: false, page: 902 });
    expect(await page(big, { page: 901 })).toMatchObject({ total: 9000 + LIST_TOTAL_CAP, total_capped: true });
    const last = await page(big, { page: 100, limit: 100 });
    expect(last).toMatchObject({ total: MANY + 1, total_capped: false });
    expect(names(last.items)).toEqual(Array.from({ length: 100 }, (_, i) => bulk(100 - i)));
  });

  it("answers exact totals for a search and for a shop under the cap", async () => {
    expect(await page(big, { search: "bulk 007" })).toMatchObject({ total: 100, total_capped: false });
    expect(await page(small, { page: 1 })).toMatchObject({ total: 1, total_capped: false });
  });

  it("searches one shop's clients through the trigram index that starts with the shop", async () => {
    const where = listFilter(big.shopId, ClientListQuery.parse({ search: "qureshi" }), null);
    const explained = await t.db.execute(sql`explain ${countRows(t.db, clients, where)}`);
    // Both drivers answer EXPLAIN as rows of one text column; the shared Db type leaves them unknown.
    const plan = (explained as unknown as { rows: Record<string, string>[] }).rows
      .map((row) => Object.values(row).join(""))
      .join("\n");
    expect(plan).toContain("clients_shop_search_trgm_idx");
  });
});
