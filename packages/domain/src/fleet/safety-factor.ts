import { z } from "zod";
import { RefusalCode as m } from "../platform/messages.js";
import { ReferenceListQuery } from "../platform/list.js";
import { PercentRequiredAs } from "../platform/validation.js";

/** A factor of safety in percent with at most two decimals (kept in basis points); missing: spec 001's prompt. */
export const SafetyFactorPercent = PercentRequiredAs(m.safety_factor_required);

export const SafetyFactorEntry = z.object({
  vehicle_type_id: z.uuid({ error: m.id }),
  factor: SafetyFactorPercent,
});
export type SafetyFactorEntry = z.infer<typeof SafetyFactorEntry>;

/**
 * The factors to set, one entry per vehicle type; types left out keep theirs. A factor once set can be
 * changed but not emptied: the entry then answers "Enter Factor of Safety".
 */
export const SafetyFactorUpdateBody = z.object({
  factors: z
    .array(SafetyFactorEntry, { error: m.required })
    .max(1000, { error: m.too_long })
    .superRefine((factors, ctx) => {
      const seen = new Set<string>();
      factors.forEach((entry, index) => {
        if (seen.has(entry.vehicle_type_id)) {
          ctx.addIssue({ code: "custom", path: [index, "vehicle_type_id"], message: m.duplicate });
        }
        seen.add(entry.vehicle_type_id);
      });
    }),
});
export type SafetyFactorUpdateBody = z.infer<typeof SafetyFactorUpdateBody>;

export const SafetyFactorListQuery = ReferenceListQuery;

/** A vehicle type with the company's default factor of safety for it (percent), or null when none is set. */
export const SafetyFactorDto = z.object({
  vehicle_type_id: z.string(),
  vehicle_type_name: z.string(),
  vehicle_type_name_arabic: z.string(),
  factor: z.number().nullable(),
  updated_at: z.string().nullable(),
});
export type SafetyFactorDto = z.infer<typeof SafetyFactorDto>;
