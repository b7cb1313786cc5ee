import type { FuelType } from "@pitlane/domain";
import { and, desc, eq, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { fuelPrices } from "../../../db/schema/index.js";

const inForce = {
  id: fuelPrices.id,
  price: fuelPrices.price,
  currency: fuelPrices.currency,
  effectiveAt: fuelPrices.effectiveAt,
};

const fuelTypeParam = sql.placeholder("fuelType");
const atParam = sql.placeholder("at");

/**
 * The two reads, each the latest row not after the moment through its own unique index: a
 * station's own (station, fuel, effective_at) and a country's (country, fuel, effective_at, station
 * null). Prepared once per database handle: they run at the pump, on every authorisation.
 */
function prepare(db: Db) {
  return {
    station: db
      .select(inForce)
      .from(fuelPrices)
      .where(
        and(
          eq(fuelPrices.stationId, sql.placeholder("stationId")),
          eq(fuelPrices.fuelType, fuelTypeParam),
          lte(fuelPrices.effectiveAt, atParam),
        ),
      )
      .orderBy(desc(fuelPrices.effectiveAt))
      .limit(1)
      .prepare("fuel_price_of_station_at"),
    country: db
      .select(inForce)
      .from(fuelPrices)
      .where(
        and(
          eq(fuelPrices.countryId, sql.placeholder("countryId")),
          isNull(fuelPrices.stationId),
          eq(fuelPrices.fuelType, fuelTypeParam),
          lte(fuelPrices.effectiveAt, atParam),
        ),
      )
      .orderBy(desc(fuelPrices.effectiveAt))
      .limit(1)
      .prepare("fuel_price_of_country_at"),
  };
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

function readsOf(db: Db) {
  let reads = prepared.get(db);
  if (!reads) {
    reads = prepare(db);
    prepared.set(db, reads);
  }
  return reads;
}

/** The station's own latest price of the fuel not after `at`, or null. */
export async function stationPriceAt(db: Db, stationId: string, fuelType: FuelType, at: Date) {
  const [row] = await readsOf(db).station.execute({ stationId, fuelType, at: at.toISOString() });
  return row ?? null;
}

/** The country's latest price of the fuel not after `at` (no station's own), or null. */
export async function countryPriceAt(db: Db, countryId: string, fuelType: FuelType, at: Date) {
  const [row] = await readsOf(db).country.execute({ countryId, fuelType, at: at.toISOString() });
  return row ?? null;
}

/**
 * What a litre of the fuel costs at the station at `at`: the station's own latest price not after
 * that moment, else its country's latest; null when neither has one yet (a price scheduled later is
 * not in force). `price` is in hundredths of the currency's minor unit. One read, two without an
 * override of its own.
 */
export async function priceInForce(
  db: Db,
  stationId: string,
  countryId: string,
  fuelType: FuelType,
  at: Date,
): Promise<{ id: string; price: number; currency: string } | null> {
  const row =
    (await stationPriceAt(db, stationId, fuelType, at)) ?? (await countryPriceAt(db, countryId, fuelType, at));
  return row && { id: row.id, price: row.price, currency: row.currency };
}
