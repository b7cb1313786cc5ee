import { commissionInvoiceEndpoints as endpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import {
  at,
  insertInvoice,
  monthAgo,
  monthScene,
  refundAt,
  twoMonthsOfPurchases,
} from "../../../test/factories/commission-invoice.js";
import { createFleetUser } from "../../../test/factories/fleet.js";
import { checkLedgerAfterEach } from "../../../test/factories/ledger.js";
import { zatcaFields } from "../../../test/pdf-text.js";
import { fleetRefusals, invalidEnvelope } from "../../../test/refusals.js";

const t = useTestApp();
checkLedgerAfterEach(t);
const { itRefusesLikeEveryList, itRefusesLikeEveryGet } = fleetRefusals;

/** A company that bought two months ago at 1.5 % then 2 %, and last month at 2 %; its months close on the list. */
async function twoMonths(currency: "PKR" | "SAR" = "PKR") {
  const { scene, second } = await twoMonthsOfPurchases(t, currency);
  return { scene, refunded: second };
}

const listOf = async (token: string, query: Record<string, string> = {}) => {
  const res = await t.api.call(endpoints.list, { token, query: query as never });
  expect(res.status).toBe(200);
  return res.body.result!;
};

describe("GET /fueling/api/invoices", () => {
  itRefusesLikeEveryList(t, endpoints.list, { permission: "invoices.view", permissions: ["statements.view"] });

  it("answers 400 naming kind when it is not invoice or credit_note", async () => {
    const { token } = (await monthScene(t)).company;
    const res = await t.api.call(endpoints.list, { token, query: { kind: "receipt" } as never });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidEnvelope("kind: is not one of the choices"));
  });

  it("closes the months that are over and lists their invoices newest first, with number, month and totals", async () => {
    const { scene } = await twoMonths();
    const list = await listOf(scene.company.token);
    expect(list).toMatchObject({ total: 2, page: 1, limit: 10 });
    const [last, older] = list.items;
    expect(older).toMatchObject({ kind: "invoice", month: monthAgo(scene, 2), currency: "PKR" });
    expect(older).toMatchObject({ net: 175, tax: 28, total: 203 });
    expect(last).toMatchObject({ kind: "invoice", month: monthAgo(scene, 1), net: 100, tax: 16, total: 116 });
    expect(older!.number_display).toBe(`CI-${String(older!.number).padStart(6, "0")}`);
    expect(last!.number).toBe(older!.number + 1);
    // A second visit finds the same documents: nothing is written twice.
    expect((await listOf(scene.company.token)).items).toEqual(list.items);
  });

  it("filters by kind, and finds a document by its number", async () => {
    const { scene, refunded } = await twoMonths();
    await refundAt(t, scene, refunded.holdId, at(scene, 1, 15));
    const credits = await listOf(scene.company.token, { kind: "credit_note" });
    expect(credits.items.map((item) => [item.kind, item.month, item.total])).toEqual([
      ["credit_note", monthAgo(scene, 1), 116],
    ]);
    expect(credits.items[0]!.number_display).toMatch(/^CN-\d{6}$/);
    expect((await listOf(scene.company.token, { kind: "invoice" })).total).toBe(2);
    const found = await listOf(scene.company.token, { search: credits.items[0]!.number_display });
    expect(found.items.map((item) => item._id)).toEqual([credits.items[0]!._id]);
    expect((await listOf(scene.company.token, { search: "diesel" })).total).toBe(0);
  });

  it("lists nothing for a company that has paid no commission, and lets a role holding invoices.view read the list", async () => {
    const scene = await monthScene(t);
    const viewer = await createFleetUser(t, scene.company.companyId, { permissions: ["invoices.view"] });
    expect(await listOf(viewer.token)).toMatchObject({ items: [], total: 0 });
  });
});

describe("GET /fueling/api/invoices/:id", () => {
  itRefusesLikeEveryGet(t, endpoints.get, {
    entity: "Commission invoice",
    permission: "invoices.view_detail",
    permissions: ["invoices.view", "invoices.download"],
    create: (companyId) => insertInvoice(t, companyId),
  });

  it("shows a Punjab company's invoice: the seller with its NTN, the buyer with NTN and STRN, lines by rate, totals", async () => {
    const { scene } = await twoMonths();
    const older = (await listOf(scene.company.token)).items[1]!;
    const res = await t.api.call(endpoints.get, { token: scene.company.token, params: { id: older._id } });
    expect(res.status).toBe(200);
    const invoice = res.body.result!;
    expect(invoice.seller).toEqual({
      name: "Pitlane Payments (Pvt) Ltd",
      name_arabic: "بيتلين للمدفوعات (خاصة) المحدودة",
      address: "Office 12, Block 7, Clifton, Karachi 75600, Pakistan",
      tax_number: "NTN 8912345-6",
      country_code: "PK",
    });
    expect(invoice.buyer).toMatchObject({
      ntn: "1234567-8",
      strn: "12-34-5678-901-23",
      state_name: "Punjab",
      country_code: "PK",
    });
    expect(invoice.lines).toEqual([
      { fuel: 5000, commission_rate: 1.5, commission: 75, tax_rate: 16, tax: 12, purchases: 1 },
      { fuel: 5000, commission_rate: 2, commission: 100, tax_rate: 16, tax: 16, purchases: 1 },
    ]);
    expect(invoice).toMatchObject({ net: 175, tax: 28, total: 203, corrects: null, credit_notes: [] });
    expect(invoice.qr_base64).toBeNull();
  });

  it("links a credit note and the invoice it corrects both ways", async () => {
    const { scene, refunded } = await twoMonths();
    await refundAt(t, scene, refunded.holdId, at(scene, 1, 15));
    const { items } = await listOf(scene.company.token);
    const credit = items.find((item) => item.kind === "credit_note")!;
    const invoice = items.find((item) => item.month === monthAgo(scene, 2))!;
    const note = (await t.api.call(endpoints.get, { token: scene.company.token, params: { id: credit._id } })).body
      .result!;
    expect(note.corrects).toEqual({
      _id: invoice._id,
      number_display: invoice.number_display,
      month: invoice.month,
      total: 203,
    });
    expect(note.lines).toEqual([
      { fuel: 5000, commission_rate: 2, commission: 100, tax_rate: 16, tax: 16, purchases: 1 },
    ]);
    const original = (await t.api.call(endpoints.get, { token: scene.company.token, params: { id: invoice._id } })).body
      .result!;
    expect(original.credit_notes).toEqual([
      { _id: credit._id, number_display: credit.number_display, month: credit.month, total: 116 },
    ]);
  });

  it("carries the ZATCA QR of a Saudi company's invoice: the platform's name and VAT number, the time, total and VAT", async () => {
    const { scene } = await twoMonths("SAR");
    const older = (await listOf(scene.company.token)).items[1]!;
    const invoice = (await t.api.call(endpoints.get, { token: scene.company.token, params: { id: older._id } })).body
      .result!;
    expect(invoice).toMatchObject({ currency: "SAR", net: 175, tax: 26.25, total: 201.25 });
    expect(invoice.seller).toMatchObject({ name: "Pitlane Payments Co.", tax_number: "310123456700003" });
    expect(zatcaFields(invoice.qr_base64)).toEqual([
      "Pitlane Payments Co.",
      "310123456700003",
      invoice.issued_at,
      "201.25",
      "26.25",
    ]);
  });
});
