import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createSaleShop, insertJobCard, issue } from "../../../test/factories/invoice.js";
import { addOrder, moveOrder } from "../../../test/factories/order.js";
import { expectStockMovedAsRecorded, readStockBook, unitsInStock, unitsReserved } from "../../../test/stock-book.js";

/**
 * Orders confirmed, and invoices issued, at the same moment, as several front desks would. On
 * PostgreSQL (CI runs this file there too) they truly run side by side, so only the conditional
 * UPDATE of each stock row keeps them from promising or selling units that are not there.
 */
const t = useTestApp();

describe("parallel orders", () => {
  it("never reserves more than the branch holds: exactly as many confirmations succeed as the stock allows", async () => {
    const s = await createSaleShop(t);
    const before = await readStockBook(t, s.shop.shopId);
    // 10 litres in stock, 3 per order: three can be promised.
    const orders = [];
    for (let i = 0; i < 6; i++)
      orders.push(await addOrder(t, s, { products: [{ variant_id: s.litre.id, quantity: 3 }] }));
    const results = await Promise.all(orders.map((o) => moveOrder(t, s.shop.token, o._id, "confirmed")));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    expect(await unitsReserved(t, s.litre.id, s.branch.id)).toBe(9);
    expect(await unitsInStock(t, s.litre.id, s.branch.id)).toBe(10);
    await expectStockMovedAsRecorded(t, s.shop.shopId, before);
  });

  it("confirmations and invoices of the same variant at once: stock never goes below what is promised", async () => {
    const s = await createSaleShop(t);
    const before = await readStockBook(t, s.shop.shopId);
    // 10 litres: four orders and four invoices of 2 each race for them; at most five win in all.
    const orders = [];
    const cards = [];
    for (let i = 0; i < 4; i++) {
      orders.push(await addOrder(t, s));
      cards.push(
        await insertJobCard(t, s, { products: [{ variant: s.litre, name: "Engine oil 1 litre", quantity: 2 }] }),
      );
    }
    const results = await Promise.allSettled([
      ...orders.map(async (o) => {
        const res = await moveOrder(t, s.shop.token, o._id, "confirmed");
        if (res.status !== 200) throw new Error(res.body.message);
      }),
      ...cards.map((id) => issue(t, s, id)),
    ]);
    const won = results.filter((r) => r.status === "fulfilled").length;
    expect(won).toBe(5);
    const quantity = await unitsInStock(t, s.litre.id, s.branch.id);
    const reserved = await unitsReserved(t, s.litre.id, s.branch.id);
    expect(reserved).toBeLessThanOrEqual(quantity);
    // Every unit is sold or promised, none twice.
    expect(10 - quantity + reserved).toBe(10);
    await expectStockMovedAsRecorded(t, s.shop.shopId, before);
  });
});
