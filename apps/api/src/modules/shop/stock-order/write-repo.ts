import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import {
  branches,
  productVariants,
  products,
  stockOrderLines,
  stockOrders,
  suppliers,
} from "../../../db/schema/index.js";
import { tenantRow } from "../../../db/tenant-row.js";
import { variantsAtBranch } from "../variant/at-branch.js";

export type StockOrderRow = typeof stockOrders.$inferSelect;
export type StockOrderLineRow = Awaited<ReturnType<typeof stockOrderWrites.lines>>[number];
/** A line to write: every column but the keys stated. */
export type StockOrderLineInsert = Omit<typeof stockOrderLines.$inferSelect, "id" | "shopId" | "stockOrderId">;

const ofOrder = (shopId: string, id: string) => and(eq(stockOrders.shopId, shopId), eq(stockOrders.id, id));
const linesOf = (shopId: string, orderId: string) =>
  and(eq(stockOrderLines.shopId, shopId), eq(stockOrderLines.stockOrderId, orderId));

/** The reads and writes of a stock order's transaction. */
export const stockOrderWrites = {
  /** The order, its row held until commit: two receipts of one order take turns. */
  async lock(tx: Db, shopId: string, id: string): Promise<StockOrderRow | null> {
    const [row] = await tx.select().from(stockOrders).where(ofOrder(shopId, id)).for("update");
    return row ?? null;
  },

  /** The order's lines in their order, each with its variant's product. */
  lines: (tx: Db, shopId: string, orderId: string) =>
    tx
      .select({ line: stockOrderLines, productId: productVariants.productId })
      .from(stockOrderLines)
      .innerJoin(productVariants, tenantRow(productVariants, stockOrderLines.variantId, stockOrderLines))
      .where(linesOf(shopId, orderId))
      .orderBy(asc(stockOrderLines.position)),

  /** The supplier unless archived, with whether it is active. */
  async supplier(tx: Db, shopId: string, id: string) {
    const [row] = await tx
      .select({ active: suppliers.active, archivedAt: suppliers.archivedAt })
      .from(suppliers)
      .where(and(eq(suppliers.shopId, shopId), eq(suppliers.id, id)));
    return row && !row.archivedAt ? row : null;
  },

  async hasBranch(tx: Db, shopId: string, id: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.shopId, shopId), eq(branches.id, id)));
    return row !== undefined;
  },

  /** The shop's variants among `ids` with what a line needs: names, SKU, whether counted and sold at the branch. */
  variantsAt: (tx: Db, shopId: string, branchId: string, ids: string[]) =>
    variantsAtBranch(tx, shopId, branchId, ids, {
      variantId: productVariants.id,
      productName: products.name,
      variantName: productVariants.name,
      sku: productVariants.sku,
      trackStock: products.trackStock,
    }),

  async insert(tx: Db, values: typeof stockOrders.$inferInsert): Promise<string> {
    const [row] = await tx.insert(stockOrders).values(values).returning({ id: stockOrders.id });
    return row!.id;
  },

  update: (tx: Db, shopId: string, id: string, values: Partial<typeof stockOrders.$inferInsert>) =>
    tx
      .update(stockOrders)
      .set({ ...values, updatedAt: new Date() })
      .where(ofOrder(shopId, id)),

  async insertLines(tx: Db, shopId: string, orderId: string, lines: StockOrderLineInsert[]) {
    if (lines.length > 0) {
      await tx.insert(stockOrderLines).values(lines.map((line) => ({ ...line, shopId, stockOrderId: orderId })));
    }
  },

  /** Drops the lines nothing was received on; the received ones stay as they are. */
  dropUnreceivedLines: (tx: Db, shopId: string, orderId: string) =>
    tx.delete(stockOrderLines).where(and(linesOf(shopId, orderId), eq(stockOrderLines.receivedQuantity, 0))),

  addReceived: (tx: Db, shopId: string, lineId: string, quantity: number) =>
    tx
      .update(stockOrderLines)
      .set({ receivedQuantity: sql`${stockOrderLines.receivedQuantity} + ${quantity}` })
      .where(and(eq(stockOrderLines.shopId, shopId), eq(stockOrderLines.id, lineId))),
};
