import { parseDocumentNumber, type OrderListQuery } from "@pitlane/domain";
import { and, asc, desc, eq, gte, like, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { countRows, matching, pageOf } from "../../../db/paging.js";
import {
  branches,
  clients,
  invoices,
  orderPackages,
  orderProducts,
  orderShipments,
  orders,
  shopUsers,
} from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";
import type { DayRange } from "../../../platform/day-range.js";
import { tenantRow } from "../../../db/tenant-row.js";

/** An order with the names and the invoice a list row shows, read in the same query. */
const summaryColumns = {
  order: orders,
  clientName: clients.name,
  clientPhone: clients.phone,
  branchNameEnglish: branches.branchNameEnglish,
  branchNameArabic: branches.branchNameArabic,
  invoiceId: invoices.id,
  invoiceNumber: invoices.number,
  paidMinor: invoices.paidMinor,
  paymentStatus: invoices.paymentStatus,
};

/** The order's invoice, once it is completed. */
const invoiceOf = and(eq(invoices.shopId, orders.shopId), eq(invoices.orderId, orders.id));

/**
 * A search is an order number ("ORD-000012", "12"), read on the orders alone, or else part of the
 * client's name or phone, which joins the client (its search text is under a (shop, text) trigram index).
 */
function searchOf(tenantId: string, search: string | undefined): { filter: SQL | undefined; readsClient: boolean } {
  if (!search) return { filter: undefined, readsClient: false };
  const number = parseDocumentNumber(search);
  if (number !== null) return { filter: eq(orders.number, number), readsClient: false };
  const filter = and(eq(clients.shopId, tenantId), like(clients.searchText, containsPattern(search.toLowerCase())));
  return { filter, readsClient: true };
}

export function createOrderRepo(db: Db) {
  const selectSummaries = () =>
    db
      .select(summaryColumns)
      .from(orders)
      .innerJoin(clients, tenantRow(clients, orders.clientId, orders))
      .innerJoin(branches, tenantRow(branches, orders.branchId, orders))
      .leftJoin(invoices, invoiceOf);

  return {
    list(tenantId: string, q: OrderListQuery, placed: DayRange) {
      const search = searchOf(tenantId, q.search);
      const where = and(
        eq(orders.shopId, tenantId),
        q.status ? eq(orders.status, q.status) : undefined,
        q.kind ? eq(orders.kind, q.kind) : undefined,
        q.branch_id ? eq(orders.branchId, q.branch_id) : undefined,
        q.client_id ? eq(orders.clientId, q.client_id) : undefined,
        placed.from ? gte(orders.createdAt, placed.from) : undefined,
        placed.until ? lt(orders.createdAt, placed.until) : undefined,
        search.filter,
      );
      const rows = selectSummaries().where(where).orderBy(desc(orders.createdAt), desc(orders.number));
      const total = search.readsClient
        ? matching(db)
            .from(orders)
            .innerJoin(clients, tenantRow(clients, orders.clientId, orders))
            .where(where)
        : countRows(db, orders, where);
      return pageOf(db, rows, total, q);
    },

    async get(tenantId: string, id: string) {
      const [row] = await db
        .select({ ...summaryColumns, createdByName: shopUsers.name })
        .from(orders)
        .innerJoin(clients, tenantRow(clients, orders.clientId, orders))
        .innerJoin(branches, tenantRow(branches, orders.branchId, orders))
        .leftJoin(invoices, invoiceOf)
        .leftJoin(shopUsers, tenantRow(shopUsers, orders.createdBy, orders))
        .where(and(eq(orders.shopId, tenantId), eq(orders.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** What the order's page shows besides its row: its lines and its shipment. */
    async details(tenantId: string, orderId: string) {
      const [packages, products, [shipment]] = await Promise.all([
        db
          .select()
          .from(orderPackages)
          .where(and(eq(orderPackages.shopId, tenantId), eq(orderPackages.orderId, orderId)))
          .orderBy(asc(orderPackages.position)),
        db
          .select()
          .from(orderProducts)
          .where(and(eq(orderProducts.shopId, tenantId), eq(orderProducts.orderId, orderId)))
          .orderBy(asc(orderProducts.position)),
        db
          .select()
          .from(orderShipments)
          .where(and(eq(orderShipments.shopId, tenantId), eq(orderShipments.orderId, orderId))),
      ]);
      return { packages, products, shipment: shipment ?? null };
    },
  };
}

export type OrderRepo = ReturnType<typeof createOrderRepo>;
export type OrderSummaryRow = Awaited<ReturnType<OrderRepo["list"]>>["items"][number];
export type OrderDetailRow = NonNullable<Awaited<ReturnType<OrderRepo["get"]>>>;
export type OrderDetails = Awaited<ReturnType<OrderRepo["details"]>>;
