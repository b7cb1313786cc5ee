import { z } from "zod";
import { FUEL_TYPES } from "../fleet/vocabulary.js";
import { ListQuery } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { ChosenId, Currency, requiredText } from "../platform/validation.js";

/** A partner station sells or it does not: a station stopped is inactive, never deleted (purchases name it). */
export const STATION_STATUSES = ["active", "inactive"] as const;
export type StationStatus = (typeof STATION_STATUSES)[number];

export const StationParams = z.object({ stationId: z.uuid({ error: m.id }) });
export const TerminalParams = StationParams.extend({ terminalId: z.uuid({ error: m.id }) });

const isMissing = (input: unknown) => input === undefined || input === null || input === "";

/** Degrees of latitude or longitude, from -limit to limit. */
const coordinate = (limit: number) =>
  z
    .number({ error: (issue) => (isMissing(issue.input) ? m.required : m.coordinate) })
    .min(-limit, { error: m.min, abort: true })
    .max(limit, { error: m.max, abort: true });

/** Nothing chosen reads "is required"; a value that is not a choice, "is not one of the choices". */
const choiceError = (issue: { input?: unknown }) => (isMissing(issue.input) ? m.required : m.choice);

export const FuelTypeChoice = z.enum(FUEL_TYPES, { error: choiceError });

const FuelTypeList = z
  .array(FuelTypeChoice, { error: m.fuel_types_required })
  .min(1, { error: m.fuel_types_required, abort: true })
  .refine((types) => new Set(types).size === types.length, { error: m.duplicate });

/** A station as an admin edits it whole: where it is, what it sells and whether it sells now. */
export const StationBody = z.object({
  name: requiredText(120),
  brand: requiredText(80),
  address: requiredText(300),
  country_id: ChosenId,
  state_id: ChosenId,
  city_id: ChosenId,
  latitude: coordinate(90),
  longitude: coordinate(180),
  fuel_types: FuelTypeList,
  status: z.enum(STATION_STATUSES, { error: choiceError }),
});
export type StationBody = z.infer<typeof StationBody>;

/** A new station is active unless said otherwise. */
export const StationCreateBody = StationBody.extend({ status: StationBody.shape.status.default("active") });
export type StationCreateBody = z.infer<typeof StationCreateBody>;

export const StationListQuery = ListQuery.extend({
  country_id: z.uuid({ error: m.id }).optional(),
  state_id: z.uuid({ error: m.id }).optional(),
  city_id: z.uuid({ error: m.id }).optional(),
  status: z
    .enum(["all", ...STATION_STATUSES])
    .catch("all")
    .default("all"),
});
export type StationListQuery = z.infer<typeof StationListQuery>;

/** A station with its place named in both languages, and the currency its prices are in. */
export const StationDto = z.object({
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  address: z.string(),
  country_id: z.string(),
  country_code: z.string(),
  country_name: z.string(),
  country_name_arabic: z.string().nullable(),
  state_id: z.string(),
  state_name: z.string(),
  state_name_arabic: z.string().nullable(),
  city_id: z.string(),
  city_name: z.string(),
  city_name_arabic: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  fuel_types: z.array(z.enum(FUEL_TYPES)),
  status: z.enum(STATION_STATUSES),
  currency: Currency,
  created_at: z.string(),
  updated_at: z.string(),
});
export type StationDto = z.infer<typeof StationDto>;

export const TerminalBody = z.object({ name: requiredText(80) });
export type TerminalBody = z.infer<typeof TerminalBody>;

export const TerminalListQuery = ListQuery.omit({ search: true });
export type TerminalListQuery = z.infer<typeof TerminalListQuery>;

/** A station's point of sale as the console lists it: never its key, which only the answer that made it shows. */
export const TerminalDto = z.object({
  _id: z.string(),
  station_id: z.string(),
  name: z.string(),
  status: z.enum(["active", "revoked"]),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type TerminalDto = z.infer<typeof TerminalDto>;

/** A terminal just made, with its key: shown this once, kept only as a hash. */
export const NewTerminalDto = TerminalDto.extend({ key: z.string() });
export type NewTerminalDto = z.infer<typeof NewTerminalDto>;
