import { z } from "zod";
import { ListQuery } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { Amount, ChosenId, IsoDate, LineQuantity, OptionalId, optionalText } from "../platform/validation.js";
import { STOCK_ORDER_STATUSES } from "./front-desk-vocabulary.js";

export const StockOrderStatus = z.enum(STOCK_ORDER_STATUSES, { error: m.choice });
export type StockOrderStatus = z.infer<typeof StockOrderStatus>;

/** The most units one line orders or one receipt takes in: far above any delivery. */
export const MAX_STOCK_ORDER_UNITS = 1_000_000;
/** The most lines one stock order holds. */
export const MAX_STOCK_ORDER_LINES = 200;

/** A list of lines naming each variant once (a second line of the same variant is one line with more units). */
const linesOf = <T extends z.ZodType<{ variant_id: string }>>(line: T) =>
  z
    .array(line, { error: m.required })
    .min(1, { error: m.required })
    .max(MAX_STOCK_ORDER_LINES, { error: m.too_long })
    .refine((rows) => new Set(rows.map((r) => r.variant_id)).size === rows.length, { error: m.duplicate });

export const StockOrderLineBody = z.object({
  variant_id: ChosenId,
  quantity: LineQuantity(MAX_STOCK_ORDER_UNITS),
  /** What the shop pays the supplier for one unit, in major units. */
  unit_cost: Amount,
});
export type StockOrderLineBody = z.infer<typeof StockOrderLineBody>;

const stockOrderFields = {
  supplier_id: ChosenId,
  branch_id: ChosenId,
  /** When the supplier is expected to deliver; none when not agreed. */
  expected_on: IsoDate.nullish().transform((v) => v ?? null),
  notes: optionalText(1000),
  products: linesOf(StockOrderLineBody),
};

/** A new stock order: kept as a draft, or placed with the supplier at once (`status: "ordered"`). */
export const StockOrderCreateBody = z.object({
  ...stockOrderFields,
  status: z.enum(["draft", "ordered"], { error: m.choice }).default("draft"),
});
export type StockOrderCreateBody = z.infer<typeof StockOrderCreateBody>;

/**
 * Changes to an open order. `products` replaces the lines: a line with units received must come
 * back with its quantity and cost as they are (it is corrected by an adjustment, not here).
 */
export const StockOrderUpdateBody = z.object(stockOrderFields).partial();
export type StockOrderUpdateBody = z.infer<typeof StockOrderUpdateBody>;

/** Place a draft with the supplier, or cancel an order (what was received stays in stock). */
export const StockOrderStatusBody = z.object({
  id: ChosenId,
  status: z.enum(["ordered", "cancelled"], { error: m.choice }),
});
export type StockOrderStatusBody = z.infer<typeof StockOrderStatusBody>;

/**
 * Goods in: units of some of the order's lines. More than a line has left to come is refused
 * (409 `stock_order_over_receipt`) unless `allow_over_receipt` says the user saw it and agreed.
 */
export const StockOrderReceiveBody = z.object({
  id: ChosenId,
  products: linesOf(z.object({ variant_id: ChosenId, quantity: LineQuantity(MAX_STOCK_ORDER_UNITS) })),
  allow_over_receipt: z.boolean({ error: m.boolean }).default(false),
});
export type StockOrderReceiveBody = z.infer<typeof StockOrderReceiveBody>;

/** Search matches the order's number (with or without "PO-") or the supplier's name. */
export const StockOrderListQuery = ListQuery.extend({
  status: StockOrderStatus.optional().catch(undefined),
  supplier_id: OptionalId,
  branch_id: OptionalId,
});
export type StockOrderListQuery = z.infer<typeof StockOrderListQuery>;

export const StockOrderPdfQuery = z.object({ lang: z.enum(["en", "ar"]).catch("en").default("en") });

/** Money in major units, as the API shows it. */
const Money = z.number();

export const StockOrderSummaryDto = z.object({
  _id: z.string(),
  number: z.number().int(),
  /** PO-000012 */
  number_display: z.string(),
  status: StockOrderStatus,
  supplier_id: z.string(),
  supplier_name: z.string(),
  branch_id: z.string(),
  branch_name_english: z.string(),
  branch_name_arabic: z.string(),
  expected_on: z.string().nullable(),
  currency: z.string(),
  /** What the order's lines cost as ordered. */
  total: Money,
  /** What the units received cost: what the shop owes the supplier for them. */
  received_value: Money,
  paid: Money,
  /** `received_value` − `paid`. */
  owed: Money,
  ordered_at: z.string().nullable(),
  created_at: z.string(),
});
export type StockOrderSummaryDto = z.infer<typeof StockOrderSummaryDto>;

export const StockOrderLineDto = z.object({
  _id: z.string(),
  variant_id: z.string(),
  product_id: z.string(),
  /** The product and variant as ordered, "Oil filter — 5W-30". */
  name: z.string(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  received_quantity: z.number().int(),
  unit_cost: Money,
  total: Money,
});
export type StockOrderLineDto = z.infer<typeof StockOrderLineDto>;

export const StockOrderDto = StockOrderSummaryDto.extend({
  notes: z.string().nullable(),
  lines: z.array(StockOrderLineDto),
  received_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_by_name: z.string().nullable(),
  /** The supplier as it is now, for the order's page and its PDF. */
  supplier: z.object({
    name: z.string(),
    contact_person: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    tax_number: z.string().nullable(),
    payment_terms_days: z.number().int().nullable(),
  }),
  updated_at: z.string(),
});
export type StockOrderDto = z.infer<typeof StockOrderDto>;
