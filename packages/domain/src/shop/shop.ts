import { z } from "zod";
import { Currency, Email, OptionalId, Phone, ValidationMessage, optionalText, requiredText } from "../platform/validation.js";

export const DEFAULT_VAT_RATE = 10;

/** VAT as a percentage with at most two decimals (stored as basis points). */
export const VatRate = z
  .number({ error: ValidationMessage.vat_rate })
  .min(0, { error: ValidationMessage.vat_rate })
  .max(100, { error: ValidationMessage.vat_rate })
  .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, {
    error: ValidationMessage.vat_rate,
  });

export const ShopEditBody = z.object({
  shop_name: requiredText(120),
  phone: Phone,
  email: Email,
  address: optionalText(300),
  country_id: OptionalId,
  state_id: OptionalId,
  city_id: OptionalId,
  currency: Currency,
  vat_rate: VatRate.default(DEFAULT_VAT_RATE),
  logo: OptionalId,
});
export type ShopEditBody = z.infer<typeof ShopEditBody>;
export type ShopEditInput = z.input<typeof ShopEditBody>;

export const ShopDto = z.object({
  _id: z.string(),
  shop_name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string().nullable(),
  country_id: z.string().nullable(),
  state_id: z.string().nullable(),
  city_id: z.string().nullable(),
  currency: Currency,
  vat_rate: z.number(),
  logo: z.string().nullable(),
});
export type ShopDto = z.infer<typeof ShopDto>;
