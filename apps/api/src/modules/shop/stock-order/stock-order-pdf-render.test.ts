import { StockOrderDto, type StockOrderLineDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { readPdf as readPdfText } from "../../../test/pdf-text.js";
import { renderStockOrderPdf, type StockOrderBuyer } from "./pdf.js";

/** Where the first page of each rendered PDF is kept as a PNG, for a person to look at. */
const PICTURES = new URL("../../../../../web/test-results/stock-order-pdf/", import.meta.url);

/** The PDF's text and its pages (pdftotext ends every page with a form feed), its first page kept as a PNG. */
function readPdf(bytes: Buffer, name: string) {
  const text = readPdfText(bytes, PICTURES, name);
  return { text, pages: text.split("\f").slice(0, -1) };
}

/**
 * The word stamped across a page. pdftotext prints a tilted word one letter a line, its last letter
 * highest: the letters on lines of their own, read from the bottom up.
 */
const stampOn = (page: string) =>
  page
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => /^[A-Z]$/.test(l))
    .reverse()
    .join("");

const RIYADH = "Asia/Riyadh";

const buyer: StockOrderBuyer = {
  name: "Riyadh Auto Care",
  vatNumber: "300000000000003",
  address: { english: "King Fahd Road, Riyadh, Saudi Arabia", arabic: "King Fahd Road، الرياض، السعودية" },
  branchAddress: { english: "Olaya Street 12, Riyadh", arabic: "شارع العليا 12، الرياض" },
};

function line(n: number, fields: Partial<StockOrderLineDto> = {}): StockOrderLineDto {
  const quantity = fields.quantity ?? 2;
  const unitCost = fields.unit_cost ?? 10;
  return {
    _id: `line-${n}`,
    variant_id: `variant-${n}`,
    product_id: `product-${n}`,
    name: `Brake pad set ${n}`,
    sku: `BP-${String(n).padStart(3, "0")}`,
    quantity,
    received_quantity: 0,
    unit_cost: unitCost,
    total: quantity * unitCost,
    ...fields,
  };
}

/** A placed order of three lines to a supplier on 30 days, delivered to the Olaya branch. */
function orderOf(fields: Partial<StockOrderDto> = {}): StockOrderDto {
  const lines = fields.lines ?? [
    line(1, { name: "Engine oil 5W-30 — 4 litres", sku: "OIL-5W30-4", quantity: 12, unit_cost: 85.5, total: 1026 }),
    line(2, { name: "Oil filter — Toyota Corolla", sku: "OF-TC-01", quantity: 20, unit_cost: 18.25, total: 365 }),
    line(3, { name: "Air filter", sku: null, quantity: 5, unit_cost: 42, total: 210 }),
  ];
  const total = lines.reduce((sum, l) => sum + l.total, 0);
  return StockOrderDto.parse({
    _id: "order-12",
    number: 12,
    number_display: "PO-000012",
    status: "ordered",
    supplier_id: "supplier-1",
    supplier_name: "Gulf Lubricants Trading",
    branch_id: "branch-1",
    branch_name_english: "Olaya branch",
    branch_name_arabic: "فرع العليا",
    expected_on: "2026-03-20",
    currency: "SAR",
    total,
    received_value: 0,
    paid: 0,
    owed: 0,
    // 22:00 UTC on the 9th is 01:00 on the 10th in Riyadh: the order is dated the 10th.
    ordered_at: "2026-03-09T22:00:00.000Z",
    created_at: "2026-03-08T09:00:00.000Z",
    notes: "Deliver to the back gate before noon.\nCall the store keeper on arrival.",
    lines,
    received_at: null,
    cancelled_at: null,
    created_by_name: "Sara Al-Qahtani",
    supplier: {
      name: "Gulf Lubricants Trading",
      contact_person: "Omar Haddad",
      phone: "+966 50 123 4567",
      email: "orders@gulf-lubricants.example",
      address: "Industrial Area 2, Dammam",
      tax_number: "310987654300003",
      payment_terms_days: 30,
    },
    updated_at: "2026-03-09T22:00:00.000Z",
    ...fields,
  });
}

const render = (order: StockOrderDto, lang: "en" | "ar", name: string) =>
  renderStockOrderPdf(order, buyer, lang, RIYADH).then((bytes) => {
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    return readPdf(bytes, name);
  });

describe("the stock order's PDF, a purchase order for the supplier", () => {
  it("prints a placed order in English: number, dates, the shop, the supplier, where to deliver, the lines and the total", async () => {
    const { text, pages } = await render(orderOf(), "en", "ordered-en");
    expect(pages).toHaveLength(1);
    for (const expected of [
      "Purchase order",
      "PO-000012",
      "Riyadh Auto Care",
      "300000000000003",
      "Gulf Lubricants Trading",
      "Omar Haddad",
      "+966 50 123 4567",
      "orders@gulf-lubricants.example",
      "Industrial Area 2, Dammam",
      "310987654300003",
      "Olaya branch",
      "Olaya Street 12, Riyadh",
      "Engine oil 5W-30 — 4 litres",
      "OIL-5W30-4",
      "Oil filter — Toyota Corolla",
      "Deliver to the back gate before noon.",
      "Call the store keeper on arrival.",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Address\s+King Fahd Road, Riyadh, Saudi/);
    expect(text).toMatch(/Date\s+10 March 2026/);
    expect(text).toMatch(/Expected delivery\s+20 March 2026/);
    expect(text).toMatch(/Payment terms\s+30 days/);
    expect(text).toMatch(/Deliver to/);
    // Each line: its number, item, SKU, quantity, unit cost and total on one row.
    expect(text).toMatch(/1\s+Engine oil 5W-30 — 4 litres\s+OIL-5W30-4\s+12\s+85\.50\s+1,026\.00/);
    expect(text).toMatch(/2\s+Oil filter — Toyota Corolla\s+OF-TC-01\s+20\s+18\.25\s+365\.00/);
    expect(text).toMatch(/3\s+Air filter\s+5\s+42\.00\s+210\.00/);
    expect(text).toMatch(/Total\s+SAR 1,601\.00/);
    // Nothing received yet, nor anything that would make it less than an order.
    for (const absent of ["Received", "Draft", "Cancelled", "Status"]) expect(text).not.toContain(absent);
    expect(stampOn(text)).toBe("");
  });

  it("prints the same order in Arabic: its title and words, Latin digits in every amount, the branch's Arabic name", async () => {
    const { text } = await render(orderOf(), "ar", "ordered-ar");
    for (const expected of [
      "أمر",
      "شراء",
      "PO-000012",
      "رقم",
      "المورد",
      "التسليم",
      "العليا",
      "الرياض",
      "مارس",
      "2026",
      "Gulf Lubricants Trading",
      "OIL-5W30-4",
      "85.50",
      "1,026.00",
      "1,601.00",
      "SAR",
      "تكلفة",
      "شروط",
      "Deliver to the back gate before noon.",
    ]) {
      expect(text).toContain(expected);
    }
    // The English page's words are not on it.
    for (const absent of ["Purchase order", "Supplier", "Expected delivery", "Olaya branch"]) {
      expect(text).not.toContain(absent);
    }
    // Right to left: the total's label (its lam-alef read back by pdftotext as alef, lam) to the right of its amount.
    const totalLine = text.split("\n").find((l) => l.includes("SAR 1,601.00"))!;
    expect(totalLine.indexOf("SAR 1,601.00")).toBeLessThan(totalLine.indexOf("جمالي"));
  });

  it("adds the received column once goods came in, and says on delivery for a supplier without payment terms", async () => {
    const order = orderOf({
      status: "partly_received",
      lines: [line(1, { quantity: 10, received_quantity: 4 }), line(2, { quantity: 6, received_quantity: 0 })],
      supplier: { ...orderOf().supplier, payment_terms_days: null },
      expected_on: null,
      notes: null,
    });
    const { text } = await render(order, "en", "received-en");
    expect(text).toContain("Received");
    expect(text).toMatch(/1\s+Brake pad set 1\s+BP-001\s+10\s+4\s+10\.00\s+100\.00/);
    expect(text).toMatch(/2\s+Brake pad set 2\s+BP-002\s+6\s+0\s+10\.00\s+60\.00/);
    expect(text).toMatch(/Payment terms\s+On delivery/);
    for (const absent of ["Expected delivery", "Notes", "Status"]) expect(text).not.toContain(absent);
  });

  it("breaks a long order onto a second page with the table's header again, in English and in Arabic", async () => {
    const order = orderOf({ lines: Array.from({ length: 60 }, (_, i) => line(i + 1)) });
    const en = await render(order, "en", "long-en");
    expect(en.pages.length).toBeGreaterThanOrEqual(2);
    for (const page of en.pages) expect(page).toMatch(/#\s+Item\s+SKU\s+Qty\s+Unit cost\s+Total/);
    expect(en.pages[0]).toContain("Brake pad set 1 ");
    expect(en.pages.at(-1)).toContain("Brake pad set 60");
    // The title and the parties are printed once, on the first page.
    expect(en.text.match(/Purchase order/g)).toHaveLength(1);
    for (let n = 1; n <= 60; n += 1) expect(en.text).toMatch(new RegExp(`\\b${n}\\s+Brake pad set ${n}\\s`));
    expect(en.text).toMatch(/Total\s+SAR 1,200\.00/);

    const ar = await render(order, "ar", "long-ar");
    expect(ar.pages).toHaveLength(en.pages.length);
    for (const page of ar.pages) expect(page).toContain("تكلفة");
    expect(ar.pages.at(-1)).toContain("Brake pad set 60");
    expect(ar.text).toContain("1,200.00");
  });

  it("marks a draft as not an order, dated when it was written, in both languages", async () => {
    const draft = orderOf({ status: "draft", ordered_at: null });
    const { text } = await render(draft, "en", "draft-en");
    expect(stampOn(text)).toBe("DRAFT");
    expect(text).toMatch(/Status\s+Draft/);
    expect(text).toContain("This is a draft, not an order");
    // Written on the 8th at 12:00 in Riyadh.
    expect(text).toMatch(/Date\s+08 March 2026/);
    const arabic = await render(draft, "ar", "draft-ar");
    for (const expected of ["مسودة", "PO-000012", "08", "مارس"]) expect(arabic.text).toContain(expected);
  });

  it("stamps a cancelled order CANCELLED on every page, with the day it was cancelled", async () => {
    const cancelled = orderOf({
      status: "cancelled",
      cancelled_at: "2026-03-11T21:30:00.000Z",
      lines: Array.from({ length: 60 }, (_, i) => line(i + 1)),
    });
    const { text, pages } = await render(cancelled, "en", "cancelled-en");
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) expect(stampOn(page)).toBe("CANCELLED");
    expect(text).toMatch(/Status\s+Cancelled/);
    // 21:30 UTC on the 11th is 00:30 on the 12th in Riyadh.
    expect(text).toMatch(/Cancelled on\s+12 March 2026/);
    expect(text).toContain("This order is cancelled");
    const arabic = await render(cancelled, "ar", "cancelled-ar");
    for (const expected of ["ملغى", "تاريخ", "PO-000012"]) expect(arabic.text).toContain(expected);
  });
});
