import { buildPath, invoiceEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { getFile, readPdf as readInvoicePdf } from "../../../test/pdf.js";
import {
  createInvoice,
  createInvoiceOf,
  createSaleShop,
  insertJobCard,
  issue,
} from "../../../test/factories/invoice.js";
import { usePlaces } from "../../../test/factories/location.js";
import { signUpShop } from "../../../test/factories/shop.js";
import { itRefusesLikeEveryGet } from "../../../test/refusals.js";
import { branches, invoices, shops } from "../../../db/schema/index.js";

const t = useTestApp();
const places = usePlaces(t);
const { downloadPdf, recordPayment, void: voidInvoice } = invoiceEndpoints;

const download = (token: string, id: string, lang?: string) =>
  getFile(t, token, buildPath(downloadPdf.path, { id }) + (lang ? `?lang=${lang}` : ""));
const readPdf = (bytes: Buffer, name: string) => readInvoicePdf(bytes, "invoice-pdf", name);

describe("GET invoice/download-pdf/:id", () => {
  itRefusesLikeEveryGet(t, downloadPdf, {
    entity: "Invoice",
    permission: "invoices.view",
    permissions: ["clients.view", "invoices.record_payment"],
    create: (shopId) => createInvoiceOf(t, shopId),
  });

  it("downloads a SAR invoice in English as INV-000001.pdf: a simplified tax invoice with its number and total", async () => {
    const s = await createSaleShop(t, { currency: "SAR" });
    const jobCardId = await insertJobCard(t, s, {
      services: [{ service: s.oilChange }, { service: s.alignment }],
      products: [{ variant: s.litre, name: "Engine oil 5W-30 1 litre", quantity: 3 }],
    });
    const { invoiceId } = await issue(t, s, jobCardId);
    await t.api.call(recordPayment, { token: s.shop.token, params: { id: invoiceId }, body: { amount: 500 } });
    const res = await download(s.shop.token, invoiceId, "en");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="INV-000001.pdf"');
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = readPdf(res.rawPayload, "sar-en");
    // 1,400 + 720 + 712.50 = 2,832.50, VAT 15 % on 2,112.50 = 316.88.
    for (const expected of ["Simplified Tax Invoice", "INV-000001", "Riyadh Auto Care", "300000000000003"]) {
      expect(text).toContain(expected);
    }
    for (const expected of [
      "Engine oil 5W-30 1 litre",
      "VAT 15%",
      "316.88",
      "3,149.38",
      "2,649.38",
      "Partially paid",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("downloads the same invoice in Arabic, with the number, the discount and the total in their own cells", async () => {
    const s = await createSaleShop(t, { currency: "SAR" });
    const jobCardId = await insertJobCard(t, s, {
      services: [{ service: s.oilChange }, { service: s.alignment }],
      products: [{ variant: s.litre, name: "زيت محرك 5W-30 لتر واحد", quantity: 3 }],
    });
    const { invoiceId } = await issue(t, s, jobCardId);
    const res = await download(s.shop.token, invoiceId, "ar");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const text = readPdf(res.rawPayload, "sar-ar");
    for (const expected of ["INV-000001", "3,149.38", "316.88", "300000000000003"]) {
      expect(text).toContain(expected);
    }
    // The discount reads with its minus sign in front, as in English, never "217.50-".
    expect(text).toContain("-217.50");
    expect(text).not.toMatch(/\d-(\s|$)/m);
  });

  it("prints a PKR invoice without the e-invoice title, and a voided one with its VOID stamp and reason", async () => {
    const s = await createSaleShop(t);
    const { invoiceId } = await createInvoice(t, s, 2);
    await t.api.call(voidInvoice, {
      token: s.shop.token,
      params: { id: invoiceId },
      body: { reason: "Billed to the wrong vehicle" },
    });
    const english = readPdf((await download(s.shop.token, invoiceId)).rawPayload, "pkr-void-en");
    expect(english).not.toContain("Simplified");
    for (const expected of ["Invoice", "INV-000001", "2,062.50", "VOID", "Billed to the wrong vehicle"]) {
      expect(english).toContain(expected);
    }
    // VOID alone: it is not also "Unpaid".
    expect(english).not.toContain("Unpaid");
    const arabic = await download(s.shop.token, invoiceId, "ar");
    expect(readPdf(arabic.rawPayload, "pkr-void-ar")).toContain("INV-000001");
  });

  it("prints the shop's address under its name and the branch's beside the branch, as they were at issue", async () => {
    const s = await createSaleShop(t, { currency: "SAR" });
    await t.db
      .update(shops)
      .set({
        address: "King Fahd Road",
        countryId: places.saudiArabia,
        stateId: places.riyadhRegion,
        cityId: places.riyadh,
      })
      .where(eq(shops.id, s.shop.shopId));
    await t.db.update(branches).set({ address: "Olaya Street 12" }).where(eq(branches.id, s.branch.id));
    const { invoiceId } = await issue(t, s, await insertJobCard(t, s, { services: [{ service: s.oilChange }] }));
    // A later move changes the shop's settings, not the invoice issued before it.
    await t.db.update(shops).set({ address: "Moved Street 1" }).where(eq(shops.id, s.shop.shopId));
    const english = readPdf((await download(s.shop.token, invoiceId, "en")).rawPayload, "address-en");
    expect(english).toMatch(/Address\s+King Fahd Road, Riyadh,/);
    expect(english).toMatch(/Branch address\s+Olaya Street 12/);
    expect(english).not.toContain("Moved Street");
    const arabic = readPdf((await download(s.shop.token, invoiceId, "ar")).rawPayload, "address-ar");
    for (const expected of ["العنوان", "الرياض", "عنوان الفرع", "Olaya"]) expect(arabic).toContain(expected);
  });

  it("prints the sale's date and time on the wall clock of a shop that signed up in Saudi Arabia", async () => {
    const shop = await signUpShop(t, { country_id: places.saudiArabia, currency: "SAR" });
    const s = await createSaleShop(t, { shop });
    const { invoiceId } = await issue(t, s, await insertJobCard(t, s, { services: [{ service: s.oilChange }] }));
    // 22:00 UTC on the 9th: 01:00 on the 10th in Riyadh, 03:00 in Karachi.
    await t.db
      .update(invoices)
      .set({ issuedAt: new Date("2026-03-09T22:00:00Z") })
      .where(eq(invoices.id, invoiceId));
    const english = readPdf((await download(shop.token, invoiceId, "en")).rawPayload, "riyadh-time-en");
    expect(english).toMatch(/Date\s+10 March 2026/);
    expect(english).toMatch(/Time\s+01:00/);
    const arabic = readPdf((await download(shop.token, invoiceId, "ar")).rawPayload, "riyadh-time-ar");
    for (const expected of ["01:00", "10", "مارس", "2026"]) expect(arabic).toContain(expected);
  });
});
