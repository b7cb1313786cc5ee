import { invoiceEndpoints } from "@pitlane/domain";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoices, variantStock } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { expectDailySalesAsRebuilt } from "../../../test/daily-sales.js";
import { createInvoice, createSaleShop, insertJobCard, issue } from "../../../test/factories/invoice.js";

/**
 * Issues and payments sent at the same moment, as several front desks would. On PostgreSQL (CI
 * runs this file there too) they truly run side by side, so only the atomic stock update and the
 * row locks keep them from selling stock that is not there or taking more than the balance.
 */
const t = useTestApp();
const PARALLEL = 8;

describe("parallel invoices", () => {
  it("never takes stock below zero: exactly as many issues succeed as the stock allows, numbered without gaps", async () => {
    const s = await createSaleShop(t);
    // 10 litres in stock, 3 per job card: three can be sold.
    const cards = [];
    for (let i = 0; i < PARALLEL; i++) {
      cards.push(
        await insertJobCard(t, s, { products: [{ variant: s.litre, name: "Engine oil 1 litre", quantity: 3 }] }),
      );
    }
    const results = await Promise.allSettled(cards.map((jobCardId) => issue(t, s, jobCardId)));
    const refused = results.filter((r) => r.status === "rejected");
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    for (const r of refused) {
      expect(r.reason).toMatchObject({
        kind: "CONFLICT",
        message: "Not enough stock of Engine oil 1 litre at this branch",
      });
    }
    const [stock] = await t.db
      .select({ quantity: variantStock.quantity })
      .from(variantStock)
      .where(and(eq(variantStock.variantId, s.litre.id), eq(variantStock.branchId, s.branch.id)));
    expect(stock?.quantity).toBe(1);
    const numbers = await t.db
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.shopId, s.shop.shopId))
      .orderBy(asc(invoices.number));
    expect(numbers.map((n) => n.number)).toEqual([1, 2, 3]);
    await expectDailySalesAsRebuilt(t, s.shop.shopId);
  });

  it("takes exactly one of several payments of the whole balance sent at once", async () => {
    const s = await createSaleShop(t);
    const { invoiceId } = await createInvoice(t, s);
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.api.call(invoiceEndpoints.recordPayment, {
          token: s.shop.token,
          params: { id: invoiceId },
          body: { amount: 1540 },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array<number>(PARALLEL - 1).fill(400)]);
    const invoice = await t.api.call(invoiceEndpoints.get, { token: s.shop.token, params: { id: invoiceId } });
    expect(invoice.body.result).toMatchObject({ paid: 1540, balance: 0, payment_status: "paid" });
    expect(invoice.body.result.payments).toHaveLength(1);
    await expectDailySalesAsRebuilt(t, s.shop.shopId);
  });
});
