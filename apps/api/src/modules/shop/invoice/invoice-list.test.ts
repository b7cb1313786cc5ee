import { invoiceEndpoints, type InvoiceListQuery } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoices } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createClient, createClientVehicle } from "../../../test/factories/client.js";
import { createInvoice, createSaleShop, type SaleShop } from "../../../test/factories/invoice.js";
import { createBranch, createShop } from "../../../test/factories/shop.js";
import { itAnswersAnEmptyFirstPage } from "../../../test/lists.js";
import {
  invalidEnvelope,
  itRefusesLikeEveryList,
  itRefusesWithoutPermission,
  itRefusesWithoutSession,
  notFoundEnvelope,
} from "../../../test/refusals.js";

const t = useTestApp();
const { list, byClient, recordPayment, void: voidInvoice } = invoiceEndpoints;

/**
 * A Karachi shop (UTC+5) with four invoices, oldest first:
 * 1 Ahmed Khan at Gulberg, 1 March 10:00 local, paid;
 * 2 Sara Ali at Gulberg, 2 March 01:30 local (still 1 March in UTC), partly paid;
 * 3 Ahmed Khan at DHA, 5 March, unpaid; 4 Sara Ali at DHA, 9 March, voided.
 */
async function shopWithInvoices() {
  const s = await createSaleShop(t);
  const sara = await createClient(t, s.shop.shopId, { name: "Sara Ali", phone: "+92 321 5550000" });
  const saraCar = await createClientVehicle(t, s.shop.shopId, sara.id);
  const dha = await createBranch(t, s.shop.shopId, { branchNameEnglish: "DHA" });
  const ofSara = { clientId: sara.id, vehicleId: saraCar.id };
  const issued = [
    await createInvoice(t, s),
    await createInvoice(t, s, 0, ofSara),
    await createInvoice(t, s, 0, { branchId: dha.id }),
    await createInvoice(t, s, 0, { ...ofSara, branchId: dha.id }),
  ];
  const times = ["2025-03-01T05:00:00Z", "2025-03-01T20:30:00Z", "2025-03-05T09:00:00Z", "2025-03-09T09:00:00Z"];
  for (const [i, { invoiceId }] of issued.entries()) {
    await t.db
      .update(invoices)
      .set({ issuedAt: new Date(times[i] ?? "") })
      .where(eq(invoices.id, invoiceId));
  }
  const [first, second, , fourth] = issued.map((i) => i.invoiceId);
  const token = s.shop.token;
  await t.api.call(recordPayment, { token, params: { id: first ?? "" }, body: { amount: 1540 } });
  await t.api.call(recordPayment, { token, params: { id: second ?? "" }, body: { amount: 40 } });
  await t.api.call(voidInvoice, { token, params: { id: fourth ?? "" }, body: { reason: "Duplicate" } });
  return { s, sara, dha };
}

async function numbersOf(s: SaleShop, query: Partial<InvoiceListQuery>) {
  const res = await t.api.call(list, { token: s.shop.token, query });
  expect(res.status).toBe(200);
  return res.body.result.items.map((i) => i.number);
}

describe("GET invoice/get-all-by-shop-id", () => {
  itRefusesLikeEveryList(t, list, { permission: "invoices.view", permissions: ["clients.view", "job_cards.view"] });
  itAnswersAnEmptyFirstPage(t, list, "invoices");

  it("lists newest first with the client, branch, job card and amounts, in pages", async () => {
    const { s } = await shopWithInvoices();
    const res = await t.api.call(list, { token: s.shop.token, query: { limit: 3 } });
    expect(res.body.result).toMatchObject({ total: 4, page: 1, limit: 3 });
    expect(res.body.result.items.map((i) => i.number)).toEqual([4, 3, 2]);
    expect(res.body.result.items[2]).toMatchObject({
      number_display: "INV-000002",
      issued_at: "2025-03-01T20:30:00.000Z",
      client_name: "Sara Ali",
      branch_name_english: "Gulberg",
      currency: "PKR",
      total: 1540,
      paid: 40,
      balance: 1500,
      payment_status: "partial",
      voided: false,
    });
    expect(res.body.result.items[0]?.voided).toBe(true);
    expect(await numbersOf(s, { limit: 3, page: 2 })).toEqual([1]);
  });

  it("filters by payment status, branch and client", async () => {
    const { s, sara, dha } = await shopWithInvoices();
    expect(await numbersOf(s, { payment_status: "paid" })).toEqual([1]);
    expect(await numbersOf(s, { payment_status: "partial" })).toEqual([2]);
    expect(await numbersOf(s, { payment_status: "unpaid" })).toEqual([4, 3]);
    expect(await numbersOf(s, { branch_id: dha.id })).toEqual([4, 3]);
    expect(await numbersOf(s, { client_id: sara.id })).toEqual([4, 2]);
    expect(await numbersOf(s, { client_id: sara.id, branch_id: s.branch.id })).toEqual([2]);
  });

  it("reads the date range as days of the shop's wall clock, both ends included", async () => {
    const { s } = await shopWithInvoices();
    // Invoice 2 was issued on 1 March in UTC but on 2 March in Karachi.
    expect(await numbersOf(s, { from: "2025-03-01", to: "2025-03-01" })).toEqual([1]);
    expect(await numbersOf(s, { from: "2025-03-02", to: "2025-03-05" })).toEqual([3, 2]);
    expect(await numbersOf(s, { from: "2025-03-05" })).toEqual([4, 3]);
    expect(await numbersOf(s, { to: "2025-03-04" })).toEqual([2, 1]);
  });

  it("finds an invoice by its number, written either way, or by part of the client's name", async () => {
    const { s } = await shopWithInvoices();
    expect(await numbersOf(s, { search: "INV-000003" })).toEqual([3]);
    expect(await numbersOf(s, { search: "inv-2" })).toEqual([2]);
    expect(await numbersOf(s, { search: "4" })).toEqual([4]);
    expect(await numbersOf(s, { search: "sara" })).toEqual([4, 2]);
    expect(await numbersOf(s, { search: "KHAN" })).toEqual([3, 1]);
    expect(await numbersOf(s, { search: "nobody" })).toEqual([]);
  });

  it("never shows another shop's invoices", async () => {
    await shopWithInvoices();
    const other = await createSaleShop(t);
    expect(await numbersOf(other, {})).toEqual([]);
  });
});

describe("GET client/get-client-sales", () => {
  itRefusesWithoutSession(t, byClient, async (shop) => ({
    query: { client_id: (await createClient(t, shop.shopId)).id },
  }));

  it("answers 400 naming client_id when it is missing or not an id", async () => {
    const shop = await createShop(t);
    // Sent as they are: the typed query would not let a test leave client_id out.
    const queries = [{}, { client_id: "42" }] as { client_id: string }[];
    for (const query of queries) {
      const res = await t.api.call(byClient, { token: shop.token, query });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidEnvelope("client_id: must be a valid id"));
    }
  });

  itRefusesWithoutPermission(t, byClient, {
    title: "answers 403 for a user without clients.view",
    permissions: ["invoices.view"],
    call: async (shop) => ({ query: { client_id: (await createClient(t, shop.shopId)).id } }),
  });

  it("answers 404 for another shop's client", async () => {
    const shop = await createShop(t);
    const foreign = await createClient(t, (await createShop(t)).shopId);
    const res = await t.api.call(byClient, { token: shop.token, query: { client_id: foreign.id } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFoundEnvelope("Client"));
  });

  it("lists the client's sales newest first, filtered by payment status", async () => {
    const { s, sara } = await shopWithInvoices();
    const sales = async (query: Record<string, string>) =>
      (await t.api.call(byClient, { token: s.shop.token, query: { client_id: sara.id, ...query } })).body.result;
    expect(await sales({})).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect((await sales({})).items.map((i) => [i.number, i.client_name])).toEqual([
      [4, "Sara Ali"],
      [2, "Sara Ali"],
    ]);
    expect((await sales({ payment_status: "partial" })).items.map((i) => i.number)).toEqual([2]);
    expect((await sales({ payment_status: "paid" })).items).toEqual([]);
  });
});
