import type { StockOrderDto } from "@pitlane/domain";
import { type NumberValue, numberOf } from "../../../shared/forms/number-value";
import { remainingOf } from "./order-lines";

type Line = Pick<StockOrderDto["lines"][number], "variant_id" | "quantity" | "received_quantity">;

/** The units typed per line in the receive dialog, by variant. */
export type ReceiptQuantities = Record<string, NumberValue>;

/** The dialog opens with nothing typed. */
export const noReceipt = (lines: readonly Line[]): ReceiptQuantities =>
  Object.fromEntries(lines.map((line) => [line.variant_id, null]));

/** "Receive everything left": each line's remaining units (none for a line already complete). */
export const everythingLeft = (lines: readonly Line[]): ReceiptQuantities =>
  Object.fromEntries(lines.map((line) => [line.variant_id, remainingOf(line)]));

/** What the dialog sends, or why it cannot yet: a line not a whole number of units, or no units at all. */
export type Receipt =
  | { ok: true; products: { variant_id: string; quantity: number }[] }
  | { ok: false; reason: "not_whole"; variant_id: string }
  | { ok: false; reason: "nothing" };

/**
 * The lines that receive units, in the order's order; a line left empty or at 0 receives none.
 * More than a line has left is sent as typed: the server asks whether to take it anyway.
 */
export function receiptOf(lines: readonly Line[], typed: ReceiptQuantities): Receipt {
  const products: { variant_id: string; quantity: number }[] = [];
  for (const line of lines) {
    const value = typed[line.variant_id];
    if (value === null || value === undefined || value === "" || value === 0) continue;
    const quantity = numberOf(value);
    if (quantity === null || !Number.isInteger(quantity) || quantity < 0) {
      return { ok: false, reason: "not_whole", variant_id: line.variant_id };
    }
    products.push({ variant_id: line.variant_id, quantity });
  }
  return products.length > 0 ? { ok: true, products } : { ok: false, reason: "nothing" };
}
