import { sql } from "drizzle-orm";
import type { Db } from "./client.js";
import { shopCounters } from "./schema/index.js";

/** The counters of shop_counters: each numbers one kind of document of the shop. */
export type ShopCounter = "lastJobCardNumber" | "lastInvoiceNumber" | "lastStockOrderNumber" | "lastOrderNumber";

/**
 * The upsert that takes the shop's next number of a kind, returning it as `number`: run alone by
 * `nextShopNumber`, or as a part of a larger statement (a job card numbers itself in its own insert).
 * It holds the counter row's lock until the caller commits, and a rollback gives the number back:
 * no gaps, no repeats.
 */
export function shopNumberUpsert(tx: Db, shopId: string, counter: ShopCounter, count = 1) {
  const column = shopCounters[counter];
  const first: typeof shopCounters.$inferInsert = { shopId, [counter]: count };
  return tx
    .insert(shopCounters)
    .values(first)
    .onConflictDoUpdate({ target: shopCounters.shopId, set: { [counter]: sql`${column} + ${count}` } })
    .returning({ number: column });
}

/** The shop's next number of a kind, inside the caller's transaction. */
export async function nextShopNumber(tx: Db, shopId: string, counter: ShopCounter): Promise<number> {
  const [row] = await shopNumberUpsert(tx, shopId, counter);
  if (!row) throw new Error(`the ${counter} counter returned no row`);
  return row.number;
}

/** The first of the shop's next `count` numbers of a kind (the demo seed issues its invoices together). */
export async function takeShopNumbers(tx: Db, shopId: string, counter: ShopCounter, count: number): Promise<number> {
  const [row] = await shopNumberUpsert(tx, shopId, counter, count);
  if (!row) throw new Error(`the ${counter} counter returned no row`);
  return row.number - count + 1;
}
