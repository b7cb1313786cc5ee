import { notFound, parseDocumentNumber, type StockOrderListQuery } from "@pitlane/domain";
import { and, desc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { countRows, matching, pageOf } from "../../../db/paging.js";
import { branches, shopUsers, shops, stockOrders, suppliers } from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";
import { tenantRow } from "../../../db/tenant-row.js";
import { branchAddressOf, shopAddressOf } from "../invoice/address-repo.js";
import type { StockOrderBuyer } from "./pdf.js";

/** An order with the names a list row shows, read in the same query. */
const summaryColumns = {
  order: stockOrders,
  supplierName: suppliers.name,
  branchNameEnglish: branches.branchNameEnglish,
  branchNameArabic: branches.branchNameArabic,
  currency: shops.currency,
};

/** What the detail shows besides: the supplier's contact and terms, and who wrote the order. */
const detailColumns = {
  ...summaryColumns,
  supplier: {
    name: suppliers.name,
    contactPerson: suppliers.contactPerson,
    phone: suppliers.phone,
    email: suppliers.email,
    address: suppliers.address,
    taxNumber: suppliers.taxNumber,
    paymentTermsDays: suppliers.paymentTermsDays,
  },
  createdByName: shopUsers.name,
};

/**
 * A search is an order number ("PO-000012", "12"), read on the orders alone, or else part of the
 * supplier's name, which joins the supplier (its search text is under a (shop, text) trigram index).
 */
function searchOf(search: string | undefined): { filter: SQL | undefined; readsSupplier: boolean } {
  if (!search) return { filter: undefined, readsSupplier: false };
  const number = parseDocumentNumber(search);
  if (number !== null) return { filter: eq(stockOrders.number, number), readsSupplier: false };
  return { filter: ilike(suppliers.searchText, containsPattern(search.toLowerCase())), readsSupplier: true };
}

/** The statuses an order waits for goods in. */
const AWAITING = ["ordered", "partly_received"];

export function createStockOrderRepo(db: Db) {
  const selectSummaries = () =>
    db
      .select(summaryColumns)
      .from(stockOrders)
      .innerJoin(suppliers, tenantRow(suppliers, stockOrders.supplierId, stockOrders))
      .innerJoin(branches, tenantRow(branches, stockOrders.branchId, stockOrders))
      .innerJoin(shops, eq(shops.id, stockOrders.shopId));

  return {
    list(tenantId: string, q: StockOrderListQuery) {
      const search = searchOf(q.search);
      const where = and(
        eq(stockOrders.shopId, tenantId),
        q.status ? eq(stockOrders.status, q.status) : undefined,
        q.supplier_id ? eq(stockOrders.supplierId, q.supplier_id) : undefined,
        q.branch_id ? eq(stockOrders.branchId, q.branch_id) : undefined,
        search.filter,
      );
      const rows = selectSummaries().where(where).orderBy(desc(stockOrders.createdAt), desc(stockOrders.number));
      const total = search.readsSupplier
        ? matching(db)
            .from(stockOrders)
            .innerJoin(suppliers, tenantRow(suppliers, stockOrders.supplierId, stockOrders))
            .where(where)
        : countRows(db, stockOrders, where);
      return pageOf(db, rows, total, q);
    },

    async get(tenantId: string, id: string) {
      const [row] = await db
        .select(detailColumns)
        .from(stockOrders)
        .innerJoin(suppliers, tenantRow(suppliers, stockOrders.supplierId, stockOrders))
        .innerJoin(branches, tenantRow(branches, stockOrders.branchId, stockOrders))
        .innerJoin(shops, eq(shops.id, stockOrders.shopId))
        .leftJoin(shopUsers, tenantRow(shopUsers, stockOrders.createdBy, stockOrders))
        .where(and(eq(stockOrders.shopId, tenantId), eq(stockOrders.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** What the shop owes a supplier over all its orders, and how many of them still wait for goods. */
    async supplierBalance(tenantId: string, supplierId: string) {
      const [row] = await db
        .select({
          owedMinor: sql<string>`coalesce(sum(${stockOrders.receivedValueMinor} - ${stockOrders.paidMinor}), 0)`,
          openOrders: sql<number>`count(*) filter (where ${inArray(stockOrders.status, AWAITING)})`.mapWith(Number),
        })
        .from(stockOrders)
        .where(and(eq(stockOrders.shopId, tenantId), eq(stockOrders.supplierId, supplierId)));
      return { owedMinor: Number(row?.owedMinor ?? 0), openOrders: row?.openOrders ?? 0 };
    },

    /** Who buys, for the order's PDF: the shop's name, VAT number and address, and the branch's address. */
    async buyer(tenantId: string, branchId: string): Promise<StockOrderBuyer> {
      const [shop] = await db
        .select({ name: shops.shopName, vatNumber: shops.vatNumber })
        .from(shops)
        .where(eq(shops.id, tenantId));
      if (!shop) throw notFound("shop_not_found");
      return {
        ...shop,
        address: await shopAddressOf(db, tenantId),
        branchAddress: await branchAddressOf(db, tenantId, branchId),
      };
    },

    async namesSupplier(tenantId: string, supplierId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: stockOrders.id })
        .from(stockOrders)
        .where(and(eq(stockOrders.shopId, tenantId), eq(stockOrders.supplierId, supplierId)))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type StockOrderRepo = ReturnType<typeof createStockOrderRepo>;
export type StockOrderSummaryRow = Awaited<ReturnType<StockOrderRepo["list"]>>["items"][number];
export type StockOrderDetailRow = NonNullable<Awaited<ReturnType<StockOrderRepo["get"]>>>;
