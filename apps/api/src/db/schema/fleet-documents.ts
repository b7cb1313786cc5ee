import { COMMISSION_DOCUMENT_KINDS, type CommissionDocumentKind } from "@pitlane/domain/fleet/documents-vocabulary";
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, moneyAmount, oneOf, ts } from "./columns.js";
import { companyId } from "./fleet.js";
import { rowId, sameTenantRef, tenantKey } from "./tenant-keys.js";

/**
 * A company's monthly statement of its wallet (MONEY.md, invariant 8): written once, when the month
 * of the company's clock is over, never changed. Numbered per company from 1 without gaps, one per
 * month from the company's first; each opens with the closing of the one before. Its lines are the
 * wallet's transfers between `starts_at` and `ends_at`, read from the ledger; the totals kept here
 * are what the list shows and what the ledger check ties to the transfers.
 */
export const fleetStatements = pgTable(
  "fleet_statements",
  {
    id: rowId(),
    companyId: companyId(),
    number: integer("number").notNull(),
    /** The first day of the month, on the company's clock. */
    month: date("month").notNull(),
    /** The month's first instant and the next month's first instant, in the company's zone when written. */
    startsAt: ts("starts_at").notNull(),
    endsAt: ts("ends_at").notNull(),
    currency: text("currency").notNull(),
    opening: moneyAmount("opening"),
    /** Everything the wallet received in the month (top-ups, reversed charges) and everything it paid. */
    credits: moneyAmount("credits"),
    debits: moneyAmount("debits"),
    closing: moneyAmount("closing"),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t.companyId, t.id),
    uniqueIndex("fleet_statements_number_uq").on(t.companyId, t.number),
    uniqueIndex("fleet_statements_month_uq").on(t.companyId, t.month),
    check("fleet_statements_number_ck", sql`${t.number} > 0`),
    check("fleet_statements_sums_ck", sql`${t.opening} + ${t.credits} - ${t.debits} = ${t.closing}`),
    check("fleet_statements_period_ck", sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/** Who sells on a commission invoice: the platform's legal entity in a country, with its tax number. */
export interface InvoiceSeller {
  name: string;
  nameArabic: string;
  address: string;
  taxNumber: string;
  countryCode: string;
}

/** Who buys: the company as it stood when the invoice was written. */
export interface InvoiceBuyer {
  name: string;
  merchantId: string;
  address: string;
  /** NTN and STRN in Pakistan; in Saudi Arabia the VAT number is kept in the NTN field. */
  ntn: string;
  strn: string;
  countryCode: string;
  stateName: string;
}

/** One line of a commission document: the commission on the month's fuel at one rate, and its tax. */
export interface CommissionLine {
  /** The fuel the commission was charged on, minor units. */
  fuel: number;
  commissionBp: number;
  commission: number;
  taxBp: number;
  tax: number;
  /** How many purchases the line covers. */
  purchases: number;
}

/**
 * The platform's commission tax invoices to companies, and the credit notes that correct them when
 * charges are reversed: written once when a month closes, never changed. Numbered in the platform's
 * one series (`platform_counters`, name 'commission_document'), bumped once a month per company, so
 * the series is no hot row. Seller, buyer and lines are kept as written.
 */
export const commissionDocuments = pgTable(
  "commission_documents",
  {
    id: rowId(),
    companyId: companyId(),
    kind: text("kind").$type<CommissionDocumentKind>().notNull(),
    number: integer("number").notNull(),
    /** The month whose charges (or reversals) the document covers, first day on the company's clock. */
    month: date("month").notNull(),
    /** The invoice a credit note corrects. */
    correctsId: uuid("corrects_id"),
    issuedAt: ts("issued_at").notNull(),
    currency: text("currency").notNull(),
    seller: jsonb("seller").$type<InvoiceSeller>().notNull(),
    buyer: jsonb("buyer").$type<InvoiceBuyer>().notNull(),
    lines: jsonb("lines").$type<CommissionLine[]>().notNull(),
    net: moneyAmount("net"),
    tax: moneyAmount("tax"),
    total: moneyAmount("total"),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t.companyId, t.id),
    sameTenantRef("commission_documents", t.companyId, t.correctsId, { id: t.id, companyId: t.companyId }),
    uniqueIndex("commission_documents_invoice_uq")
      .on(t.companyId, t.month)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex("commission_documents_credit_uq")
      .on(t.companyId, t.month, t.correctsId)
      .where(sql`${t.kind} = 'credit_note'`),
    index("commission_documents_company_issued_idx").on(t.companyId, t.issuedAt),
    check("commission_documents_kind_ck", sql`${t.kind} in (${oneOf(COMMISSION_DOCUMENT_KINDS)})`),
    check("commission_documents_corrects_ck", sql`(${t.kind} = 'credit_note') = (${t.correctsId} is not null)`),
    check("commission_documents_total_ck", sql`${t.net} + ${t.tax} = ${t.total} and ${t.net} >= 0 and ${t.tax} >= 0`),
  ],
);

/** The platform's own document series: the last number given in each. */
export const platformCounters = pgTable("platform_counters", {
  name: text("name").primaryKey(),
  last: integer("last").notNull().default(0),
});

/**
 * The platform's legal entity in each country it sells in: the seller on commission invoices.
 * Written on the first start; the operations console edits it.
 */
export const platformSellers = pgTable("platform_sellers", {
  /** ISO 3166 alpha-2. */
  countryCode: text("country_code").primaryKey(),
  name: text("name").notNull(),
  nameArabic: text("name_arabic").notNull(),
  address: text("address").notNull(),
  taxNumber: text("tax_number").notNull(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});
