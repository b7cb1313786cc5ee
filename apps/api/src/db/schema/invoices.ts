import { sql } from "drizzle-orm";
import {
  INVOICE_LINE_KINDS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  STOCK_ADJUSTMENT_REASONS,
  STOCK_MOVEMENT_REASONS,
} from "@pitlane/domain/shop/front-desk-vocabulary";
import type { AddressText } from "@pitlane/domain/rules/postal-address";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { productVariants } from "./catalog.js";
import { clients } from "./clients.js";
import { stockOrders } from "./inventory.js";
import { jobCards } from "./job-cards.js";
import { orders } from "./orders.js";
import { createdAt, money, oneOf, ts } from "./columns.js";
import { rowId, sameTenantRef, tenantKey } from "./tenant-keys.js";
import { branches, shopIdColumn, shopUsers, shops } from "./shop.js";

/** The last number given to a shop's job cards, invoices, orders and stock orders; bumped in the issuing transaction, so there are no gaps. */
export const shopCounters = pgTable("shop_counters", {
  shopId: uuid("shop_id")
    .primaryKey()
    .references(() => shops.id, { onDelete: "cascade" }),
  lastJobCardNumber: integer("last_job_card_number").notNull().default(0),
  lastInvoiceNumber: integer("last_invoice_number").notNull().default(0),
  lastStockOrderNumber: integer("last_stock_order_number").notNull().default(0),
  lastOrderNumber: integer("last_order_number").notNull().default(0),
});

/**
 * An issued invoice: never edited. Its seller, rate and totals are kept as issued; voiding keeps
 * it in the books with the reason.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: rowId(),
    shopId: shopIdColumn(),
    /** Per shop, from 1, without gaps, shown as INV-000123. */
    number: integer("number").notNull(),
    /** What it bills: a completed job card or a completed customer order, one of the two. */
    jobCardId: uuid("job_card_id"),
    orderId: uuid("order_id"),
    clientId: uuid("client_id").notNull(),
    branchId: uuid("branch_id").notNull(),
    issuedAt: ts("issued_at").notNull().defaultNow(),
    currency: text("currency").notNull(),
    sellerName: text("seller_name").notNull(),
    sellerVatNumber: text("seller_vat_number"),
    /** The shop's and the branch's addresses as printed at issue, in both languages (decision 0018). */
    sellerAddress: jsonb("seller_address").$type<AddressText>(),
    branchAddress: jsonb("branch_address").$type<AddressText>(),
    vatRateBp: integer("vat_rate_bp").notNull(),
    subtotalMinor: money("subtotal_minor"),
    discountMinor: money("discount_minor"),
    vatMinor: money("vat_minor"),
    totalMinor: money("total_minor"),
    paidMinor: money("paid_minor"),
    paymentStatus: text("payment_status").notNull().default("unpaid"),
    voidedAt: ts("voided_at"),
    voidReason: text("void_reason"),
    voidedBy: uuid("voided_by"),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t.shopId, t.id),
    sameTenantRef("invoices", t.shopId, t.jobCardId, jobCards),
    sameTenantRef("invoices", t.shopId, t.orderId, orders),
    check("invoices_source_ck", sql`num_nonnulls(${t.jobCardId}, ${t.orderId}) = 1`),
    sameTenantRef("invoices", t.shopId, t.clientId, clients),
    sameTenantRef("invoices", t.shopId, t.branchId, branches),
    sameTenantRef("invoices", t.shopId, t.voidedBy, shopUsers),
    check("invoices_payment_status_ck", sql`${t.paymentStatus} in (${oneOf(PAYMENT_STATUSES)})`),
    check("invoices_paid_ck", sql`${t.paidMinor} >= 0 and ${t.paidMinor} <= ${t.totalMinor}`),
    uniqueIndex("invoices_shop_number_uq").on(t.shopId, t.number),
    uniqueIndex("invoices_job_card_uq").on(t.shopId, t.jobCardId),
    uniqueIndex("invoices_order_uq").on(t.shopId, t.orderId),
    index("invoices_shop_issued_idx").on(t.shopId, t.issuedAt),
    index("invoices_shop_status_issued_idx").on(t.shopId, t.paymentStatus, t.issuedAt),
    index("invoices_shop_branch_issued_idx").on(t.shopId, t.branchId, t.issuedAt),
    index("invoices_client_issued_idx").on(t.clientId, t.issuedAt),
  ],
);

export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: rowId(),
    invoiceId: uuid("invoice_id").notNull(),
    shopId: shopIdColumn(),
    position: smallint("position").notNull(),
    kind: text("kind").notNull(),
    /** The service, variant or package it came from. */
    refId: uuid("ref_id").notNull(),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceMinor: money("unit_price_minor"),
    discountType: smallint("discount_type"),
    discountValue: money("discount_value"),
    discountMinor: money("discount_minor"),
    netMinor: money("net_minor"),
    vatApplies: boolean("vat_applies").notNull(),
  },
  (t) => [
    tenantKey(t.shopId, t.id),
    sameTenantRef("invoice_lines", t.shopId, t.invoiceId, invoices, true),
    check("invoice_lines_kind_ck", sql`${t.kind} in (${oneOf(INVOICE_LINE_KINDS)})`),
    uniqueIndex("invoice_lines_position_uq").on(t.shopId, t.invoiceId, t.position),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: rowId(),
    invoiceId: uuid("invoice_id").notNull(),
    shopId: shopIdColumn(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    method: text("method").notNull().default("cash"),
    note: text("note"),
    recordedBy: uuid("recorded_by"),
    paidAt: ts("paid_at").notNull().defaultNow(),
  },
  (t) => [
    tenantKey(t.shopId, t.id),
    sameTenantRef("payments", t.shopId, t.invoiceId, invoices),
    sameTenantRef("payments", t.shopId, t.recordedBy, shopUsers),
    check("payments_method_ck", sql`${t.method} in (${oneOf(PAYMENT_METHODS)})`),
    check("payments_amount_ck", sql`${t.amountMinor} > 0`),
    index("payments_invoice_idx").on(t.invoiceId, t.paidAt),
  ],
);

/** Every change of a branch's stock of a variant, with what caused it; `variant_stock` holds the sum. */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: rowId(),
    shopId: shopIdColumn(),
    branchId: uuid("branch_id").notNull(),
    variantId: uuid("variant_id").notNull(),
    /** Negative out of stock, positive back in. */
    quantityChange: integer("quantity_change").notNull(),
    reason: text("reason").notNull(),
    /** Why a hand adjustment was made, and the note the user gave (adjustments only). */
    adjustmentReason: text("adjustment_reason"),
    note: text("note"),
    invoiceId: uuid("invoice_id"),
    /** The stock order a receipt came in on. */
    stockOrderId: uuid("stock_order_id"),
    /** The branch a transfer went to (units out) or came from (units in). */
    otherBranchId: uuid("other_branch_id"),
    /** The customer order the units left on (or came back from, when it was cancelled after shipping). */
    orderId: uuid("order_id"),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t.shopId, t.id),
    sameTenantRef("stock_movements", t.shopId, t.branchId, branches),
    sameTenantRef("stock_movements", t.shopId, t.variantId, productVariants),
    sameTenantRef("stock_movements", t.shopId, t.invoiceId, invoices),
    sameTenantRef("stock_movements", t.shopId, t.stockOrderId, stockOrders),
    sameTenantRef("stock_movements", t.shopId, t.otherBranchId, branches),
    sameTenantRef("stock_movements", t.shopId, t.orderId, orders),
    sameTenantRef("stock_movements", t.shopId, t.createdBy, shopUsers),
    check("stock_movements_reason_ck", sql`${t.reason} in (${oneOf(STOCK_MOVEMENT_REASONS)})`),
    check(
      "stock_movements_adjustment_reason_ck",
      sql`(${t.reason} = 'adjustment') = (${t.adjustmentReason} is not null) and (${t.adjustmentReason} is null or ${t.adjustmentReason} in (${oneOf(STOCK_ADJUSTMENT_REASONS)}))`,
    ),
    index("stock_movements_variant_branch_idx").on(t.variantId, t.branchId, t.createdAt),
    check("stock_movements_receipt_ck", sql`(${t.reason} = 'receipt') = (${t.stockOrderId} is not null)`),
    check("stock_movements_transfer_ck", sql`(${t.reason} = 'transfer') = (${t.otherBranchId} is not null)`),
    check("stock_movements_order_ck", sql`(${t.reason} = 'order') = (${t.orderId} is not null)`),
    index("stock_movements_order_idx").on(t.shopId, t.orderId),
    index("stock_movements_invoice_idx").on(t.invoiceId),
  ],
);
