import { z } from "zod";
import { ListQuery, SortOrder } from "../platform/list.js";
import { RefusalCode as m, type RefusalCode } from "../platform/messages.js";
import {
  KmPerLitre,
  OptionalId,
  Percent,
  VehicleYear,
  WholeNumber,
  optionalText,
  requiredText,
} from "../platform/validation.js";
import { checkOdometer } from "../rules/odometer.js";
import { FLEET_STATUSES, FLEET_TYPES, FUEL_TYPES } from "./vocabulary.js";

/** Nothing chosen reads "is required"; a value not in the list, "is not one of the choices". */
const choiceError = (issue: { input?: unknown }) => (issue.input == null ? m.required : m.choice);

export const VehicleStatus = z.enum(FLEET_STATUSES, { error: choiceError });
export const FuelTypeSchema = z.enum(FUEL_TYPES, { error: choiceError });
export const FleetTypeSchema = z.enum(FLEET_TYPES, { error: choiceError });

export const MAX_ODOMETER = 10_000_000;
export const MAX_TANK_LITRES = 10_000;

const Odometer = WholeNumber(MAX_ODOMETER);
const Tank = WholeNumber(MAX_TANK_LITRES, 1);
const orNull = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

/** The fields the form edits; the add call takes them all, an update all but the first reading and the status. */
const vehicleFields = {
  car_id: requiredText(40),
  vehicle_type_id: z.uuid({ error: m.id }),
  fleet_type: FleetTypeSchema,
  make_id: z.uuid({ error: m.id }),
  model_id: z.uuid({ error: m.id }),
  variant: optionalText(80),
  cc: orNull(WholeNumber(20_000)),
  year: VehicleYear,
  color: optionalText(40),
  plate_no: requiredText(20),
  engine_no: optionalText(40),
  chassis_no: requiredText(40),
  nfc_tag: optionalText(64),
  fuel_type: FuelTypeSchema,
  secondary_fuel_type: orNull(FuelTypeSchema),
  /** Kept in hundredths. */
  consumption_rate: orNull(KmPerLitre),
  current_odometer: Odometer,
  primary_tank_limit: Tank,
  secondary_tank_limit: orNull(Tank),
  /** Percent; null takes the company's factor for the vehicle type. */
  factor_of_safety: orNull(Percent),
  rule_id: OptionalId,
};

interface SecondaryTank {
  fuel_type: string;
  secondary_fuel_type: string | null;
  secondary_tank_limit: number | null;
}

/** A second tank is a fuel type and a limit together, of another fuel than the first (spec 001 section 5). */
function checkSecondaryTank(body: SecondaryTank, ctx: z.RefinementCtx) {
  const { secondary_fuel_type: type, secondary_tank_limit: limit } = body;
  if (type !== null && limit === null)
    ctx.addIssue({ code: "custom", path: ["secondary_tank_limit"], message: m.required });
  if (type === null && limit !== null)
    ctx.addIssue({ code: "custom", path: ["secondary_fuel_type"], message: m.required });
  if (type !== null && type === body.fuel_type)
    ctx.addIssue({ code: "custom", path: ["secondary_fuel_type"], message: m.fuel_types_same });
}

/**
 * The message for a new odometer reading against the previous one (the first reading when adding,
 * the stored current reading when editing), or null when the rule of docs/decisions/0013 allows it.
 */
export function odometerMessage(reading: number, previous: number | null): RefusalCode | null {
  const result = checkOdometer(reading, previous);
  if (result === "below") return m.odometer_below_previous;
  if (result === "above") return m.odometer_above_previous;
  return null;
}

export const VehicleCreateBody = z
  .object({
    ...vehicleFields,
    initial_odometer: Odometer,
    status: VehicleStatus.default("active"),
  })
  .superRefine((body, ctx) => {
    checkSecondaryTank(body, ctx);
    const message = odometerMessage(body.current_odometer, body.initial_odometer);
    if (message) ctx.addIssue({ code: "custom", path: ["current_odometer"], message });
  });
export type VehicleCreateBody = z.infer<typeof VehicleCreateBody>;

/**
 * A full update. The first reading stays as recorded (it is the start of the vehicle's history) and
 * the status has its own call and permission; the current reading is checked against the stored one.
 */
export const VehicleUpdateBody = z.object(vehicleFields).superRefine(checkSecondaryTank);
export type VehicleUpdateBody = z.infer<typeof VehicleUpdateBody>;

export const VehicleStatusBody = z.object({ status: VehicleStatus });
export type VehicleStatusBody = z.infer<typeof VehicleStatusBody>;

/** The lists' tabs: "inactive" is every status but active (spec 001 section 4). */
export const VehicleStatusFilter = z.enum(["all", "active", "inactive"]);

export const VehicleListQuery = ListQuery.extend({
  status: VehicleStatusFilter.catch("all").default("all"),
  vehicle_type_id: z.uuid().optional().catch(undefined),
  sort: z.enum(["created_at", "car_id", "plate_no", "year"]).catch("created_at").default("created_at"),
  order: SortOrder.catch("desc").default("desc"),
});
export type VehicleListQuery = z.infer<typeof VehicleListQuery>;

/** What the export writes: every vehicle the list's search and filters find, in its order. */
export const VehicleExportQuery = VehicleListQuery.omit({ page: true, limit: true });
export type VehicleExportQuery = z.infer<typeof VehicleExportQuery>;

export const VehicleDto = z.object({
  _id: z.string(),
  car_id: z.string(),
  vehicle_type_id: z.string(),
  vehicle_type_name: z.string(),
  vehicle_type_name_arabic: z.string(),
  fleet_type: FleetTypeSchema,
  make_id: z.string(),
  make_name: z.string(),
  model_id: z.string(),
  model_name: z.string(),
  variant: z.string().nullable(),
  cc: z.number().nullable(),
  year: z.number(),
  color: z.string().nullable(),
  plate_no: z.string(),
  engine_no: z.string().nullable(),
  chassis_no: z.string(),
  nfc_tag: z.string().nullable(),
  fuel_type: FuelTypeSchema,
  secondary_fuel_type: FuelTypeSchema.nullable(),
  consumption_rate: z.number().nullable(),
  initial_odometer: z.number(),
  current_odometer: z.number(),
  primary_tank_limit: z.number(),
  secondary_tank_limit: z.number().nullable(),
  /** As set on the vehicle; null when it takes the company's factor for its type. */
  factor_of_safety: z.number().nullable(),
  /** The factor that applies: the vehicle's own, else the company's for the type (null when neither is set). */
  effective_factor_of_safety: z.number().nullable(),
  status: VehicleStatus,
  rule_id: z.string().nullable(),
  rule_name: z.string().nullable(),
  created_at: z.string(),
});
export type VehicleDto = z.infer<typeof VehicleDto>;

/** What the QR code and the sticker show; the token is what a station terminal scans. */
export const VehicleQrDto = z.object({
  _id: z.string(),
  car_id: z.string(),
  plate_no: z.string(),
  qr_token: z.string(),
});
export type VehicleQrDto = z.infer<typeof VehicleQrDto>;
