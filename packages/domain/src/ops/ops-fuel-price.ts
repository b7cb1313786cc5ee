import { z } from "zod";
import { OffsetDateTime } from "../fleet/assignment.js";
import { FUEL_TYPES } from "../fleet/vocabulary.js";
import { ListQuery } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { ChosenId, Currency, WholeNumber } from "../platform/validation.js";
import { LITRE_PRICE_PER_MAJOR, hasLitrePriceDecimals, toLitrePrice } from "../rules/litre-price.js";
import { FuelTypeChoice } from "./ops-station.js";

/** The currency a country's fuel is priced in: the country decides, and only these are supported. */
const CURRENCY_OF_COUNTRY: Readonly<Record<string, Currency>> = { PK: "PKR", SA: "SAR" };

/** The currency of the country of this ISO 3166 code, or null for a country the platform does not price. */
export const currencyOfCountry = (iso2: string): Currency | null => CURRENCY_OF_COUNTRY[iso2] ?? null;

/** The countries whose fuel the platform prices (ISO 3166 codes). */
export const PRICED_COUNTRIES = Object.keys(CURRENCY_OF_COUNTRY);

/** The highest price per litre taken: 100,000 major units, far above any pump's. */
export const MAX_LITRE_PRICE = 100_000 * LITRE_PRICE_PER_MAJOR;

/** A price per litre as the API takes it: hundredths of the minor unit (272.89 PKR/L is 2728900). */
const LitrePrice = WholeNumber(MAX_LITRE_PRICE, 1);

/** A price per litre as a form takes it, in major units with up to four decimals, handed on as the API's integer. */
export const LitrePriceInput = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === "" ? m.required : m.litre_price,
  })
  .max(MAX_LITRE_PRICE / LITRE_PRICE_PER_MAJOR, { error: m.max, abort: true })
  .refine((major) => major > 0 && hasLitrePriceDecimals(major), { error: m.litre_price, abort: true })
  .transform(toLitrePrice);

/** A station's own price: its country and currency are the station's. */
export const StationFuelPriceBody = z.object({
  fuel_type: FuelTypeChoice,
  price: LitrePrice,
  effective_at: OffsetDateTime,
});
export type StationFuelPriceBody = z.infer<typeof StationFuelPriceBody>;

/** A country's price of a fuel from a moment on (which may be ahead: a price scheduled). */
export const FuelPriceBody = StationFuelPriceBody.extend({ country_id: ChosenId });
export type FuelPriceBody = z.infer<typeof FuelPriceBody>;

export const StationFuelPriceListQuery = ListQuery.omit({ search: true }).extend({
  fuel_type: z.enum(FUEL_TYPES).optional().catch(undefined),
});
export type StationFuelPriceListQuery = z.infer<typeof StationFuelPriceListQuery>;

export const FuelPriceListQuery = StationFuelPriceListQuery.extend({ country_id: ChosenId });
export type FuelPriceListQuery = z.infer<typeof FuelPriceListQuery>;

/** The moment a price in force is asked for; now when left out. */
export const PriceInForceQuery = z.object({ at: OffsetDateTime.optional() });
export type PriceInForceQuery = z.infer<typeof PriceInForceQuery>;

/** One price of the history: a country's (no station), or one station's own. */
export const FuelPriceDto = z.object({
  _id: z.string(),
  country_id: z.string(),
  station_id: z.string().nullable(),
  fuel_type: z.enum(FUEL_TYPES),
  /** Hundredths of the currency's minor unit per litre. */
  price: z.number().int(),
  currency: Currency,
  effective_at: z.string(),
  created_at: z.string(),
});
export type FuelPriceDto = z.infer<typeof FuelPriceDto>;

/** What a litre of a fuel costs at a moment, and from when; all null while no price has started. */
const InForce = {
  fuel_type: z.enum(FUEL_TYPES),
  currency: Currency,
  price_id: z.string().nullable(),
  price: z.number().int().nullable(),
  effective_at: z.string().nullable(),
};

/** A country's price of a fuel in force at the moment asked. */
export const CountryPriceInForceDto = z.object({
  country_id: z.string(),
  country_code: z.string(),
  country_name: z.string(),
  country_name_arabic: z.string().nullable(),
  ...InForce,
});
export type CountryPriceInForceDto = z.infer<typeof CountryPriceInForceDto>;

/** What the station charges for a fuel it sells at the moment asked: its own price, else its country's. */
export const StationPriceInForceDto = z.object({
  ...InForce,
  source: z.enum(["station", "country"]).nullable(),
});
export type StationPriceInForceDto = z.infer<typeof StationPriceInForceDto>;
