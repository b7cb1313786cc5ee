import { z } from "zod";
import { optionalPlaceFields } from "../reference/location.js";
import { ListQuery, SortOrder } from "../platform/list.js";
import { RefusalCode } from "../platform/messages.js";
import {
  OptionalEmail,
  OptionalId,
  OptionalPhone,
  WholeNumber,
  optionalText,
  requiredText,
} from "../platform/validation.js";

/** Days a shop has to pay a supplier's delivery: none (on delivery) up to a year. */
export const MAX_PAYMENT_TERMS_DAYS = 365;

const supplierFields = {
  name: requiredText(120),
  contact_person: optionalText(120),
  phone: OptionalPhone,
  email: OptionalEmail,
  address: optionalText(300),
  country_id: OptionalId,
  state_id: OptionalId,
  city_id: OptionalId,
  tax_number: optionalText(40),
  /** Days to pay after delivery; null pays on delivery. */
  payment_terms_days: WholeNumber(MAX_PAYMENT_TERMS_DAYS)
    .nullish()
    .transform((v) => v ?? null),
  notes: optionalText(1000),
  active: z.boolean({ error: RefusalCode.boolean }),
};

export const SupplierCreateBody = z.object({ ...supplierFields, active: supplierFields.active.default(true) });
export type SupplierCreateBody = z.infer<typeof SupplierCreateBody>;

/** Built from the fields without defaults, so a PATCH that leaves `active` out does not reactivate a supplier. */
export const SupplierUpdateBody = z.object(supplierFields).partial();
export type SupplierUpdateBody = z.infer<typeof SupplierUpdateBody>;

export const SupplierStatusFilter = z.enum(["all", "active", "inactive"]);
export type SupplierStatusFilter = z.infer<typeof SupplierStatusFilter>;

/** `search` finds a part of the name, the contact person, the e-mail, the tax number or the phone's digits. */
export const SupplierListQuery = ListQuery.extend({
  status: SupplierStatusFilter.catch("all").default("all"),
  sort: z.enum(["name", "created_at"]).catch("name").default("name"),
  order: SortOrder.catch("asc").default("asc"),
});
export type SupplierListQuery = z.infer<typeof SupplierListQuery>;

export const SupplierDto = z.object({
  _id: z.string(),
  name: z.string(),
  contact_person: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  ...optionalPlaceFields,
  tax_number: z.string().nullable(),
  payment_terms_days: z.number().int().nullable(),
  notes: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupplierDto = z.infer<typeof SupplierDto>;

/** One supplier with what the shop owes it: the value received on its orders less what was paid. */
export const SupplierDetailDto = SupplierDto.extend({
  owed: z.number(),
  /** Its orders placed and not yet fully received or cancelled. */
  open_orders: z.number().int(),
});
export type SupplierDetailDto = z.infer<typeof SupplierDetailDto>;
