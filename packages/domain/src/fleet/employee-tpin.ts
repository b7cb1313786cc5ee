import { z } from "zod";
import { RefusalCode as m } from "../platform/messages.js";
import { IdList } from "../platform/validation.js";

/** The most T-PINs one call hands out: a page's selection, or a first batch of everyone without one. */
export const MAX_TPIN_SLIPS = 500;

/**
 * Whom new T-PINs are for: the chosen employees (any T-PIN they hold is replaced), or every
 * employee of the company who has none yet, `MAX_TPIN_SLIPS` at a time.
 */
export const TpinGenerateBody = z
  .object({
    employee_ids: IdList(MAX_TPIN_SLIPS).optional(),
    without_tpin: z.boolean({ error: m.boolean }).optional(),
  })
  .refine((body) => (body.employee_ids?.length ?? 0) > 0 !== !!body.without_tpin, {
    path: ["employee_ids"],
    error: m.tpin_generate_scope,
  });
export type TpinGenerateBody = z.infer<typeof TpinGenerateBody>;

/** One driver's slip: shown once, in this answer only; the server keeps the T-PIN's keyed hash alone. */
export const TpinSlipDto = z.object({
  _id: z.string(),
  name: z.string(),
  employee_id: z.string(),
  tpin: z.string(),
});
export type TpinSlipDto = z.infer<typeof TpinSlipDto>;

export const TpinGenerateResult = z.object({
  slips: z.array(TpinSlipDto),
  /** Employees of the company still without a T-PIN after this call. */
  remaining: z.number().int(),
});
export type TpinGenerateResult = z.infer<typeof TpinGenerateResult>;
