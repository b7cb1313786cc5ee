import { parseDocumentNumber, type CommissionInvoiceListQuery } from "@pitlane/domain";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { countRows, pageOf } from "../../../db/paging.js";
import { commissionDocuments } from "../../../db/schema/index.js";

export type CommissionDocumentRow = typeof commissionDocuments.$inferSelect;

/** What the list shows of a document: everything but its parties and lines. */
const summary = {
  id: commissionDocuments.id,
  kind: commissionDocuments.kind,
  number: commissionDocuments.number,
  month: commissionDocuments.month,
  issuedAt: commissionDocuments.issuedAt,
  currency: commissionDocuments.currency,
  net: commissionDocuments.net,
  tax: commissionDocuments.tax,
  total: commissionDocuments.total,
};
export type CommissionSummaryRow = Pick<CommissionDocumentRow, keyof typeof summary>;

/** A search names a document by its number ("CI-12", "12"); any other text finds nothing. */
function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const number = parseDocumentNumber(search);
  return number === null ? sql`false` : eq(commissionDocuments.number, number);
}

/** The company's commission documents; every query takes the company. */
export function createCommissionInvoiceRepo(db: Db) {
  return {
    /** Newest first, by the company's index on when they were issued (a dozen or two a year). */
    list(companyId: string, q: CommissionInvoiceListQuery) {
      const where = and(
        eq(commissionDocuments.companyId, companyId),
        q.kind === "all" ? undefined : eq(commissionDocuments.kind, q.kind),
        searchFilter(q.search),
      );
      const rows = db
        .select(summary)
        .from(commissionDocuments)
        .where(where)
        .orderBy(desc(commissionDocuments.issuedAt), desc(commissionDocuments.number));
      return pageOf(db, rows, countRows(db, commissionDocuments, where), q);
    },

    async get(companyId: string, id: string): Promise<CommissionDocumentRow | null> {
      const [row] = await db
        .select()
        .from(commissionDocuments)
        .where(and(eq(commissionDocuments.companyId, companyId), eq(commissionDocuments.id, id)));
      return row ?? null;
    },

    /** The credit notes correcting an invoice, oldest first. */
    creditNotesOf(companyId: string, invoiceId: string): Promise<CommissionSummaryRow[]> {
      return db
        .select(summary)
        .from(commissionDocuments)
        .where(and(eq(commissionDocuments.companyId, companyId), eq(commissionDocuments.correctsId, invoiceId)))
        .orderBy(asc(commissionDocuments.number));
    },

    async summaryOf(companyId: string, id: string): Promise<CommissionSummaryRow | null> {
      const [row] = await db
        .select(summary)
        .from(commissionDocuments)
        .where(and(eq(commissionDocuments.companyId, companyId), eq(commissionDocuments.id, id)));
      return row ?? null;
    },
  };
}

export type CommissionInvoiceRepo = ReturnType<typeof createCommissionInvoiceRepo>;
