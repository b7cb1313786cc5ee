import { z } from "zod";
import {
  Currency,
  Email,
  NullableId,
  Percent,
  Phone,
  TimeZone,
  nullableText,
  requiredText,
} from "../platform/validation.js";

export const DEFAULT_VAT_RATE = 10;

/** VAT as a percentage with at most two decimals (stored as basis points). */
export const VatRate = Percent;

/** A full update: every field is sent, nullable ones as null, so a client that leaves one out is refused rather than erasing it. */
export const ShopEditBody = z.object({
  shop_name: requiredText(120),
  phone: Phone,
  email: Email,
  address: nullableText(300),
  country_id: NullableId,
  state_id: NullableId,
  city_id: NullableId,
  currency: Currency,
  vat_rate: VatRate,
  logo: NullableId,
  /** The seller's VAT registration number printed on invoices; left out, it stays as it is. */
  vat_number: nullableText(20).optional(),
  /** The IANA zone of the shop's wall clock; left out, it stays as it is. */
  time_zone: TimeZone.optional(),
});
export type ShopEditBody = z.infer<typeof ShopEditBody>;

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
  vat_number: z.string().nullable(),
  /** The IANA zone every date and time of the shop is read and shown in. */
  time_zone: z.string(),
  /** The ISO 3166 code of the shop's country (its weekend), when it has one. */
  country_code: z.string().nullable(),
});
export type ShopDto = z.infer<typeof ShopDto>;
