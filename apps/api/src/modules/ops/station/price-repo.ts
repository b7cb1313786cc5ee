import type { FuelPriceListQuery, FuelType, StationFuelPriceListQuery } from "@pitlane/domain";
import { and, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { countRows, pageOf } from "../../../db/paging.js";
import { countries, fuelPrices } from "../../../db/schema/index.js";

export type FuelPriceRow = typeof fuelPrices.$inferSelect;

/** Whose price at which moment: a country's (station null) or one station's own. */
export interface PriceMoment {
  countryId: string;
  stationId: string | null;
  fuelType: FuelType;
  effectiveAt: Date;
}

const ofOwner = (owner: Pick<PriceMoment, "countryId" | "stationId">) =>
  owner.stationId === null
    ? and(eq(fuelPrices.countryId, owner.countryId), isNull(fuelPrices.stationId))
    : eq(fuelPrices.stationId, owner.stationId);

/** The same owner, fuel and moment: what the unique indexes keep to one row. */
const atMoment = (moment: PriceMoment) =>
  and(ofOwner(moment), eq(fuelPrices.fuelType, moment.fuelType), eq(fuelPrices.effectiveAt, moment.effectiveAt));

/** Fuel prices by the moment they start from: history kept, newest first. */
export function createPriceRepo(db: Db) {
  function history(where: SQL | undefined, q: { page: number; limit: number }) {
    return pageOf(
      db,
      db.select().from(fuelPrices).where(where).orderBy(desc(fuelPrices.effectiveAt), desc(fuelPrices.id)),
      countRows(db, fuelPrices, where),
      q,
    );
  }

  return {
    countryHistory: (q: FuelPriceListQuery) =>
      history(
        and(ofOwner({ countryId: q.country_id, stationId: null }), q.fuel_type && eq(fuelPrices.fuelType, q.fuel_type)),
        q,
      ),

    stationHistory: (stationId: string, q: StationFuelPriceListQuery) =>
      history(and(eq(fuelPrices.stationId, stationId), q.fuel_type && eq(fuelPrices.fuelType, q.fuel_type)), q),

    /**
     * The country's code, its row locked until the transaction ends (null for no such country): two
     * changes of its prices wait for each other, so the audit's "before" is the row replaced. A
     * no-key lock, which nothing referring to the country waits for.
     */
    async lockCountry(tx: Db, countryId: string): Promise<string | null> {
      const [row] = await tx
        .select({ iso2: countries.iso2 })
        .from(countries)
        .where(eq(countries.id, countryId))
        .for("no key update");
      return row?.iso2 ?? null;
    },

    /** Countries with their names, by code. */
    countriesByCode(codes: string[]) {
      return db
        .select({ id: countries.id, iso2: countries.iso2, name: countries.name, nameArabic: countries.nameArabic })
        .from(countries)
        .where(inArray(countries.iso2, codes))
        .orderBy(countries.name);
    },

    async atMoment(tx: Db, moment: PriceMoment): Promise<FuelPriceRow | null> {
      const [row] = await tx.select().from(fuelPrices).where(atMoment(moment));
      return row ?? null;
    },

    /** The price from its moment on; the same owner, fuel and moment again replaces that row's price. */
    async set(
      tx: Db,
      row: PriceMoment & { currency: string; price: number; createdBy: string },
    ): Promise<FuelPriceRow> {
      const replace = { price: row.price, currency: row.currency, createdBy: row.createdBy, createdAt: sql`now()` };
      const [saved] = await tx
        .insert(fuelPrices)
        .values(row)
        .onConflictDoUpdate(
          row.stationId === null
            ? {
                target: [fuelPrices.countryId, fuelPrices.fuelType, fuelPrices.effectiveAt],
                targetWhere: isNull(fuelPrices.stationId),
                set: replace,
              }
            : {
                target: [fuelPrices.stationId, fuelPrices.fuelType, fuelPrices.effectiveAt],
                targetWhere: sql`${fuelPrices.stationId} is not null`,
                set: replace,
              },
        )
        .returning();
      if (!saved) throw new Error("a fuel price neither inserted nor replaced");
      return saved;
    },
  };
}

export type PriceRepo = ReturnType<typeof createPriceRepo>;
