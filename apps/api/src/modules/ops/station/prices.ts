import {
  FUEL_TYPES,
  PRICED_COUNTRIES,
  currencyOfCountry,
  invalid,
  notFound,
  type CountryPriceInForceDto,
  type FuelPriceBody,
  type FuelPriceDto,
  type FuelPriceListQuery,
  type ListResult,
  type StationFuelPriceBody,
  type StationFuelPriceListQuery,
  type StationPriceInForceDto,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { RequestContext } from "../../../platform/route.js";
import type { Clock } from "../../../platform/tenant-zones.js";
import { recordAudit } from "../audit.js";
import { stationCurrency, toFuelPriceDto } from "./presenter.js";
import { countryPriceAt, stationPriceAt } from "./price-in-force.js";
import type { FuelPriceRow, PriceMoment, PriceRepo } from "./price-repo.js";
import type { StationRepo } from "./repo.js";

interface Deps {
  db: Db;
  stations: StationRepo;
  prices: PriceRepo;
  clock: Clock;
}

/** What the audit keeps of a price: whose, which fuel, how much in which currency, from when. */
const audited = (row: FuelPriceRow | null, countryCode: string) =>
  row && {
    country_code: countryCode,
    station_id: row.stationId,
    fuel_type: row.fuelType,
    price: row.price,
    currency: row.currency,
    effective_at: row.effectiveAt.toISOString(),
  };

const page = (rows: ListResult<FuelPriceRow>): ListResult<FuelPriceDto> => ({
  ...rows,
  items: rows.items.map(toFuelPriceDto),
});

/**
 * The price of a litre by country and fuel from a moment on, and a station's own that overrides
 * its country's. History is kept; the same owner, fuel and moment again replaces that price (a
 * scheduled one corrected), the audit keeping what it was.
 */
export function createPriceService({ db, stations, prices, clock }: Deps) {
  /** Saves the price of the moment (replacing that moment's) and audits it, inside the caller's transaction. */
  async function record(
    tx: Db,
    ctx: RequestContext,
    moment: PriceMoment,
    value: { countryCode: string; currency: string; price: number },
  ): Promise<FuelPriceDto> {
    const before = await prices.atMoment(tx, moment);
    const saved = await prices.set(tx, {
      ...moment,
      currency: value.currency,
      price: value.price,
      createdBy: ctx.userId,
    });
    await recordAudit(tx, ctx, {
      action: "fuel_price.set",
      targetType: "fuel_price",
      targetId: saved.id,
      before: audited(before, value.countryCode),
      after: audited(saved, value.countryCode),
    });
    return toFuelPriceDto(saved);
  }

  return {
    countryHistory: async (q: FuelPriceListQuery) => page(await prices.countryHistory(q)),

    /** Under the country's row lock, so the price the audit says it replaced is the one replaced. */
    setCountryPrice(ctx: RequestContext, body: FuelPriceBody): Promise<FuelPriceDto> {
      return db.transaction(async (tx) => {
        const countryCode = await prices.lockCountry(tx, body.country_id);
        if (!countryCode) throw invalid("country_id", "unknown_country");
        const currency = currencyOfCountry(countryCode);
        if (!currency) throw invalid("country_id", "country_currency");
        const moment = {
          countryId: body.country_id,
          stationId: null,
          fuelType: body.fuel_type,
          effectiveAt: new Date(body.effective_at),
        };
        return record(tx, ctx, moment, { countryCode, currency, price: body.price });
      });
    },

    /** For each country the platform prices and each fuel: the country's own price in force at `at`. */
    async countryPricesInForce(at: Date = clock()): Promise<CountryPriceInForceDto[]> {
      const countries = await prices.countriesByCode(PRICED_COUNTRIES);
      const places = countries.flatMap((country) => FUEL_TYPES.map((fuelType) => ({ country, fuelType })));
      return Promise.all(
        places.map(async ({ country, fuelType }) => {
          const row = await countryPriceAt(db, country.id, fuelType, at);
          return {
            country_id: country.id,
            country_code: country.iso2,
            country_name: country.name,
            country_name_arabic: country.nameArabic,
            fuel_type: fuelType,
            currency: stationCurrency(country.iso2),
            price_id: row?.id ?? null,
            price: row?.price ?? null,
            effective_at: row?.effectiveAt.toISOString() ?? null,
          };
        }),
      );
    },

    async stationHistory(stationId: string, q: StationFuelPriceListQuery): Promise<ListResult<FuelPriceDto>> {
      if (!(await stations.get(stationId))) throw notFound("station_not_found");
      return page(await prices.stationHistory(stationId, q));
    },

    /** A fuel the station sells (400 `fuel_not_sold` otherwise), in its country's currency; under the station's lock. */
    setStationPrice(ctx: RequestContext, stationId: string, body: StationFuelPriceBody): Promise<FuelPriceDto> {
      return db.transaction(async (tx) => {
        const locked = await stations.lock(tx, stationId);
        const station = locked && (await stations.get(stationId, tx));
        if (!station) throw notFound("station_not_found");
        if (!station.station.fuelTypes.includes(body.fuel_type)) throw invalid("fuel_type", "fuel_not_sold");
        const moment = {
          countryId: station.station.countryId,
          stationId,
          fuelType: body.fuel_type,
          effectiveAt: new Date(body.effective_at),
        };
        const countryCode = station.countryCode;
        return record(tx, ctx, moment, { countryCode, currency: stationCurrency(countryCode), price: body.price });
      });
    },

    /** What the station charges at `at` for each fuel it sells: its own latest price, else its country's. */
    async stationPricesInForce(stationId: string, at: Date = clock()): Promise<StationPriceInForceDto[]> {
      const row = await stations.get(stationId);
      if (!row) throw notFound("station_not_found");
      const { station, countryCode } = row;
      return Promise.all(
        station.fuelTypes.map(async (fuelType) => {
          const own = await stationPriceAt(db, station.id, fuelType, at);
          const price = own ?? (await countryPriceAt(db, station.countryId, fuelType, at));
          return {
            fuel_type: fuelType,
            currency: stationCurrency(countryCode),
            price_id: price?.id ?? null,
            price: price?.price ?? null,
            effective_at: price?.effectiveAt.toISOString() ?? null,
            source: own ? "station" : price ? "country" : null,
          };
        }),
      );
    },
  };
}

export type PriceService = ReturnType<typeof createPriceService>;
