/**
 * What a number field holds in a form, as typed and never rewritten to fit: the number; empty as ""
 * (or null where the schema takes null for "none"); or, for an entry that is no number yet ("-",
 * "."), its text. The form's zod schema (the API's own) then names the rule a value breaks, in the
 * API's words: "is required", "must be at least 1", "must be a whole number".
 */
export type NumberValue = number | string | null;

/** The kinds of number the product asks for (a decimal: km per litre); the schema holds each to its rule. */
export type NumberKind = "whole" | "decimal" | "amount" | "percent";

/**
 * Mantine's value (a number, or text while the entry reads as none: "", "-", "1.", "1.50") as the
 * form keeps it: text that reads as a number is that number ("1.50" is 1.5, "99999999999999999"
 * stays far above any maximum), anything else stays as typed. Empty stays "".
 */
export function typedNumber(input: number | string): number | string {
  if (typeof input === "number") return input;
  if (input.trim() === "") return "";
  const n = Number(input);
  return Number.isFinite(n) ? n : input;
}

/** The same, for a schema that takes null: an emptied field is null ("no limit", "no factor"). */
export const typedNumberOrNull = (input: number | string): NumberValue => {
  const value = typedNumber(input);
  return value === "" ? null : value;
};

const isEmpty = (value: NumberValue | undefined) => value === undefined || value === null || value === "";

/** Whether two values of a field say the same: every empty is the same empty. */
export const isSameNumberValue = (a: NumberValue | undefined, b: NumberValue | undefined) =>
  (isEmpty(a) && isEmpty(b)) || a === b;

/**
 * What the input shows: the text as typed ("1.", "1.50") while it still says the form's value (1,
 * 1.5), which cannot show a trailing point or zero; the form's value once it was set from outside
 * (a reset, a choice elsewhere).
 */
export function shownNumber(typed: number | string, value: NumberValue | undefined): number | string {
  return isSameNumberValue(typedNumber(typed), value) ? typed : (value ?? "");
}

/**
 * The number a field holds, or null while it holds none (empty, or an entry that is no number):
 * for what the screen works out as the user types (a preview, a total), never for what is sent.
 */
export function numberOf(value: NumberValue | undefined): number | null {
  const typed = value === undefined || value === null ? "" : typedNumber(value);
  return typeof typed === "number" && Number.isFinite(typed) ? typed : null;
}
