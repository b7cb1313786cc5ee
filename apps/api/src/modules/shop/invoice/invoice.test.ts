import { randomUUID } from "node:crypto";
import { invoiceEndpoints, productEndpoints, type Endpoint } from "@pitlane/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { stockMovements, variantStock } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { expectDailySalesAsRebuilt } from "../../../test/daily-sales.js";
import { createInvoice, createInvoiceOf, createSaleShop, type SaleShop } from "../../../test/factories/invoice.js";
import { createShop, createStaffUser } from "../../../test/factories/shop.js";
import {
  invalidEnvelope,
  itRefusesABadId,
  itRefusesLikeEveryGet,
  itRefusesWithoutPermission,
  itRefusesWithoutSession,
  notFoundEnvelope,
  refusalsOf,
} from "../../../test/refusals.js";
import { zatcaFields } from "../../../test/pdf-text.js";

const t = useTestApp();
const { get, recordPayment, void: voidInvoice } = invoiceEndpoints;

const byId = async (shop: { shopId: string }) => ({ params: { id: await createInvoiceOf(t, shop.shopId) } });

/** A change of one invoice by the `:id` of its path, with a body. */
type Change = Endpoint<z.ZodType<unknown, { id: string }>>;

/** 401, 400 naming id, 403 for a user holding only `permissions`, 404 for another shop's invoice (with a valid body). */
function itRefusesLikeEveryChange(
  endpoint: Change,
  body: unknown,
  permissions: ("invoices.view" | "invoices.record_payment")[],
) {
  itRefusesWithoutSession(t, endpoint, async (shop) => ({ ...(await byId(shop)), body }));
  itRefusesABadId(t, endpoint);
  itRefusesWithoutPermission(t, endpoint, {
    title: `answers 403 for a user without ${endpoint.permission as string}`,
    permissions,
    call: async (shop) => ({ ...(await byId(shop)), body }),
  });
  it("answers 404 for another shop's invoice and for an unknown id, changing nothing", async () => {
    const shop = await createShop(t);
    const foreign = await createInvoiceOf(t, (await createShop(t)).shopId);
    for (const id of [foreign, randomUUID()]) {
      const res = await t.api.call(endpoint, { token: shop.token, params: { id }, body });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFoundEnvelope("Invoice"));
    }
  });
}

async function stockOf(s: SaleShop) {
  const [row] = await t.db
    .select({ quantity: variantStock.quantity })
    .from(variantStock)
    .where(and(eq(variantStock.variantId, s.litre.id), eq(variantStock.branchId, s.branch.id)));
  return row?.quantity;
}

const pay = (s: SaleShop, id: string, amount: unknown, token = s.shop.token) =>
  t.api.call(recordPayment, { token, params: { id }, body: { amount } });

describe("GET invoice/get/:id", () => {
  itRefusesLikeEveryGet(t, get, {
    entity: "Invoice",
    permission: "invoices.view",
    permissions: ["clients.view", "job_cards.view"],
    create: (shopId) => createInvoiceOf(t, shopId),
  });

  it("carries the Saudi e-invoice QR payload for a shop in SAR: seller, VAT number, time, total and VAT", async () => {
    const s = await createSaleShop(t, { currency: "SAR" });
    const { invoiceId } = await createInvoice(t, s);
    const invoice = (await t.api.call(get, { token: s.shop.token, params: { id: invoiceId } })).body.result;
    expect(invoice).toMatchObject({ currency: "SAR", vat_rate: 15, vat: 210, total: 1610 });
    expect(invoice.seller_name).toBe("Riyadh Auto Care");
    expect(invoice.seller_vat_number).toBe("300000000000003");
    expect(zatcaFields(invoice.qr_base64)).toEqual([
      "Riyadh Auto Care",
      "300000000000003",
      invoice.issued_at,
      "1610.00",
      "210.00",
    ]);
  });
});

describe("POST invoice/record-payment/:id", () => {
  itRefusesLikeEveryChange(recordPayment, { amount: 10 }, ["invoices.view"]);

  it("answers 400 naming amount for nothing, a negative amount, more than the balance, and changes nothing", async () => {
    const s = await createSaleShop(t);
    const { invoiceId } = await createInvoice(t, s);
    const refuse = refusalsOf(t, recordPayment, { token: s.shop.token, params: { id: invoiceId } });
    const message = "amount: must be more than 0 and at most the balance";
    await refuse({ amount: 0 }, message);
    await refuse({ amount: 1540.01 }, message);
    await refuse({ amount: -5 }, "amount: must be at least 0");
    await refuse({ amount: -50 }, "amount: must be at least 0");
    await refuse({ amount: "-50" }, "amount: must be an amount with at most two decimals");
    await refuse({ amount: null }, "amount: is required");
    await refuse({ amount: 10.005 }, "amount: must be an amount with at most two decimals");
    await refuse({ amount: "100" }, "amount: must be an amount with at most two decimals");
    const invoice = (await t.api.call(get, { token: s.shop.token, params: { id: invoiceId } })).body.result;
    expect(invoice).toMatchObject({ paid: 0, balance: 1540, payment_status: "unpaid", payments: [] });
  });

  it("records a partial cash payment, then the rest: Unpaid, Partial, Paid, with who took each", async () => {
    const s = await createSaleShop(t);
    const cashier = await createStaffUser(t, s.shop.shopId, {
      permissions: ["invoices.view", "invoices.record_payment"],
    });
    const { invoiceId } = await createInvoice(t, s);
    const first = await t.api.call(recordPayment, {
      token: cashier.token,
      params: { id: invoiceId },
      body: { amount: 540.5, note: "Deposit" },
    });
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ paid: 540.5, balance: 999.5, payment_status: "partial" });
    const rest = await pay(s, invoiceId, 999.5);
    expect(rest.body.result).toMatchObject({ paid: 1540, balance: 0, payment_status: "paid" });
    expect(rest.body.result.payments.map((p) => [p.amount, p.method, p.note, p.recorded_by_name])).toEqual([
      [540.5, "cash", "Deposit", "Test User"],
      [999.5, "cash", null, "Test User"],
    ]);
    const more = await pay(s, invoiceId, 0.01);
    expect(more.body).toEqual(invalidEnvelope("amount: must be more than 0 and at most the balance"));
    await expectDailySalesAsRebuilt(t, s.shop.shopId);
  });

  it("answers 409 for a voided invoice", async () => {
    const s = await createSaleShop(t);
    const { invoiceId } = await createInvoice(t, s);
    await t.api.call(voidInvoice, { token: s.shop.token, params: { id: invoiceId }, body: { reason: "Wrong client" } });
    const res = await pay(s, invoiceId, 100);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("A voided invoice cannot take payments");
    await expectDailySalesAsRebuilt(t, s.shop.shopId);
  });
});

describe("POST invoice/void/:id", () => {
  itRefusesLikeEveryChange(voidInvoice, { reason: "Wrong client" }, ["invoices.view", "invoices.record_payment"]);

  it("answers 400 naming reason when it is missing or blank", async () => {
    const s = await createSaleShop(t);
    const { invoiceId } = await createInvoice(t, s);
    const refuse = refusalsOf(t, voidInvoice, { token: s.shop.token, params: { id: invoiceId } });
    await refuse({ reason: "  " }, "reason: Please give a reason");
    await refuse({}, "reason: is required");
    await refuse({ reason: "x".repeat(301) }, "reason: is too long");
  });

  it("keeps the invoice in the books, marked void with the reason, and puts its litres back in stock", async () => {
    const s = await createSaleShop(t);
    const { invoiceId } = await createInvoice(t, s, 3);
    expect(await stockOf(s)).toBe(7);
    const res = await t.api.call(voidInvoice, {
      token: s.shop.token,
      params: { id: invoiceId },
      body: { reason: "Billed to the wrong client" },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ voided: true, void_reason: "Billed to the wrong client", total: 2323.75 });
    expect(res.body.result.voided_at).not.toBeNull();
    expect(await stockOf(s)).toBe(10);
    const movements = await t.db
      .select({ change: stockMovements.quantityChange, reason: stockMovements.reason })
      .from(stockMovements)
      .where(eq(stockMovements.invoiceId, invoiceId));
    expect(movements.sort((a, b) => a.change - b.change)).toEqual([
      { change: -3, reason: "sale" },
      { change: 3, reason: "void" },
    ]);
    const again = await t.api.call(voidInvoice, {
      token: s.shop.token,
      params: { id: invoiceId },
      body: { reason: "Twice" },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This invoice is already voided");
    expect(await stockOf(s)).toBe(10);
    await expectDailySalesAsRebuilt(t, s.shop.shopId);
  });

  it("puts the litres back even when the product stopped tracking stock after the sale", async () => {
    const s = await createSaleShop(t);
    const { invoiceId } = await createInvoice(t, s, 3);
    const untracked = await t.api.call(productEndpoints.update, {
      token: s.shop.token,
      params: { id: s.oil.id },
      body: { track_stock: false },
    });
    expect(untracked.status).toBe(200);
    const res = await t.api.call(voidInvoice, {
      token: s.shop.token,
      params: { id: invoiceId },
      body: { reason: "Returned unopened" },
    });
    expect(res.status).toBe(200);
    expect(await stockOf(s)).toBe(10);
  });

  it("answers 409 for an invoice with a payment, and changes nothing", async () => {
    const s = await createSaleShop(t);
    const { invoiceId } = await createInvoice(t, s, 2);
    await pay(s, invoiceId, 100);
    const res = await t.api.call(voidInvoice, {
      token: s.shop.token,
      params: { id: invoiceId },
      body: { reason: "Oops" },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("An invoice with payments cannot be voided");
    const invoice = (await t.api.call(get, { token: s.shop.token, params: { id: invoiceId } })).body.result;
    expect(invoice).toMatchObject({ voided: false, void_reason: null, paid: 100 });
    await expectDailySalesAsRebuilt(t, s.shop.shopId);
    expect(await stockOf(s)).toBe(8);
  });
});
