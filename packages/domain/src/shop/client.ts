import { z } from "zod";
import { ListQuery } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import {
  Email,
  OptionalEmail,
  Phone,
  VehicleYear,
  WholeNumber,
  optionalText,
  requiredText,
} from "../platform/validation.js";
import { normalizeIdentityNumber } from "../rules/identity-number.js";
import { JobCardStatus } from "./job-card.js";
import { Gender } from "./team-member.js";

/** Dashes stripped, then 13 digits or 10 starting with 1 or 2 (spec 000 section 5); stored as digits. */
export const IdentityNumber = z
  .string({ error: m.identity_number })
  .trim()
  .transform((v, ctx) => {
    const digits = normalizeIdentityNumber(v);
    if (digits === null) ctx.addIssue({ code: "custom", message: m.identity_number });
    return digits ?? "";
  });

/** Left out, null or "" all mean "none". */
const optionalIdentityNumber = z.preprocess((v) => (v === "" ? null : v), IdentityNumber.nullish());

const clientFields = {
  name: requiredText(120),
  phone: Phone,
  email: OptionalEmail,
  identity_number: optionalIdentityNumber.transform((v) => v ?? null),
  gender: Gender.nullish().transform((v) => v ?? null),
  address: optionalText(300),
  notes: optionalText(1000),
};

export const ClientCreateBody = z.object(clientFields);
export type ClientCreateBody = z.infer<typeof ClientCreateBody>;

/** A PATCH: only the fields sent change. */
export const ClientUpdateBody = z.object({
  name: clientFields.name.optional(),
  phone: clientFields.phone.optional(),
  email: z.preprocess((v) => (v === "" ? null : v), Email.nullish()),
  identity_number: optionalIdentityNumber,
  gender: Gender.nullish(),
  address: optionalText(300).optional(),
  notes: optionalText(1000).optional(),
});
export type ClientUpdateBody = z.infer<typeof ClientUpdateBody>;

/** Whether a client is in use or archived (deleted while job cards or invoices name it). */
export const CLIENT_STATUSES = ["active", "archived"] as const;
export const ClientStatus = z.enum(CLIENT_STATUSES, { error: m.choice });
export type ClientStatus = z.infer<typeof ClientStatus>;

/**
 * Search matches any part of the name, the phone or the identity number (with or without dashes);
 * the active clients unless the archived ones are asked for.
 */
export const ClientListQuery = ListQuery.extend({ status: ClientStatus.catch("active").default("active") });
export type ClientListQuery = z.infer<typeof ClientListQuery>;

export const ClientDto = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  /** Digits only. */
  identity_number: z.string().nullable(),
  /** As shown: 12345-1234567-1 for Pakistan. */
  identity_number_display: z.string().nullable(),
  gender: Gender.nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  vehicle_count: z.number().int(),
  created_at: z.string(),
  /** When it was archived; null while it is in use. */
  archived_at: z.string().nullable(),
});
export type ClientDto = z.infer<typeof ClientDto>;

/** What a delete did: erased, or archived because job cards or invoices name the client. */
export const ClientDeleteResult = z.object({ archived: z.boolean() });
export type ClientDeleteResult = z.infer<typeof ClientDeleteResult>;

const vehicleFields = {
  vehicle_type_id: z.uuid({ error: m.id }),
  make_id: z.uuid({ error: m.id }),
  model_id: z.uuid({ error: m.id }),
  plate: requiredText(20),
  year: VehicleYear.nullish().transform((v) => v ?? null),
  colour: optionalText(40),
  vin: z
    .preprocess(
      (v) => (v === "" ? null : typeof v === "string" ? v.trim().toUpperCase() : v),
      z
        .string({ error: m.vin })
        .regex(/^[A-HJ-NPR-Z0-9]{17}$/, { error: m.vin })
        .nullish(),
    )
    .transform((v) => v ?? null),
  odometer: WholeNumber(5_000_000)
    .nullish()
    .transform((v) => v ?? null),
};

export const ClientVehicleCreateBody = z.object({ client_id: z.uuid({ error: m.id }), ...vehicleFields });
export type ClientVehicleCreateBody = z.infer<typeof ClientVehicleCreateBody>;

/** A PATCH; a vehicle stays with its client. Type, make and model are checked together when any is sent. */
export const ClientVehicleUpdateBody = z.object(vehicleFields).partial();
export type ClientVehicleUpdateBody = z.infer<typeof ClientVehicleUpdateBody>;

export const ClientVehiclesQuery = z.object({ client_id: z.uuid({ error: m.id }) });

export const ClientVehicleDto = z.object({
  _id: z.string(),
  client_id: z.string(),
  vehicle_type_id: z.string(),
  vehicle_type_name: z.string(),
  vehicle_type_name_arabic: z.string(),
  make_id: z.string(),
  make_name: z.string(),
  model_id: z.string(),
  model_name: z.string(),
  plate: z.string(),
  year: z.number().int().nullable(),
  colour: z.string().nullable(),
  vin: z.string().nullable(),
  odometer: z.number().int().nullable(),
  created_at: z.string(),
});
export type ClientVehicleDto = z.infer<typeof ClientVehicleDto>;

export const VehicleHistoryQuery = z.object({ vehicle_id: z.uuid({ error: m.id }) });

/** A vehicle's service history: its job cards, newest first, with the odometer read at intake. */
export const VehicleHistoryEntryDto = z.object({
  job_card_id: z.string(),
  job_card_number: z.number().int(),
  scheduled_date: z.string(),
  status: JobCardStatus,
  branch_name_english: z.string(),
  branch_name_arabic: z.string(),
  odometer: z.number().int().nullable(),
  services: z.array(z.string()),
  invoice_id: z.string().nullable(),
  invoice_number: z.number().int().nullable(),
});
export type VehicleHistoryEntryDto = z.infer<typeof VehicleHistoryEntryDto>;
