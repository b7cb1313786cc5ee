import { sql } from "drizzle-orm";
import { ORDER_KINDS, ORDER_STATUSES } from "@pitlane/domain/shop/front-desk-vocabulary";
import { boolean, check, date, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { packages, productVariants } from "./catalog.js";
import { clients } from "./clients.js";
import { createdAt, money, oneOf, ts, updatedAt } from "./columns.js";
import { branches, shopIdColumn, shopUsers } from "./shop.js";
import { rowId, sameTenantRef, tenantKey } from "./tenant-keys.js";

/**
 * A customer's delivery or pickup order taken by the shop (decision 0054). Its lines are priced when
 * it is placed, and its totals kept beside them so lists read no lines; its invoice (`invoices.order_id`)
 * is issued when it is delivered or picked up.
 */
export const orders = pgTable(
  "orders",
  {
    id: rowId(),
    shopId: shopIdColumn(),
    /** Per shop, from 1, shown as ORD-000012. */
    number: integer("number").notNull(),
    kind: text("kind").notNull(),
    status: text("status").notNull().default("placed"),
    clientId: uuid("client_id").notNull(),
    branchId: uuid("branch_id").notNull(),
    deliveryAddress: text("delivery_address"),
    /** The shop's day and wall-clock time the client comes for a pickup order. */
    pickupDate: date("pickup_date", { mode: "string" }),
    pickupTime: text("pickup_time"),
    notes: text("notes"),
    currency: text("currency").notNull(),
    vatRateBp: integer("vat_rate_bp").notNull(),
    subtotalMinor: money("subtotal_minor"),
    discountMinor: money("discount_minor"),
    vatMinor: money("vat_minor"),
    totalMinor: money("total_minor"),
    /** Units of every product on it, a package's too. */
    units: integer("units").notNull(),
    confirmedAt: ts("confirmed_at"),
    packedAt: ts("packed_at"),
    /** Shipped, or ready for pickup. */
    dispatchedAt: ts("dispatched_at"),
    completedAt: ts("completed_at"),
    cancelledAt: ts("cancelled_at"),
    cancelReason: text("cancel_reason"),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey(t.shopId, t.id),
    sameTenantRef("orders", t.shopId, t.clientId, clients),
    sameTenantRef("orders", t.shopId, t.branchId, branches),
    sameTenantRef("orders", t.shopId, t.createdBy, shopUsers),
    check("orders_kind_ck", sql`${t.kind} in (${oneOf(ORDER_KINDS)})`),
    check("orders_status_ck", sql`${t.status} in (${oneOf(ORDER_STATUSES)})`),
    check(
      "orders_kind_fields_ck",
      sql`(${t.kind} = 'delivery' and ${t.deliveryAddress} is not null) or (${t.kind} = 'pickup' and ${t.pickupDate} is not null and ${t.pickupTime} is not null)`,
    ),
    uniqueIndex("orders_shop_number_uq").on(t.shopId, t.number),
    index("orders_shop_created_idx").on(t.shopId, t.createdAt),
    index("orders_shop_status_created_idx").on(t.shopId, t.status, t.createdAt),
    index("orders_shop_branch_created_idx").on(t.shopId, t.branchId, t.createdAt),
    index("orders_shop_client_created_idx").on(t.shopId, t.clientId, t.createdAt),
  ],
);

/** A package on an order, priced when it was placed; its products are `order_products` naming it. */
export const orderPackages = pgTable(
  "order_packages",
  {
    orderId: uuid("order_id").notNull(),
    packageId: uuid("package_id").notNull(),
    shopId: shopIdColumn(),
    position: smallint("position").notNull(),
    name: text("name").notNull(),
    priceMinor: money("price_minor"),
  },
  (t) => [
    tenantKey(t.shopId, t.orderId, t.packageId),
    sameTenantRef("order_packages", t.shopId, t.orderId, orders, true),
    sameTenantRef("order_packages", t.shopId, t.packageId, packages),
  ],
);

/** A product on an order: sold on its own (priced) or inside one of its packages (priced by the package). */
export const orderProducts = pgTable(
  "order_products",
  {
    id: rowId(),
    orderId: uuid("order_id").notNull(),
    shopId: shopIdColumn(),
    position: smallint("position").notNull(),
    variantId: uuid("variant_id").notNull(),
    packageId: uuid("package_id"),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    priceMinor: money("price_minor"),
    discountType: smallint("discount_type"),
    discountValue: money("discount_value"),
    /**
     * Whether confirming the order reserved its units: its product kept a stock count then. What is
     * released, sent or returned later follows this, whatever the product's setting by then.
     */
    holdsStock: boolean("holds_stock").notNull().default(false),
  },
  (t) => [
    tenantKey(t.shopId, t.id),
    sameTenantRef("order_products", t.shopId, t.orderId, orders, true),
    sameTenantRef("order_products", t.shopId, t.variantId, productVariants),
    sameTenantRef("order_products", t.shopId, t.packageId, packages),
    index("order_products_order_idx").on(t.shopId, t.orderId, t.position),
    index("order_products_variant_idx").on(t.shopId, t.variantId),
    check("order_products_quantity_ck", sql`${t.quantity} > 0`),
  ],
);

/** A delivery order's shipment (spec 000's order_shippment): one per order, replaced when sent again. */
export const orderShipments = pgTable(
  "order_shipments",
  {
    orderId: uuid("order_id").notNull(),
    shopId: shopIdColumn(),
    courierCompany: text("courier_company").notNull(),
    deliveryAddress: text("delivery_address").notNull(),
    estimatedDeliveryDate: date("estimated_delivery_date", { mode: "string" }),
    remarks: text("remarks"),
    trackingNumber: text("tracking_number"),
    updatedBy: uuid("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey(t.shopId, t.orderId),
    sameTenantRef("order_shipments", t.shopId, t.orderId, orders, true),
    sameTenantRef("order_shipments", t.shopId, t.updatedBy, shopUsers),
  ],
);
