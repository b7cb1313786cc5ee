import { parseDocumentNumber, type ClientSalesQuery, type InvoiceListQuery } from "@pitlane/domain";
import { and, asc, desc, eq, gte, like, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { countRows, matching, pageOf } from "../../../db/paging.js";
import {
  branches,
  clientVehicles,
  clients,
  invoiceLines,
  invoices,
  jobCards,
  orders,
  payments,
  shopUsers,
  vehicleMakes,
  vehicleModels,
} from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";
import type { DayRange } from "../../../platform/day-range.js";
import { tenantRow } from "../../../db/tenant-row.js";

/** An invoice with the names a list row shows, read in the same query. */
const summaryColumns = {
  invoice: invoices,
  clientName: clients.name,
  branchNameEnglish: branches.branchNameEnglish,
  branchNameArabic: branches.branchNameArabic,
  jobCardNumber: jobCards.number,
  orderNumber: orders.number,
};

/** What the detail shows besides: the client's contact and the vehicle of the job card (none for an order). */
const detailColumns = {
  ...summaryColumns,
  clientPhone: clients.phone,
  clientIdentityNumber: clients.identityNumber,
  plate: clientVehicles.plate,
  makeName: vehicleMakes.name,
  modelName: vehicleModels.name,
};

/** A search is an invoice number ("INV-000123", "123") or else part of the client's name. */
function searchFilter(tenantId: string, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const number = parseDocumentNumber(search);
  if (number !== null) return eq(invoices.number, number);
  // The lower-cased search column of clients is served by its (shop, column) trigram index.
  return and(eq(clients.shopId, tenantId), like(clients.searchText, containsPattern(search.toLowerCase())));
}

function listFilters(tenantId: string, q: InvoiceListQuery, issued: DayRange): SQL | undefined {
  return and(
    eq(invoices.shopId, tenantId),
    q.payment_status ? eq(invoices.paymentStatus, q.payment_status) : undefined,
    q.branch_id ? eq(invoices.branchId, q.branch_id) : undefined,
    q.client_id ? eq(invoices.clientId, q.client_id) : undefined,
    issued.from ? gte(invoices.issuedAt, issued.from) : undefined,
    issued.until ? lt(invoices.issuedAt, issued.until) : undefined,
    searchFilter(tenantId, q.search),
  );
}

export function createInvoiceRepo(db: Db) {
  const selectSummaries = () =>
    db
      .select(summaryColumns)
      .from(invoices)
      .innerJoin(clients, tenantRow(clients, invoices.clientId, invoices))
      .innerJoin(branches, tenantRow(branches, invoices.branchId, invoices))
      .leftJoin(jobCards, tenantRow(jobCards, invoices.jobCardId, invoices))
      .leftJoin(orders, tenantRow(orders, invoices.orderId, invoices));

  /** A page of invoices; counted on the invoices alone unless a search reads the client's name. */
  const page = (where: SQL | undefined, q: { page: number; limit: number; search?: string }) =>
    pageOf(
      db,
      selectSummaries().where(where).orderBy(desc(invoices.issuedAt), desc(invoices.number)),
      q.search
        ? matching(db)
            .from(invoices)
            .innerJoin(clients, tenantRow(clients, invoices.clientId, invoices))
            .where(where)
        : countRows(db, invoices, where),
      q,
    );

  return {
    list: (tenantId: string, q: InvoiceListQuery, issued: DayRange) => page(listFilters(tenantId, q, issued), q),

    byClient: (tenantId: string, q: ClientSalesQuery) =>
      page(
        and(
          eq(invoices.shopId, tenantId),
          eq(invoices.clientId, q.client_id),
          q.payment_status ? eq(invoices.paymentStatus, q.payment_status) : undefined,
        ),
        q,
      ),

    /** Archived clients count too: their invoices stay in the books. */
    async hasClient(tenantId: string, clientId: string) {
      const [row] = await db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.shopId, tenantId), eq(clients.id, clientId)));
      return row !== undefined;
    },

    async get(tenantId: string, id: string) {
      const [row] = await db
        .select(detailColumns)
        .from(invoices)
        .innerJoin(clients, tenantRow(clients, invoices.clientId, invoices))
        .innerJoin(branches, tenantRow(branches, invoices.branchId, invoices))
        .leftJoin(jobCards, tenantRow(jobCards, invoices.jobCardId, invoices))
        .leftJoin(orders, tenantRow(orders, invoices.orderId, invoices))
        .leftJoin(clientVehicles, tenantRow(clientVehicles, jobCards.vehicleId, jobCards))
        .leftJoin(vehicleMakes, eq(vehicleMakes.id, clientVehicles.makeId))
        .leftJoin(vehicleModels, eq(vehicleModels.id, clientVehicles.modelId))
        .where(and(eq(invoices.shopId, tenantId), eq(invoices.id, id)))
        .limit(1);
      return row ?? null;
    },

    lines: (tenantId: string, invoiceId: string) =>
      db
        .select()
        .from(invoiceLines)
        .where(and(eq(invoiceLines.shopId, tenantId), eq(invoiceLines.invoiceId, invoiceId)))
        .orderBy(asc(invoiceLines.position)),

    payments: (tenantId: string, invoiceId: string) =>
      db
        .select({ payment: payments, recordedByName: shopUsers.name })
        .from(payments)
        .leftJoin(shopUsers, tenantRow(shopUsers, payments.recordedBy, payments))
        .where(and(eq(payments.shopId, tenantId), eq(payments.invoiceId, invoiceId)))
        .orderBy(asc(payments.paidAt), asc(payments.id)),
  };
}

export type InvoiceRepo = ReturnType<typeof createInvoiceRepo>;
export type InvoiceSummaryRow = Awaited<ReturnType<InvoiceRepo["list"]>>["items"][number];
export type InvoiceDetailRow = NonNullable<Awaited<ReturnType<InvoiceRepo["get"]>>>;
export type InvoiceLineRow = Awaited<ReturnType<InvoiceRepo["lines"]>>[number];
export type PaymentRow = Awaited<ReturnType<InvoiceRepo["payments"]>>[number];
