import { z } from "zod";
import { DiscountType } from "../rules/discount.js";
import { RefusalCode as m } from "../platform/messages.js";
import { Amount, Percent, issueParams, numberError } from "../platform/validation.js";

/** Fixed (1) or Percentage (2), or null for none: the spec's discount and commission types. */
export const AmountType = z
  .union([z.literal(DiscountType.fixed), z.literal(DiscountType.percentage)], { error: m.choice })
  .nullable();

/** A number from 0 here; checkAmountType holds it to its type (an amount, or a percent to 100). */
const amountError = numberError(m.amount);
const amountValue = z.number({ error: amountError }).min(0, { error: amountError, abort: true });

/** A line's discount: Fixed subtracts an amount, Percentage a percent of the price (spec 000 section 5). */
export const discountFields = { discount_type: AmountType, discount_value: amountValue };
export const discountDefaults = { discount_type: AmountType.default(null), discount_value: amountValue.default(0) };

/** A team member's or an item's commission, in the same two kinds. */
export const commissionFields = { commission_type: AmountType, commission_value: amountValue };
export const commissionDefaults = {
  commission_type: AmountType.default(null),
  commission_value: amountValue.default(0),
};

/**
 * Ties a value to its type: an amount with two decimals for Fixed, a percent up to 100 for
 * Percentage. Run on the whole object (superRefine), since the rule spans two fields.
 */
export function checkAmountType(
  prefix: "discount" | "commission",
  type: 1 | 2 | null | undefined,
  value: number | undefined,
  ctx: z.RefinementCtx,
) {
  if (value === undefined || type === undefined || type === null) return;
  const schema = type === DiscountType.percentage ? Percent : Amount;
  const parsed = schema.safeParse(value);
  const issue = parsed.error?.issues[0];
  if (issue)
    ctx.addIssue({ code: "custom", path: [`${prefix}_value`], message: issue.message, params: issueParams(issue) });
}
