import { z } from "zod";
import { RULE_CYCLES, RULE_MODES } from "./vocabulary.js";

/**
 * A vehicle's use of its fuel rule in the cycle running now: the vehicle's own rule, or else its
 * current driver's. `limit` and `used` are litres for a recurring rule and major units of money for an
 * amount rule; `limit` is null once the rule has ended.
 */
export const VehicleUsageDto = z.object({
  rule: z
    .object({ _id: z.string(), name: z.string(), mode: z.enum(RULE_MODES), cycle: z.enum(RULE_CYCLES) })
    .nullable(),
  /** Whose purchases count: the vehicle's, or its driver's. */
  subject: z.enum(["vehicle", "employee"]).nullable(),
  driver: z.string().nullable(),
  cycle_start: z.string().nullable(),
  fuelings_today: z.number(),
  fuelings_per_day: z.number().nullable(),
  limit: z.number().nullable(),
  used: z.number(),
});
export type VehicleUsageDto = z.infer<typeof VehicleUsageDto>;

/** One holder of a rule with what it used in the cycle running now (litres, or money for an amount rule). */
export const RuleHolderUsageDto = z.object({
  kind: z.enum(["vehicle", "employee"]),
  _id: z.string(),
  /** The vehicle's car id and plate, or the employee's name. */
  name: z.string(),
  fuelings_today: z.number(),
  used: z.number(),
});

/** A rule's cycle running now and its holders' use of it, the most used first (at most 20). */
export const RuleUsageDto = z.object({
  cycle_start: z.string(),
  limit: z.number().nullable(),
  holders: z.array(RuleHolderUsageDto),
});
export type RuleUsageDto = z.infer<typeof RuleUsageDto>;
