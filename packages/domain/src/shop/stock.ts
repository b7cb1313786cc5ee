import { z } from "zod";
import { ListQuery, pagination, MAX_PAGE_SIZE } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { ChosenId, LineQuantity, OptionalId, WholeNumber, optionalText } from "../platform/validation.js";
import {
  STOCK_ADJUSTMENT_REASONS,
  STOCK_MOVEMENT_REASONS,
  type StockAdjustmentReason,
} from "./front-desk-vocabulary.js";

/** Which way each reason moves stock: in, out, either (the user says which), or to a counted total. */
export const ADJUSTMENT_DIRECTIONS: Record<StockAdjustmentReason, "in" | "out" | "either" | "count"> = {
  correction: "either",
  count: "count",
  addition: "in",
  subtraction: "out",
  received: "in",
  return_stock: "in",
  damage: "out",
  theft_or_loss: "out",
  promotion_or_donations: "out",
  other: "either",
};

/** The most units one adjustment moves or counts: far above any shelf. */
export const MAX_ADJUSTMENT_UNITS = 1_000_000;

/**
 * A hand adjustment of a branch's stock of a variant. `quantity` is the units moved (1 or more) or,
 * for a count, the units found (0 or more); `direction` is asked only of the reasons that go either way.
 */
export const StockAdjustBody = z
  .object({
    branch_id: ChosenId,
    variant_id: ChosenId,
    reason: z.enum(STOCK_ADJUSTMENT_REASONS, { error: m.choice }),
    quantity: WholeNumber(MAX_ADJUSTMENT_UNITS),
    direction: z.enum(["in", "out"], { error: m.choice }).optional(),
    note: optionalText(500),
  })
  .superRefine((body, ctx) => {
    const way = ADJUSTMENT_DIRECTIONS[body.reason];
    if (way !== "count" && body.quantity < 1) {
      ctx.addIssue({ code: "custom", path: ["quantity"], message: m.min, params: { min: 1 }, input: body.quantity });
    }
    if (way === "either" && !body.direction) ctx.addIssue({ code: "custom", path: ["direction"], message: m.required });
  });
export type StockAdjustBody = z.infer<typeof StockAdjustBody>;

/** What an adjustment did: the units it moved (negative out) and the branch's stock after it. */
export const StockAdjustmentDto = z.object({
  variant_id: z.string(),
  branch_id: z.string(),
  quantity_change: z.number().int(),
  quantity: z.number().int(),
});
export type StockAdjustmentDto = z.infer<typeof StockAdjustmentDto>;

/** Units of a variant moved from one branch to another, in one transaction (decision 0053). */
export const StockTransferBody = z
  .object({
    variant_id: ChosenId,
    from_branch_id: ChosenId,
    to_branch_id: ChosenId,
    quantity: LineQuantity(MAX_ADJUSTMENT_UNITS),
    note: optionalText(500),
  })
  .refine((body) => body.from_branch_id !== body.to_branch_id, {
    path: ["to_branch_id"],
    message: m.same_branch,
  });
export type StockTransferBody = z.infer<typeof StockTransferBody>;

/** Each branch's stock of the variant after a transfer. */
export const StockTransferDto = z.object({
  variant_id: z.string(),
  quantity: z.number().int(),
  from: z.object({ branch_id: z.string(), quantity: z.number().int() }),
  to: z.object({ branch_id: z.string(), quantity: z.number().int() }),
});
export type StockTransferDto = z.infer<typeof StockTransferDto>;

/** A variant's movements at one branch, or at every branch, newest first. */
export const StockMovementQuery = z.object({
  ...pagination(MAX_PAGE_SIZE, 20),
  variant_id: ChosenId,
  branch_id: ChosenId.optional(),
});
export type StockMovementQuery = z.infer<typeof StockMovementQuery>;

export const StockMovementDto = z.object({
  _id: z.string(),
  branch_id: z.string(),
  branch_name: z.string(),
  quantity_change: z.number().int(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  adjustment_reason: z.enum(STOCK_ADJUSTMENT_REASONS).nullable(),
  note: z.string().nullable(),
  /** The invoice of a sale or a void. */
  invoice_id: z.string().nullable(),
  invoice_number: z.string().nullable(),
  /** The stock order of a receipt. */
  stock_order_id: z.string().nullable(),
  stock_order_number: z.string().nullable(),
  /** The customer order the units left on (or came back from when it was cancelled after shipping). */
  order_id: z.string().nullable(),
  order_number: z.string().nullable(),
  /** The branch a transfer went to (units out) or came from (units in). */
  other_branch_id: z.string().nullable(),
  other_branch_name: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type StockMovementDto = z.infer<typeof StockMovementDto>;

/**
 * The stock screen's rows: each variant of a product that keeps a count, at each branch that sells
 * it. `search` finds a part of the product's or the variant's name, its SKU or its barcode;
 * `variant_id` keeps one variant's rows; `low`
 * keeps the rows at or under the product's reorder level.
 */
export const StockListQuery = ListQuery.extend({
  branch_id: OptionalId,
  /** One variant's rows: its stock at every branch that sells it. */
  variant_id: OptionalId,
  low: z
    .enum(["true", "false"])
    .catch("false")
    .default("false")
    .transform((v) => v === "true"),
});
export type StockListQuery = z.infer<typeof StockListQuery>;

export const StockRowDto = z.object({
  variant_id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  variant_name: z.string(),
  sku: z.string().nullable(),
  branch_id: z.string(),
  branch_name: z.string(),
  branch_name_arabic: z.string(),
  quantity: z.number().int(),
  /** Units of `quantity` held for confirmed customer orders not yet sent out (decision 0054). */
  reserved: z.number().int(),
  /** `quantity` − `reserved`: what can still be sold, adjusted out or transferred. */
  available: z.number().int(),
  /**
   * The variant's reorder level, else its product's `low_stock_level`: at or under it the row is low
   * (0 means no level is set).
   */
  low_stock_level: z.number().int(),
  is_low: z.boolean(),
  /** What the shop pays for one, in major units; null when no cost is recorded. */
  unit_cost: z.number().nullable(),
  /** `quantity` × `unit_cost`; null when no cost is recorded. */
  value: z.number().nullable(),
});
export type StockRowDto = z.infer<typeof StockRowDto>;
