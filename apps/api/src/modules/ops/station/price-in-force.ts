import type { FuelType } from "@pitlane/domain";
import { and, desc, eq, isNull, lte } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { fuelPrices } from "../../../db/schema/index.js";

/** The price of a litre at a station at `at`: the station's own latest, else its country's latest. */
export async function priceInForce(
  db: Db,
  stationId: string,
  countryId: string,
  fuelType: FuelType,
  at: Date,
): Promise<{ id: string; price: number; currency: string } | null> {
  const columns = { id: fuelPrices.id, price: fuelPrices.price, currency: fuelPrices.currency };
  const [own] = await db
    .select(columns)
    .from(fuelPrices)
    .where(and(eq(fuelPrices.stationId, stationId), eq(fuelPrices.fuelType, fuelType), lte(fuelPrices.effectiveAt, at)))
    .orderBy(desc(fuelPrices.effectiveAt))
    .limit(1);
  if (own) return own;
  const [country] = await db
    .select(columns)
    .from(fuelPrices)
    .where(
      and(
        isNull(fuelPrices.stationId),
        eq(fuelPrices.countryId, countryId),
        eq(fuelPrices.fuelType, fuelType),
        lte(fuelPrices.effectiveAt, at),
      ),
    )
    .orderBy(desc(fuelPrices.effectiveAt))
    .limit(1);
  return country ?? null;
}
