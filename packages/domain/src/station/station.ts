import { z } from "zod";
import { LoginBody } from "../auth/auth.js";
import { FUEL_TYPES } from "../fleet/vocabulary.js";
import { STATION_DECLINES } from "../fleet/purchase.js";
import { RefusalCode as m } from "../platform/messages.js";
import { AmountBetween, requiredText } from "../platform/validation.js";
import { TPIN_PATTERN } from "../rules/tpin.js";

/** The header a station's own system sends its terminal key in (no cookies, no CSRF). */
export const TERMINAL_KEY_HEADER = "x-terminal-key";

/** The station's own name for one purchase: letters, digits, dot, dash, underscore; unique per station. */
const Reference = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required })
  .max(80, { error: m.too_long })
  .regex(/^[A-Za-z0-9._-]+$/, { error: m.forbidden_character });

const Litres = z
  .number({ error: m.litres })
  .gt(0, { error: m.litres, abort: true })
  .max(5_000, { error: m.max, abort: true })
  .refine((l) => Math.abs(l * 1000 - Math.round(l * 1000)) < 1e-6, { error: m.litres, abort: true });

export const FuelTypeField = z.enum(FUEL_TYPES, { error: m.choice });

export const AuthoriseBody = z
  .object({
    reference: Reference,
    /** The vehicle's QR token, as scanned, or as picked from a search by car id, plate or NFC tag. */
    vehicle: requiredText(100),
    tpin: z.string({ error: m.tpin_format }).regex(TPIN_PATTERN, { error: m.tpin_format }),
    odometer: z
      .number({ error: m.whole_number })
      .int({ error: m.whole_number })
      .min(0, { error: m.min })
      .max(9_999_999, { error: m.max }),
    fuel_type: FuelTypeField,
    /** Either the litres to pump, or the amount of fuel to buy in major units (commission and tax come on top). */
    litres: Litres.optional(),
    amount: AmountBetween(0.01).optional(),
  })
  .refine((b) => (b.litres === undefined) !== (b.amount === undefined), {
    error: m.litres_or_amount,
    path: ["litres"],
  });
export type AuthoriseBody = z.infer<typeof AuthoriseBody>;

export const CompleteBody = z.object({ litres: Litres });
export type CompleteBody = z.infer<typeof CompleteBody>;

export const ReferenceParams = z.object({ reference: Reference });

/** The two photos of a purchase: the vehicle's odometer and the pump's display. */
export const PURCHASE_PHOTOS = ["odometer", "pump"] as const;
export const PhotoParams = z.object({ reference: Reference, kind: z.enum(PURCHASE_PHOTOS, { error: m.choice }) });

export const VehicleSearchQuery = z.object({ q: requiredText(100) });

/** A vehicle found by QR token, NFC tag, car id or plate: the attendant picks it by its company. */
export const StationVehicleDto = z.object({
  vehicle: z.string(),
  company: z.string(),
  car_id: z.string(),
  plate_no: z.string(),
  fuel_types: z.array(z.enum(FUEL_TYPES)),
});
export type StationVehicleDto = z.infer<typeof StationVehicleDto>;

export const PURCHASE_STATES = ["held", "completed", "voided", "expired", "declined"] as const;

/** A purchase as the station sees it: what it may pump and what it was charged, never the company's limits. */
export const StationPurchaseDto = z.object({
  reference: z.string(),
  status: z.enum(PURCHASE_STATES),
  approved: z.boolean(),
  decline: z.enum(STATION_DECLINES).nullable(),
  fuel_type: z.enum(FUEL_TYPES),
  currency: z.string(),
  /** Per litre, in major units (4 decimals). */
  unit_price: z.number().nullable(),
  /** The most the pump may give, and what that fuel costs (the station's side: the company's commission is not its business). */
  litres_authorised: z.number().nullable(),
  amount_authorised: z.number().nullable(),
  expires_at: z.string().nullable(),
  /** At completion: what the pump gave and what that fuel cost. */
  litres: z.number().nullable(),
  amount: z.number().nullable(),
  /** Whether each photo was sent. */
  photos: z.object({ odometer: z.boolean(), pump: z.boolean() }),
  created_at: z.string(),
});
export type StationPurchaseDto = z.infer<typeof StationPurchaseDto>;

/** Who the terminal is: the station's name, what it sells and at what price now. */
export const StationTerminalDto = z.object({
  station: z.string(),
  terminal: z.string(),
  prices: z.array(z.object({ fuel_type: z.enum(FUEL_TYPES), currency: z.string(), unit_price: z.number() })),
});
export type StationTerminalDto = z.infer<typeof StationTerminalDto>;

export const StationLoginBody = LoginBody;
export type StationLoginBody = z.infer<typeof StationLoginBody>;

/** An attendant's sign-in on the terminal page: the session's token, and who and where they are. */
export const StationAuthResult = z.object({ token: z.string(), terminal: StationTerminalDto });
export type StationAuthResult = z.infer<typeof StationAuthResult>;
