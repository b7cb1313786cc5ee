import { toMajor, toMinor, type StockOrderDto } from "@pitlane/domain";
import { type NumberValue, numberOf } from "../../../shared/forms/number-value";

/** A line as the order's form holds it: what the body sends, as typed, and what the form shows beside it. */
export interface OrderLineValues {
  variant_id: string;
  /** The product and variant, "Brake pads (Rear, Honda Civic)": as picked, or as ordered. */
  name: string;
  sku: string | null;
  quantity: NumberValue;
  /** In major units; the variant's cost when picked. */
  unit_cost: NumberValue;
  /** Units already received: such a line keeps its quantity and cost and cannot be removed. */
  received_quantity: number;
}

/**
 * How a picked variant is named until the order is saved, as the server names its lines: "Oil
 * filter (Honda City / Civic)", or the product alone when its one variant carries the same name.
 */
export const lineNameOf = ({
  product_name: product,
  variant_name: variant,
}: {
  product_name: string;
  variant_name: string;
}) => (variant === product ? product : `${product} (${variant})`);

/** What a line of a saved order has left to come: never below none (more may have been received). */
export const remainingOf = (line: Pick<StockOrderDto["lines"][number], "quantity" | "received_quantity">): number =>
  Math.max(0, line.quantity - line.received_quantity);

export const isLineReceived = (line: Pick<OrderLineValues, "received_quantity">): boolean => line.received_quantity > 0;

/** Whether anything has been received on the order: its supplier and branch then stay as they are. */
export const hasReceipts = (lines: readonly Pick<OrderLineValues, "received_quantity">[]): boolean =>
  lines.some(isLineReceived);

/**
 * A line's total in minor units, while its quantity is a whole number and its cost an amount; a
 * line still being typed counts for nothing rather than for a guess.
 */
function lineTotalMinor(line: Pick<OrderLineValues, "quantity" | "unit_cost">): number | null {
  const quantity = numberOf(line.quantity);
  const cost = numberOf(line.unit_cost);
  if (quantity === null || cost === null || !Number.isInteger(quantity) || quantity < 0 || cost < 0) return null;
  return toMinor(cost) * quantity;
}

/** A line's total in major units, null while it cannot be told. */
export function lineTotal(line: Pick<OrderLineValues, "quantity" | "unit_cost">): number | null {
  const minor = lineTotalMinor(line);
  return minor === null ? null : toMajor(minor);
}

/** The order's total in major units: the lines that can be told, added in minor units. */
export const orderTotal = (lines: readonly Pick<OrderLineValues, "quantity" | "unit_cost">[]): number =>
  toMajor(lines.reduce((sum, line) => sum + (lineTotalMinor(line) ?? 0), 0));

/** A saved order's lines as the form holds them. */
export const lineValuesOf = (lines: StockOrderDto["lines"]): OrderLineValues[] =>
  lines.map((line) => ({
    variant_id: line.variant_id,
    name: line.name,
    sku: line.sku,
    quantity: line.quantity,
    unit_cost: line.unit_cost,
    received_quantity: line.received_quantity,
  }));

/** A variant picked from the branch's stock: one unit at its cost (none recorded reads as 0, to be typed). */
export const newLineOf = (variant: {
  variant_id: string;
  name: string;
  sku: string | null;
  unit_cost: number | null;
}): OrderLineValues => ({
  variant_id: variant.variant_id,
  name: variant.name,
  sku: variant.sku,
  quantity: 1,
  unit_cost: variant.unit_cost ?? 0,
  received_quantity: 0,
});

/** Adds a variant once: picking it again leaves the order as it is. */
export const withLine = (lines: OrderLineValues[], line: OrderLineValues): OrderLineValues[] =>
  lines.some((l) => l.variant_id === line.variant_id) ? lines : [...lines, line];

/** Removes a line, unless units have been received on it. */
export const withoutLine = (lines: OrderLineValues[], variantId: string): OrderLineValues[] =>
  lines.filter((l) => l.variant_id !== variantId || isLineReceived(l));

/** Changes a line's quantity or cost, unless units have been received on it. */
export const withLineChange = (
  lines: OrderLineValues[],
  variantId: string,
  change: Partial<Pick<OrderLineValues, "quantity" | "unit_cost">>,
): OrderLineValues[] => lines.map((l) => (l.variant_id === variantId && !isLineReceived(l) ? { ...l, ...change } : l));
