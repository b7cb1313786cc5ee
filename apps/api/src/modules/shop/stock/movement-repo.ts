import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { StockMovementQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { countRows, pageOf } from "../../../db/paging.js";
import { branches, invoices, orders, shopUsers, stockMovements, stockOrders } from "../../../db/schema/index.js";
import { tenantRow } from "../../../db/tenant-row.js";

/** The other branch of a transfer: `branches` joined a second time. */
const otherBranches = alias(branches, "other_branches");

/** A variant's movements with the branch's name, the invoice's, stock order's or customer order's number and who made each. */
export function createStockMovementRepo(db: Db) {
  return {
    list(shopId: string, q: StockMovementQuery) {
      const where = and(
        eq(stockMovements.shopId, shopId),
        eq(stockMovements.variantId, q.variant_id),
        q.branch_id ? eq(stockMovements.branchId, q.branch_id) : undefined,
      );
      const rows = db
        .select({
          movement: stockMovements,
          branchName: branches.branchNameEnglish,
          invoiceNumber: invoices.number,
          stockOrderNumber: stockOrders.number,
          orderNumber: orders.number,
          otherBranchName: otherBranches.branchNameEnglish,
          createdByName: shopUsers.name,
        })
        .from(stockMovements)
        .innerJoin(branches, tenantRow(branches, stockMovements.branchId, stockMovements))
        .leftJoin(invoices, tenantRow(invoices, stockMovements.invoiceId, stockMovements))
        .leftJoin(otherBranches, tenantRow(otherBranches, stockMovements.otherBranchId, stockMovements))
        .leftJoin(stockOrders, tenantRow(stockOrders, stockMovements.stockOrderId, stockMovements))
        .leftJoin(orders, tenantRow(orders, stockMovements.orderId, stockMovements))
        .leftJoin(shopUsers, tenantRow(shopUsers, stockMovements.createdBy, stockMovements))
        .where(where)
        .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id));
      return pageOf(db, rows, countRows(db, stockMovements, where), q);
    },
  };
}

export type StockMovementRepo = ReturnType<typeof createStockMovementRepo>;
export type StockMovementRow = Awaited<ReturnType<StockMovementRepo["list"]>>["items"][number];
