import { invoiceEndpoints } from "@pitlane/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoices, shopCounters, stockMovements, variantStock } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createBranch } from "../../../test/factories/shop.js";
import {
  createInvoice,
  createSaleShop,
  createServicePackage,
  insertJobCard,
  issue,
  type SaleShop,
} from "../../../test/factories/invoice.js";

const t = useTestApp();
const { get } = invoiceEndpoints;

async function stockOf(s: SaleShop) {
  const [row] = await t.db
    .select({ quantity: variantStock.quantity })
    .from(variantStock)
    .where(and(eq(variantStock.variantId, s.litre.id), eq(variantStock.branchId, s.branch.id)));
  return row?.quantity;
}

const detailOf = async (s: SaleShop, id: string) =>
  (await t.api.call(get, { token: s.shop.token, params: { id } })).body.result;

describe("issuing an invoice on completion", () => {
  it("prices each line with its Fixed or Percentage discount and adds VAT once on the lines it applies to", async () => {
    const s = await createSaleShop(t);
    const jobCardId = await insertJobCard(t, s, {
      services: [{ service: s.oilChange }, { service: s.alignment }],
      products: [
        { variant: s.litre, name: "Engine oil 1 litre", quantity: 3 },
        { variant: s.scent, name: "Air freshener Pine", quantity: 2 },
      ],
    });
    const { invoiceId, number } = await issue(t, s, jobCardId);
    const invoice = await detailOf(s, invoiceId);
    expect(invoice).toMatchObject({
      number,
      number_display: "INV-000001",
      job_card_id: jobCardId,
      client_name: "Ahmed Khan",
      branch_name_english: "Gulberg",
      currency: "PKR",
      vat_rate: 10,
      // 1,500 + 800 + 3 x 250 + 2 x 50, less 100 fixed, 10 % of 800 and 5 % of each litre.
      subtotal: 3150,
      discount: 217.5,
      // VAT on 1,400 + 712.50 + 100: the alignment carries none.
      vat: 221.25,
      total: 3153.75,
      paid: 0,
      balance: 3153.75,
      payment_status: "unpaid",
      voided: false,
      vehicle: { plate: "LEA-1234", make_name: "Toyota", model_name: "Corolla" },
      client: { name: "Ahmed Khan", identity_number_display: "35202-1234567-1" },
      qr_base64: null,
    });
    expect(
      invoice.lines.map((l) => [l.kind, l.name, l.quantity, l.unit_price, l.discount, l.net, l.vat_applies]),
    ).toEqual([
      ["service", "Oil change", 1, 1500, 100, 1400, true],
      ["service", "Wheel alignment", 1, 800, 80, 720, false],
      ["product", "Air freshener Pine", 2, 50, 0, 100, true],
      ["product", "Engine oil 1 litre", 3, 250, 37.5, 712.5, true],
    ]);
    expect(invoice.lines[1]).toMatchObject({ discount_type: 2, discount_value: 10 });
    expect(invoice.lines[0]).toMatchObject({ discount_type: 1, discount_value: 100 });
  });

  it("bills a package at its own price, its service and products priced by it, and takes its products from stock", async () => {
    const s = await createSaleShop(t);
    const pkg = await createServicePackage(t, s);
    const jobCardId = await insertJobCard(t, s, {
      packages: [pkg],
      services: [{ service: s.oilChange, packageId: pkg.id }],
      products: [{ variant: s.litre, name: "Engine oil 1 litre", quantity: 2, packageId: pkg.id }],
    });
    const invoice = await detailOf(s, (await issue(t, s, jobCardId)).invoiceId);
    expect(invoice.lines.map((l) => [l.kind, l.name, l.net])).toEqual([["package", "Full service", 2000]]);
    expect(invoice).toMatchObject({ subtotal: 2000, discount: 0, vat: 200, total: 2200 });
    expect(await stockOf(s)).toBe(8);
  });

  it("numbers the shop's invoices 1, 2, 3 without a gap, even after an issue refused for want of stock", async () => {
    const s = await createSaleShop(t);
    expect((await createInvoice(t, s)).number).toBe(1);
    await expect(createInvoice(t, s, 11)).rejects.toThrow("Not enough stock of Engine oil 1 litre at this branch");
    expect((await createInvoice(t, s, 1)).number).toBe(2);
    expect((await createInvoice(t, s)).number).toBe(3);
    const other = await createSaleShop(t);
    expect((await createInvoice(t, other)).number).toBe(1);
  });

  it("takes the sold litres out of the branch's stock with a movement per line, but nothing of an untracked product", async () => {
    const s = await createSaleShop(t);
    const { invoiceId } = await createInvoice(t, s, 4, {
      products: [
        { variant: s.litre, name: "Engine oil 1 litre", quantity: 4 },
        { variant: s.scent, name: "Air freshener Pine", quantity: 5 },
      ],
    });
    expect(await stockOf(s)).toBe(6);
    const movements = await t.db
      .select({
        variantId: stockMovements.variantId,
        change: stockMovements.quantityChange,
        reason: stockMovements.reason,
      })
      .from(stockMovements)
      .where(eq(stockMovements.invoiceId, invoiceId));
    expect(movements).toEqual([{ variantId: s.litre.id, change: -4, reason: "sale" }]);
  });

  it("refuses to sell more than the branch holds, naming the product, and changes nothing", async () => {
    const s = await createSaleShop(t);
    await createInvoice(t, s, 3);
    const jobCardId = await insertJobCard(t, s, {
      services: [{ service: s.oilChange }],
      products: [{ variant: s.litre, name: "Engine oil 1 litre", quantity: 8 }],
    });
    await expect(issue(t, s, jobCardId)).rejects.toMatchObject({
      kind: "CONFLICT",
      message: "Not enough stock of Engine oil 1 litre at this branch",
    });
    expect(await stockOf(s)).toBe(7);
    expect(await t.db.select().from(invoices).where(eq(invoices.jobCardId, jobCardId))).toEqual([]);
    const [counter] = await t.db.select().from(shopCounters).where(eq(shopCounters.shopId, s.shop.shopId));
    expect(counter?.lastInvoiceNumber).toBe(1);
  });

  it("refuses a tracked product the branch has never stocked", async () => {
    const s = await createSaleShop(t);
    const elsewhere = await insertJobCard(t, s, {
      branchId: (await createBranch(t, s.shop.shopId)).id,
      products: [{ variant: s.litre, name: "Engine oil 1 litre", quantity: 1 }],
    });
    await expect(issue(t, s, elsewhere)).rejects.toThrow("Not enough stock of Engine oil 1 litre at this branch");
  });
});
