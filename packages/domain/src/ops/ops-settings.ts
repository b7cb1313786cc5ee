import { z } from "zod";
import { RefusalCode as m } from "../platform/messages.js";
import { IsoDate, Percent, WholeNumber } from "../platform/validation.js";
import { ReceivingAccountDto } from "../fleet/top-up.js";

/** A hold lives between 5 minutes and a day before it is released (MONEY.md: e.g. 30 minutes). */
export const HOLD_EXPIRY_LIMITS = { min: 5, max: 1440 } as const;

/** The tax on the commission at a place from a day on: a province's, or its whole country's (no state). */
export const TaxRateDto = z.object({
  _id: z.string(),
  country_id: z.string(),
  country_code: z.string(),
  country_name: z.string(),
  state_id: z.string().nullable(),
  state_name: z.string().nullable(),
  rate: z.number(),
  effective_from: z.string(),
});
export type TaxRateDto = z.infer<typeof TaxRateDto>;

export const TaxRateBody = z.object({
  country_id: z.uuid({ error: m.id }),
  state_id: z.uuid({ error: m.id }).nullable().default(null),
  rate: Percent,
  effective_from: IsoDate,
});
export type TaxRateBody = z.infer<typeof TaxRateBody>;

export const HoldExpiryBody = z.object({
  hold_expiry_minutes: WholeNumber(HOLD_EXPIRY_LIMITS.max, HOLD_EXPIRY_LIMITS.min),
});
export type HoldExpiryBody = z.infer<typeof HoldExpiryBody>;

export const PlatformSettingsDto = z.object({
  hold_expiry_minutes: z.number().int(),
  tax_rates: z.array(TaxRateDto),
  receiving_accounts: z.array(ReceivingAccountDto.extend({ country: z.string() })),
});
export type PlatformSettingsDto = z.infer<typeof PlatformSettingsDto>;
