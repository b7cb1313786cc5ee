import { instantAt, nextMonth } from "@pitlane/domain";
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { commissionDocuments, ledgerAccounts, ledgerTransfers, platformCounters } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import {
  at,
  closeMonths,
  documentsOf,
  monthAgo,
  refundAt,
  twoMonthsOfPurchases,
  type MonthScene,
} from "../../../test/factories/commission-invoice.js";
import { checkLedgerAfterEach } from "../../../test/factories/ledger.js";

const t = useTestApp();
checkLedgerAfterEach(t);

/** What the ledger says the wallet paid in commission and in tax in a month of the company's clock. */
async function ledgerCharges(scene: MonthScene, month: string) {
  const rows = await t.db
    .select({ kind: ledgerTransfers.kind, sum: sql<number>`sum(${ledgerTransfers.amount})`.mapWith(Number) })
    .from(ledgerTransfers)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.debitAccountId))
    .where(
      and(
        eq(ledgerTransfers.companyId, scene.company.companyId),
        eq(ledgerAccounts.kind, "wallet"),
        inArray(ledgerTransfers.kind, ["commission", "tax"]),
        gte(ledgerTransfers.createdAt, instantAt(scene.zone, month)),
        lt(ledgerTransfers.createdAt, instantAt(scene.zone, nextMonth(month))),
      ),
    )
    .groupBy(ledgerTransfers.kind);
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.sum ?? 0;
  return { net: of("commission"), tax: of("tax") };
}

const twoMonths = (currency?: "PKR" | "SAR") => twoMonthsOfPurchases(t, currency);

describe("the month's commission tax invoice, written when the month closes", () => {
  it("invoices a Punjab company each month it paid commission, one line per rate, 16 % tax, tied to the ledger", async () => {
    const { scene } = await twoMonths();
    await closeMonths(t, scene.company.companyId);
    const docs = await documentsOf(t, scene.company.companyId);
    // Three months ago only money came in: no commission, no invoice; this month is not over.
    expect(docs.map((doc) => [doc.kind, doc.month])).toEqual([
      ["invoice", monthAgo(scene, 2)],
      ["invoice", monthAgo(scene, 1)],
    ]);
    const [older, last] = docs as [(typeof docs)[number], (typeof docs)[number]];
    // 5,000.00 of fuel at 1.5 % is 75.00, taxed 12.00; at 2 % it is 100.00, taxed 16.00.
    expect(older.lines).toEqual([
      { fuel: 500_000, commissionBp: 150, commission: 7_500, taxBp: 1600, tax: 1_200, purchases: 1 },
      { fuel: 500_000, commissionBp: 200, commission: 10_000, taxBp: 1600, tax: 1_600, purchases: 1 },
    ]);
    expect(older).toMatchObject({ currency: "PKR", net: 17_500, tax: 2_800, total: 20_300 });
    expect(last.lines).toEqual([
      { fuel: 500_000, commissionBp: 200, commission: 10_000, taxBp: 1600, tax: 1_600, purchases: 1 },
    ]);
    for (const doc of docs) {
      const ledger = await ledgerCharges(scene, doc.month);
      expect({ net: doc.net, tax: doc.tax }).toEqual(ledger);
      expect(doc.total).toBe(ledger.net + ledger.tax);
    }
    expect(last.number).toBe(older.number + 1);
    expect(older.seller).toMatchObject({
      name: "Pitlane Payments (Pvt) Ltd",
      taxNumber: "NTN 8912345-6",
      countryCode: "PK",
    });
    expect(older.buyer).toMatchObject({ ntn: "1234567-8", strn: "12-34-5678-901-23", countryCode: "PK" });
    expect(older.buyer.stateName).toBe("Punjab");
    expect(older.buyer.address).toMatch(/^1 Depot Road, /);
    expect(older.issuedAt.getTime()).toBeGreaterThan(at(scene, 0, 1).getTime() - 1);
  });

  it("invoices a Saudi company in SAR with VAT at 15 % and the Saudi seller", async () => {
    const { scene } = await twoMonths("SAR");
    await closeMonths(t, scene.company.companyId);
    const [older] = await documentsOf(t, scene.company.companyId);
    // 75.00 and 100.00 of commission, VAT 11.25 and 15.00.
    expect(older).toMatchObject({ currency: "SAR", net: 17_500, tax: 2_625, total: 20_125 });
    expect(older!.lines.map((line) => [line.commissionBp, line.taxBp, line.tax])).toEqual([
      [150, 1500, 1_125],
      [200, 1500, 1_500],
    ]);
    expect(older!.seller).toMatchObject({ name: "Pitlane Payments Co.", taxNumber: "310123456700003" });
    expect(older!.buyer.countryCode).toBe("SA");
  });

  it("writes nothing twice when the months are closed again", async () => {
    const { scene } = await twoMonths();
    await closeMonths(t, scene.company.companyId);
    const [counter] = await t.db.select().from(platformCounters);
    const before = await documentsOf(t, scene.company.companyId);
    await closeMonths(t, scene.company.companyId);
    expect(await documentsOf(t, scene.company.companyId)).toEqual(before);
    expect(await t.db.select().from(platformCounters)).toEqual([counter]);
  });

  it("gives a credit note, at the close of the month of the refund, that corrects the invoice of the month charged", async () => {
    const { scene, second } = await twoMonths();
    // Charged two months ago at 2 %, refunded last month.
    await refundAt(t, scene, second.holdId, at(scene, 1, 15));
    await closeMonths(t, scene.company.companyId);
    await closeMonths(t, scene.company.companyId);
    const docs = await documentsOf(t, scene.company.companyId);
    expect(docs.map((doc) => [doc.kind, doc.month])).toEqual([
      ["invoice", monthAgo(scene, 2)],
      ["invoice", monthAgo(scene, 1)],
      ["credit_note", monthAgo(scene, 1)],
    ]);
    const [charged, , credit] = docs;
    // The invoice of the month charged keeps its amounts: the credit note corrects it.
    expect(charged).toMatchObject({ net: 17_500, tax: 2_800 });
    expect(credit).toMatchObject({ correctsId: charged!.id, net: 10_000, tax: 1_600, total: 11_600 });
    expect(credit!.lines).toEqual([
      { fuel: 500_000, commissionBp: 200, commission: 10_000, taxBp: 1600, tax: 1_600, purchases: 1 },
    ]);
  });

  it("corrects the month's own invoice when a charge is refunded in the month it was made", async () => {
    const { scene, first } = await twoMonths();
    await refundAt(t, scene, first.holdId, at(scene, 2, 25));
    await closeMonths(t, scene.company.companyId);
    const docs = await documentsOf(t, scene.company.companyId);
    const invoice = docs.find((doc) => doc.kind === "invoice" && doc.month === monthAgo(scene, 2))!;
    expect(invoice).toMatchObject({ net: 17_500, tax: 2_800 });
    const credit = docs.find((doc) => doc.kind === "credit_note")!;
    expect(credit).toMatchObject({ month: monthAgo(scene, 2), correctsId: invoice.id, net: 7_500, tax: 1_200 });
    expect(credit.number).toBe(invoice.number + 1);
  });

  it("numbers every company's documents in one series, without gaps or repeats, when months close at once", async () => {
    const scenes = await Promise.all([1, 2, 3].map(async (i) => (await twoMonths(i === 2 ? "SAR" : "PKR")).scene));
    const [counter] = await t.db.select().from(platformCounters);
    const from = counter?.last ?? 0;
    await Promise.all(scenes.map((scene) => closeMonths(t, scene.company.companyId)));
    const ids = scenes.map((scene) => scene.company.companyId);
    const numbers = (
      await t.db
        .select({ number: commissionDocuments.number })
        .from(commissionDocuments)
        .where(inArray(commissionDocuments.companyId, ids))
    )
      .map((row) => row.number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 6 }, (_, i) => from + 1 + i));
    const [after] = await t.db.select().from(platformCounters);
    expect(after!.last).toBe(from + 6);
  });
});
