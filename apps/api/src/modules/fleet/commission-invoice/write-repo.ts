import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.js";
import {
  cities,
  commissionDocuments,
  companies,
  countries,
  ledgerAccounts,
  ledgerTransfers,
  platformCounters,
  platformSellers,
  purchases,
  states,
  type CommissionLine,
} from "../../../db/schema/index.js";

const original = alias(ledgerTransfers, "original");
const COUNTER = "commission_document";

/** The company's wallet: its commission and tax are debited from it, their reversals credited to it. */
const walletOf = (tx: Db, companyId: string) =>
  tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.kind, "wallet"), eq(ledgerAccounts.subject, "")),
    );

const sumOf = (column: unknown) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** A reversed purchase's charges: when they were charged, at which rates, and what of them was given back. */
export interface ReversedCharge {
  chargedAt: Date;
  commissionBp: number;
  taxBp: number;
  fuel: number;
  commission: number;
  tax: number;
}

/** The reads and writes of a month's commission documents, inside the transaction that closes the month. */
export const commissionWriteRepo = {
  /** What the month already has: its invoice, and the invoices its credit notes correct. */
  async written(tx: Db, companyId: string, month: string) {
    const rows = await tx
      .select({ kind: commissionDocuments.kind, correctsId: commissionDocuments.correctsId })
      .from(commissionDocuments)
      .where(and(eq(commissionDocuments.companyId, companyId), eq(commissionDocuments.month, month)));
    return {
      hasInvoice: rows.some((row) => row.kind === "invoice"),
      corrected: new Set(rows.flatMap((row) => (row.correctsId ? [row.correctsId] : []))),
    };
  },

  /**
   * The commission and tax the wallet paid in [from, until), one line per pair of rates the purchases
   * snapshotted: the transfers are summed per hold first, so a purchase's fuel counts once.
   */
  async chargedLines(tx: Db, companyId: string, from: Date, until: Date): Promise<CommissionLine[]> {
    const charged = tx
      .select({
        holdId: ledgerTransfers.holdId,
        commission:
          sql<number>`coalesce(sum(${ledgerTransfers.amount}) filter (where ${ledgerTransfers.kind} = 'commission'), 0)`.as(
            "commission",
          ),
        tax: sql<number>`coalesce(sum(${ledgerTransfers.amount}) filter (where ${ledgerTransfers.kind} = 'tax'), 0)`.as(
          "tax",
        ),
      })
      .from(ledgerTransfers)
      .where(
        and(
          eq(ledgerTransfers.companyId, companyId),
          sql`${ledgerTransfers.debitAccountId} = (${walletOf(tx, companyId)})`,
          gte(ledgerTransfers.createdAt, from),
          lt(ledgerTransfers.createdAt, until),
          inArray(ledgerTransfers.kind, ["commission", "tax"]),
        ),
      )
      .groupBy(ledgerTransfers.holdId)
      .as("charged");
    const rows = await tx
      .select({
        commissionBp: purchases.commissionBp,
        taxBp: purchases.taxBp,
        fuel: sumOf(purchases.fuelAmount),
        commission: sumOf(charged.commission),
        tax: sumOf(charged.tax),
        purchases: sql<number>`count(*)`.mapWith(Number),
      })
      .from(charged)
      .innerJoin(purchases, and(eq(purchases.companyId, companyId), eq(purchases.holdId, charged.holdId)))
      .groupBy(purchases.commissionBp, purchases.taxBp)
      .orderBy(asc(purchases.commissionBp), asc(purchases.taxBp));
    return rows.map((row) => ({ ...row, commissionBp: row.commissionBp ?? 0, taxBp: row.taxBp ?? 0 }));
  },

  /** The commission and tax given back to the wallet in [from, until), per purchase they were charged on. */
  async reversedCharges(tx: Db, companyId: string, from: Date, until: Date): Promise<ReversedCharge[]> {
    const reversed = tx
      .select({
        holdId: original.holdId,
        chargedAt: sql<Date>`min(${original.createdAt})`.as("charged_at"),
        commission:
          sql<number>`coalesce(sum(${ledgerTransfers.amount}) filter (where ${original.kind} = 'commission'), 0)`.as(
            "commission",
          ),
        tax: sql<number>`coalesce(sum(${ledgerTransfers.amount}) filter (where ${original.kind} = 'tax'), 0)`.as("tax"),
      })
      .from(ledgerTransfers)
      .innerJoin(
        original,
        and(eq(original.companyId, ledgerTransfers.companyId), eq(original.id, ledgerTransfers.reversesId)),
      )
      .where(
        and(
          eq(ledgerTransfers.companyId, companyId),
          sql`${ledgerTransfers.creditAccountId} = (${walletOf(tx, companyId)})`,
          gte(ledgerTransfers.createdAt, from),
          lt(ledgerTransfers.createdAt, until),
          eq(ledgerTransfers.kind, "reversal"),
          inArray(original.kind, ["commission", "tax"]),
        ),
      )
      .groupBy(original.holdId)
      .as("reversed");
    const rows = await tx
      .select({
        chargedAt: sql<string | Date>`${reversed.chargedAt}`,
        commissionBp: purchases.commissionBp,
        taxBp: purchases.taxBp,
        fuel: purchases.fuelAmount,
        commission: sql<number>`${reversed.commission}`.mapWith(Number),
        tax: sql<number>`${reversed.tax}`.mapWith(Number),
      })
      .from(reversed)
      .innerJoin(purchases, and(eq(purchases.companyId, companyId), eq(purchases.holdId, reversed.holdId)))
      .orderBy(asc(reversed.chargedAt));
    return rows.map((row) => ({
      chargedAt: new Date(row.chargedAt),
      commissionBp: row.commissionBp ?? 0,
      taxBp: row.taxBp ?? 0,
      fuel: row.fuel ?? 0,
      commission: row.commission,
      tax: row.tax,
    }));
  },

  /** The invoice a charge of `month` is on: that month's, or (a month without one) the latest before it. */
  async invoiceFor(tx: Db, companyId: string, month: string): Promise<string | null> {
    const [row] = await tx
      .select({ id: commissionDocuments.id })
      .from(commissionDocuments)
      .where(
        and(
          eq(commissionDocuments.companyId, companyId),
          eq(commissionDocuments.kind, "invoice"),
          lte(commissionDocuments.month, month),
        ),
      )
      .orderBy(desc(commissionDocuments.month))
      .limit(1);
    return row?.id ?? null;
  },

  /** The seller (the platform's entity in the company's country) and the buyer (the company as it stands). */
  async parties(tx: Db, companyId: string) {
    const [row] = await tx
      .select({
        seller: {
          name: platformSellers.name,
          nameArabic: platformSellers.nameArabic,
          address: platformSellers.address,
          taxNumber: platformSellers.taxNumber,
          countryCode: platformSellers.countryCode,
        },
        buyer: {
          name: companies.companyName,
          merchantId: companies.merchantId,
          street: companies.address,
          city: cities.name,
          ntn: companies.ntn,
          strn: companies.strn,
          countryCode: countries.iso2,
          stateName: states.name,
        },
      })
      .from(companies)
      .innerJoin(countries, eq(countries.id, companies.countryId))
      .innerJoin(states, eq(states.id, companies.stateId))
      .innerJoin(cities, eq(cities.id, companies.cityId))
      .leftJoin(platformSellers, eq(platformSellers.countryCode, countries.iso2))
      .where(eq(companies.id, companyId));
    if (!row) throw new Error(`company ${companyId} has no row`);
    if (!row.seller) throw new Error(`the platform has no seller in ${row.buyer.countryCode}`);
    const { street, city, ...buyer } = row.buyer;
    return { seller: row.seller, buyer: { ...buyer, address: `${street}, ${city}` } };
  },

  /**
   * The next `count` numbers of the platform's one series, in one statement (the row is made on first
   * use). Taken last in the closing transaction: the row stays locked only until it commits.
   */
  async takeNumbers(tx: Db, count: number): Promise<number[]> {
    const [row] = await tx
      .insert(platformCounters)
      .values({ name: COUNTER, last: count })
      .onConflictDoUpdate({ target: platformCounters.name, set: { last: sql`${platformCounters.last} + ${count}` } })
      .returning({ last: platformCounters.last });
    const last = row!.last;
    return Array.from({ length: count }, (_, i) => last - count + 1 + i);
  },

  async insert(tx: Db, rows: (typeof commissionDocuments.$inferInsert)[]) {
    if (rows.length > 0) await tx.insert(commissionDocuments).values(rows);
  },
};
