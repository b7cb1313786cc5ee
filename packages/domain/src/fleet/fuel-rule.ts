import { z } from "zod";
import { ListQuery, SortOrder } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { AmountBetween, WholeNumber, requiredText, text } from "../platform/validation.js";
import { WEEK_DAYS } from "../rules/schedule.js";
import { FUEL_TYPES, RULE_CHANGE_EFFECTS, RULE_CYCLES, RULE_MODES } from "./vocabulary.js";

/** A rule's own on/off switch; a rule past its end date is out of force whatever it says. */
export const RULE_STATUSES = ["active", "inactive"] as const;
export type RuleStatus = (typeof RULE_STATUSES)[number];

export const MAX_FUEL_LIMIT_LITRES = 100_000;
export const MAX_FUELINGS_PER_DAY = 24;

/** Whole litres from 1: a limit of 0 would allow no fuel at all. */
const Litres = WholeNumber(MAX_FUEL_LIMIT_LITRES, 1);

/** Money from 0.01, for the same reason. */
const MoneyLimit = AmountBetween(0.01);

/** The days fuel may be bought, at least one, kept in week order from Monday whatever order they came in. */
const FuelingDays = z
  .array(z.enum(WEEK_DAYS, { error: m.choice }), { error: m.required })
  .min(1, { error: m.required })
  .max(WEEK_DAYS.length, { error: m.duplicate })
  .transform((days) => WEEK_DAYS.filter((day) => days.includes(day)));

const ruleFields = {
  name: requiredText(80),
  fuel_type: z.enum(FUEL_TYPES, { error: m.choice }),
  mode: z.enum(RULE_MODES, { error: m.choice }),
  cycle: z.enum(RULE_CYCLES, { error: m.choice }),
  /** Litres per cycle, in recurring mode. */
  fuel_limit: Litres.nullish(),
  /** Money per cycle in major units of the company's currency, in amount mode. */
  amount_limit: MoneyLimit.nullish(),
  fuelings_per_day: WholeNumber(MAX_FUELINGS_PER_DAY, 1),
  fueling_days: FuelingDays,
  status: z.enum(RULE_STATUSES, { error: m.choice }),
};

interface Limited {
  mode: (typeof RULE_MODES)[number];
  fuel_limit?: number | null;
  amount_limit?: number | null;
}

/**
 * The limit the mode needs must be there ("Select Fuel limit"); the other mode's is ignored (not
 * stored). A refinement, not a transform, so the form still sees the object's fields.
 */
function checkModeLimit(body: Limited, ctx: z.RefinementCtx) {
  const field = body.mode === "recurring" ? "fuel_limit" : "amount_limit";
  if (body[field] === undefined || body[field] === null) {
    ctx.addIssue({ code: "custom", path: [field], message: m.fuel_limit_required });
  }
}

export const FuelRuleCreateBody = z
  .object({ ...ruleFields, status: ruleFields.status.default("active") })
  .superRefine(checkModeLimit);
export type FuelRuleCreateBody = z.infer<typeof FuelRuleCreateBody>;

/**
 * A full update; `change_effect` says when a new limit applies (docs/decisions/0014). Unticking
 * "apply immediately" means the next cycle, so that is what an update saying nothing gets.
 */
export const FuelRuleUpdateBody = z
  .object({
    ...ruleFields,
    change_effect: z.enum(RULE_CHANGE_EFFECTS, { error: m.choice }).default("next_cycle"),
  })
  .superRefine(checkModeLimit);
export type FuelRuleUpdateBody = z.infer<typeof FuelRuleUpdateBody>;

/** What the list and the export filter on: search by name, status, fuel type. */
const ruleFilters = {
  search: text(100).optional(),
  status: z
    .enum(["all", ...RULE_STATUSES])
    .catch("all")
    .default("all"),
  fuel_type: z
    .enum(["all", ...FUEL_TYPES])
    .catch("all")
    .default("all"),
  sort: z.enum(["name", "created_at"]).catch("created_at").default("created_at"),
  order: SortOrder.catch("asc").default("asc"),
};

export const FuelRuleListQuery = ListQuery.extend(ruleFilters);
export type FuelRuleListQuery = z.infer<typeof FuelRuleListQuery>;

export const FuelRuleExportQuery = z.object(ruleFilters);
export type FuelRuleExportQuery = z.infer<typeof FuelRuleExportQuery>;

export const FuelRuleChoicesQuery = z.object({
  fuel_type: z
    .enum(["all", ...FUEL_TYPES])
    .catch("all")
    .default("all"),
});
export type FuelRuleChoicesQuery = z.infer<typeof FuelRuleChoicesQuery>;

export const FuelRuleDto = z.object({
  _id: z.string(),
  name: z.string(),
  fuel_type: z.enum(FUEL_TYPES),
  mode: z.enum(RULE_MODES),
  cycle: z.enum(RULE_CYCLES),
  /** The limit in force today, in the mode's unit; the other one is null. */
  fuel_limit: z.number().nullable(),
  amount_limit: z.number().nullable(),
  fuelings_per_day: z.number().int(),
  fueling_days: z.array(z.enum(WEEK_DAYS)),
  /** A limit waiting for the next cycle (litres or major units, as the mode says), and its first day. */
  next_fuel_limit: z.number().nullable(),
  next_limit_from: z.string().nullable(),
  /** The first day without the rule ("no rule from next month"). */
  ends_on: z.string().nullable(),
  status: z.enum(RULE_STATUSES),
  /** Active and not ended today, in the company's time zone. */
  in_force: z.boolean(),
  /** Usage counts from here when that is later than the cycle's start (the last immediate change). */
  usage_since: z.string(),
  employees_count: z.number().int(),
  vehicles_count: z.number().int(),
  created_at: z.string(),
});
export type FuelRuleDto = z.infer<typeof FuelRuleDto>;

/** An active rule in force, for the selects of the employee and vehicle forms. */
export const FuelRuleChoiceDto = z.object({
  _id: z.string(),
  name: z.string(),
  fuel_type: z.enum(FUEL_TYPES),
  mode: z.enum(RULE_MODES),
  cycle: z.enum(RULE_CYCLES),
});
export type FuelRuleChoiceDto = z.infer<typeof FuelRuleChoiceDto>;
