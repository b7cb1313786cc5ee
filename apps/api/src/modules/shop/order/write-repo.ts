import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { orderPackages, orderProducts, orderShipments, orders } from "../../../db/schema/index.js";

export type OrderRow = typeof orders.$inferSelect;
type ShipmentFields = Omit<typeof orderShipments.$inferInsert, "shopId" | "orderId" | "updatedAt">;

/** The writes of an order and the reads they rely on, each inside the caller's transaction. */
export const orderWrites = {
  async insert(
    tx: Db,
    order: typeof orders.$inferInsert,
    packages: Omit<typeof orderPackages.$inferInsert, "orderId">[],
    products: Omit<typeof orderProducts.$inferInsert, "orderId">[],
  ): Promise<string> {
    const [row] = await tx.insert(orders).values(order).returning({ id: orders.id });
    if (!row) throw new Error("The order insert returned no row");
    const orderId = row.id;
    if (packages.length > 0) await tx.insert(orderPackages).values(packages.map((p) => ({ ...p, orderId })));
    if (products.length > 0) await tx.insert(orderProducts).values(products.map((p) => ({ ...p, orderId })));
    return orderId;
  },

  /** The order, its row held until commit: changes of one order run one after another. */
  async lock(tx: Db, shopId: string, id: string): Promise<OrderRow | null> {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, shopId), eq(orders.id, id)))
      .for("update");
    return row ?? null;
  },

  /** The order's stored lines, as an invoice is issued from them. */
  async lines(tx: Db, shopId: string, orderId: string) {
    const packages = await tx
      .select()
      .from(orderPackages)
      .where(and(eq(orderPackages.shopId, shopId), eq(orderPackages.orderId, orderId)))
      .orderBy(asc(orderPackages.position));
    const products = await tx
      .select()
      .from(orderProducts)
      .where(and(eq(orderProducts.shopId, shopId), eq(orderProducts.orderId, orderId)))
      .orderBy(asc(orderProducts.position));
    return { packages, products };
  },

  /** Marks the products whose units the confirmation reserved. */
  async markHeld(tx: Db, shopId: string, orderId: string, variantIds: Set<string>) {
    if (variantIds.size === 0) return;
    await tx
      .update(orderProducts)
      .set({ holdsStock: true })
      .where(
        and(
          eq(orderProducts.shopId, shopId),
          eq(orderProducts.orderId, orderId),
          inArray(orderProducts.variantId, [...variantIds]),
        ),
      );
  },

  async update(tx: Db, shopId: string, id: string, changes: Partial<OrderRow>) {
    await tx
      .update(orders)
      .set({ updatedAt: new Date(), ...changes })
      .where(and(eq(orders.shopId, shopId), eq(orders.id, id)));
  },

  async hasShipment(tx: Db, shopId: string, orderId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: orderShipments.orderId })
      .from(orderShipments)
      .where(and(eq(orderShipments.shopId, shopId), eq(orderShipments.orderId, orderId)));
    return row !== undefined;
  },

  /** Writes the order's shipment, replacing the one it had. */
  async saveShipment(tx: Db, key: { shopId: string; orderId: string }, fields: ShipmentFields) {
    await tx
      .insert(orderShipments)
      .values({ ...key, ...fields })
      .onConflictDoUpdate({
        target: [orderShipments.shopId, orderShipments.orderId],
        set: { ...fields, updatedAt: new Date() },
      });
  },
};
