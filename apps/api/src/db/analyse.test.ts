import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/app.js";
import { createShop } from "../test/factories/shop.js";
import { analyseGrownTables, keepTablesAnalysed } from "./analyse.js";

const t = useTestApp();

/** The plan of the client list's first page (repo.ts: the shop's live clients, newest first, 20 a page). */
async function firstPagePlan(shopId: string) {
  const result = await t.db.execute(sql`explain select * from clients
    where shop_id = ${shopId} and archived_at is null order by created_at desc, id desc limit 20`);
  // Both drivers answer EXPLAIN as rows of one text column named "QUERY PLAN".
  return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => row["QUERY PLAN"]).join("\n");
}

async function addClients(shopIds: string[], perShop: number) {
  const shops = sql.join(
    shopIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await t.db.execute(sql`insert into clients (shop_id, name, phone, created_at)
    select (array[${shops}])[1 + g % ${shopIds.length}], 'Client ' || g, '+92300' || lpad(g::text, 7, '0'),
      now() - g * interval '1 minute'
    from generate_series(1, ${shopIds.length * perShop}) g`);
}

describe("keeping the planner's statistics current", () => {
  it("after many clients arrive, the list's first page reads the shop's newest clients from the index", async () => {
    const shops = await Promise.all([createShop(t), createShop(t), createShop(t)]);
    await analyseGrownTables(t.db);
    await addClients(
      shops.map((shop) => shop.shopId),
      2_000,
    );

    expect(await analyseGrownTables(t.db)).toContain("clients");
    const plan = await firstPagePlan(shops[0]!.shopId);
    expect(plan).toMatch(/Index Scan (Backward )?using \w+ on clients/);
    expect(plan).not.toMatch(/Seq Scan on clients|Bitmap Heap Scan on clients/);
    // Nothing grew since: the next check analyses nothing.
    expect(await analyseGrownTables(t.db)).toEqual([]);
  });

  it("checks again on its timer and waits for a run in progress when stopped", async () => {
    const shop = await createShop(t);
    await addClients([shop.shopId], 3_000);
    const failures: unknown[] = [];
    const stop = keepTablesAnalysed(t.db, (error) => failures.push(error), 20);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await stop();
    expect(failures).toEqual([]);
    expect(await analyseGrownTables(t.db)).toEqual([]);
  });
});
