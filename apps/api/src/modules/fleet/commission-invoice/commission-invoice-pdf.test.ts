import { commissionInvoiceEndpoints as endpoints, formatDate, lastDayOf } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import {
  at,
  insertInvoice,
  monthAgo,
  refundAt,
  twoMonthsOfPurchases,
} from "../../../test/factories/commission-invoice.js";
import { checkLedgerAfterEach } from "../../../test/factories/ledger.js";
import { downloadOf, readPdf } from "../../../test/pdf-text.js";
import { fleetRefusals } from "../../../test/refusals.js";

const t = useTestApp();
checkLedgerAfterEach(t);

/** Where the first page of each downloaded PDF is kept as a PNG, for a person to look at. */
const PICTURES = new URL("../../../../../web/test-results/commission-invoice-pdf/", import.meta.url);

const download = (token: string, id: string, lang?: string) => downloadOf(t, endpoints.downloadPdf, token, id, lang);

/** Two months ago: 5,000.00 of fuel at 1.5 % and 5,000.00 at 2 %, the second refunded last month; and last month 5,000.00 at 2 %. */
async function closedMonths(currency: "PKR" | "SAR") {
  const { scene, second } = await twoMonthsOfPurchases(t, currency);
  await refundAt(t, scene, second.holdId, at(scene, 1, 15));
  const list = await t.api.call(endpoints.list, { token: scene.company.token });
  const items = list.body.result!.items;
  return {
    scene,
    invoice: items.find((item) => item.month === monthAgo(scene, 2))!,
    credit: items.find((item) => item.kind === "credit_note")!,
  };
}

describe("GET /fueling/api/invoices/:id/pdf", () => {
  itRefusesLikeEveryGetOfPdf();

  it("downloads a Punjab company's invoice in English as CI-….pdf: title, parties, tax numbers, lines and totals", async () => {
    const { scene, invoice } = await closedMonths("PKR");
    const res = await download(scene.company.token, invoice._id, "en");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${invoice.number_display}.pdf"`);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = readPdf(res.rawPayload, PICTURES, "pkr-invoice-en");
    expect(text).toMatch(new RegExp(`Period from\\s+${formatDate(invoice.month, "en")}`));
    expect(text).toMatch(new RegExp(`Period to\\s+${formatDate(lastDayOf(invoice.month), "en")}`));
    for (const expected of [
      "Tax invoice",
      invoice.number_display,
      "Pitlane Payments (Pvt) Ltd",
      "NTN 8912345-6",
      "1234567-8",
      "12-34-5678-901-23",
      "Punjab",
      "Commission on fuel, 1 purchase",
      "1.5%",
      "16%",
      "75.00",
      "28.00",
      "PKR 203.00",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("E-invoice QR code");
  });

  it("downloads the same invoice in Arabic, right to left, with the seller's Arabic name and the same figures", async () => {
    const { scene, invoice } = await closedMonths("PKR");
    const res = await download(scene.company.token, invoice._id, "ar");
    expect(res.statusCode).toBe(200);
    const text = readPdf(res.rawPayload, PICTURES, "pkr-invoice-ar");
    for (const expected of [invoice.number_display, "فاتورة", "ضريبية", "بيتلين", "1234567-8", "203.00", "1.5%"]) {
      expect(text).toContain(expected);
    }
  });

  it("prints a Saudi credit note with its title, the invoice it corrects, the VAT numbers and the ZATCA QR, in both languages", async () => {
    const { scene, invoice, credit } = await closedMonths("SAR");
    const english = readPdf((await download(scene.company.token, credit._id)).rawPayload, PICTURES, "sar-credit-en");
    for (const expected of [
      "Tax credit note",
      credit.number_display,
      "Corrects invoice",
      invoice.number_display,
      "VAT number",
      "310123456700003",
      "SAR 115.00",
      "E-invoice QR code",
    ]) {
      expect(english).toContain(expected);
    }
    expect(english).not.toContain("STRN");
    const arabic = readPdf(
      (await download(scene.company.token, credit._id, "ar")).rawPayload,
      PICTURES,
      "sar-credit-ar",
    );
    for (const expected of [credit.number_display, invoice.number_display, "دائن", "115.00", "310123456700003"]) {
      expect(arabic).toContain(expected);
    }
  });
});

/** 401, 400, 403 for a role that may see the invoice but not download it, 404 for another company's. */
function itRefusesLikeEveryGetOfPdf() {
  fleetRefusals.itRefusesLikeEveryGet(t, endpoints.downloadPdf, {
    entity: "Commission invoice",
    permission: "invoices.download",
    permissions: ["invoices.view", "invoices.view_detail"],
    create: (companyId) => insertInvoice(t, companyId),
  });
}
