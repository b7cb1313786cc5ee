import { z } from "zod";
import { ListQuery } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { ChosenId, IdList, IsoDate, LineQuantity, OptionalId, optionalText, text } from "../platform/validation.js";
import { ORDER_KINDS, ORDER_STATUSES } from "./front-desk-vocabulary.js";
import { ClockTime } from "./job-card.js";
import { PaymentStatus } from "./invoice.js";

export const OrderKind = z.enum(ORDER_KINDS, { error: m.choice });
export type OrderKind = z.infer<typeof OrderKind>;
export const OrderStatus = z.enum(ORDER_STATUSES, { error: m.choice });
export type OrderStatus = z.infer<typeof OrderStatus>;

/** The most units of one product an order takes, and the most lines it holds. */
export const MAX_ORDER_UNITS = 10_000;
export const MAX_ORDER_LINES = 100;

const required = (max: number) => text(max).refine((v) => v.length > 0, { error: m.required, abort: true });

/**
 * A customer order taken by the shop (decision 0054): products sold on their own and packages made of
 * products only, for an existing client (the screen adds a new one first), at a branch. A delivery
 * order names where it goes; a pickup order the day and time the client comes. Prices are the
 * catalogue's when it is placed, discounts and VAT as the invoice rules compute them.
 */
export const OrderCreateBody = z
  .object({
    kind: OrderKind,
    client_id: ChosenId,
    branch_id: ChosenId,
    products: z
      .array(z.object({ variant_id: ChosenId, quantity: LineQuantity(MAX_ORDER_UNITS) }), { error: m.required })
      .max(MAX_ORDER_LINES, { error: m.too_long })
      .refine((rows) => new Set(rows.map((r) => r.variant_id)).size === rows.length, { error: m.duplicate })
      .default([]),
    package_ids: IdList(20).default([]),
    delivery_address: optionalText(500),
    pickup_date: IsoDate.nullish().transform((v) => v ?? null),
    pickup_time: ClockTime.nullish().transform((v) => v ?? null),
    notes: optionalText(1000),
  })
  .superRefine((body, ctx) => {
    if (body.products.length === 0 && body.package_ids.length === 0) {
      ctx.addIssue({ code: "custom", path: ["products"], message: m.order_empty });
    }
    if (body.kind === "delivery" && !body.delivery_address) {
      ctx.addIssue({ code: "custom", path: ["delivery_address"], message: m.required });
    }
    if (body.kind === "pickup" && !body.pickup_date) {
      ctx.addIssue({ code: "custom", path: ["pickup_date"], message: m.required });
    }
    if (body.kind === "pickup" && !body.pickup_time) {
      ctx.addIssue({ code: "custom", path: ["pickup_time"], message: m.required });
    }
  });
export type OrderCreateBody = z.infer<typeof OrderCreateBody>;

/** Spec 000: PUT change_order_status {order_id, status}; a cancellation may say why. */
export const OrderStatusBody = z.object({
  order_id: ChosenId,
  status: OrderStatus,
  reason: optionalText(300),
});
export type OrderStatusBody = z.infer<typeof OrderStatusBody>;

/** Spec 000: POST order_shippment, with its five fields and the order's id; sent again, it replaces them. */
export const OrderShipmentBody = z.object({
  order_id: ChosenId,
  courier_company: required(120),
  delivery_address: required(500),
  estimated_delivery_date: IsoDate.nullish().transform((v) => v ?? null),
  remarks: optionalText(500),
  tracking_number: optionalText(120),
});
export type OrderShipmentBody = z.infer<typeof OrderShipmentBody>;

const optionalDate = IsoDate.optional().catch(undefined);

/** Search matches the order's number (with or without "ORD-"), the client's name or phone. */
export const OrderListQuery = ListQuery.extend({
  status: OrderStatus.optional().catch(undefined),
  kind: OrderKind.optional().catch(undefined),
  branch_id: OptionalId.catch(null),
  client_id: OptionalId.catch(null),
  /** The day it was placed, in the shop's time zone, from and to inclusive. */
  from: optionalDate,
  to: optionalDate,
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;

/** Money in major units, as the API shows it. */
const Money = z.number();

export const OrderSummaryDto = z.object({
  _id: z.string(),
  number: z.number().int(),
  /** ORD-000012 */
  number_display: z.string(),
  kind: OrderKind,
  status: OrderStatus,
  client_id: z.string(),
  client_name: z.string(),
  client_phone: z.string(),
  branch_id: z.string(),
  branch_name_english: z.string(),
  branch_name_arabic: z.string(),
  delivery_address: z.string().nullable(),
  pickup_date: z.string().nullable(),
  pickup_time: z.string().nullable(),
  currency: z.string(),
  total: Money,
  /** What was paid on the order's invoice; nothing before it is completed. */
  paid: Money,
  /** What is still owed: nothing on a cancelled order. */
  balance: Money,
  payment_status: PaymentStatus,
  /** Units of every product it holds, a package's too. */
  units: z.number().int(),
  invoice_id: z.string().nullable(),
  /** INV-000123, once the order is completed. */
  invoice_number_display: z.string().nullable(),
  placed_at: z.string(),
});
export type OrderSummaryDto = z.infer<typeof OrderSummaryDto>;

/** A line of the bill: a package at its price, or a product sold on its own. */
export const OrderLineDto = z.object({
  kind: z.enum(["product", "package"]),
  ref_id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unit_price: Money,
  discount: Money,
  net: Money,
});
export type OrderLineDto = z.infer<typeof OrderLineDto>;

/** A product to pack: sold on its own or inside a package (`package_name`). */
export const OrderItemDto = z.object({
  variant_id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  package_name: z.string().nullable(),
});
export type OrderItemDto = z.infer<typeof OrderItemDto>;

export const OrderShipmentDto = z.object({
  courier_company: z.string(),
  delivery_address: z.string(),
  estimated_delivery_date: z.string().nullable(),
  remarks: z.string().nullable(),
  tracking_number: z.string().nullable(),
  updated_at: z.string(),
});
export type OrderShipmentDto = z.infer<typeof OrderShipmentDto>;

export const OrderDto = OrderSummaryDto.extend({
  client: z.object({ name: z.string(), phone: z.string() }),
  notes: z.string().nullable(),
  vat_rate: z.number(),
  subtotal: Money,
  discount: Money,
  vat: Money,
  lines: z.array(OrderLineDto),
  items: z.array(OrderItemDto),
  shipment: OrderShipmentDto.nullable(),
  /** Where the order may go next from its status, for its kind. */
  next_statuses: z.array(OrderStatus),
  confirmed_at: z.string().nullable(),
  packed_at: z.string().nullable(),
  /** When it was shipped (delivery) or made ready for pickup. */
  dispatched_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  created_by_name: z.string().nullable(),
  updated_at: z.string(),
});
export type OrderDto = z.infer<typeof OrderDto>;
