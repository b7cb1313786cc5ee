import type { StationListQuery } from "@pitlane/domain";
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { countRows, matching, pageOf } from "../../../db/paging.js";
import { cities, countries, fuelPrices, states, stations } from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";

/** The unique index behind `station_name_taken`: (country, lower name). */
export const STATION_NAME_INDEX = "stations_name_uq";

export type StationWrite = Omit<typeof stations.$inferInsert, "id" | "createdAt" | "updatedAt">;

/** A station with its country's code and the names of its place in both languages, read in the same query. */
const selectStations = (db: Db) =>
  db
    .select({
      station: stations,
      countryCode: countries.iso2,
      countryName: countries.name,
      countryNameArabic: countries.nameArabic,
      stateName: states.name,
      stateNameArabic: states.nameArabic,
      cityName: cities.name,
      cityNameArabic: cities.nameArabic,
    })
    .from(stations)
    .innerJoin(countries, eq(countries.id, stations.countryId))
    .innerJoin(states, eq(states.id, stations.stateId))
    .innerJoin(cities, eq(cities.id, stations.cityId));

export type StationRow = Awaited<ReturnType<typeof selectStations>>[number];

function filters(q: StationListQuery): SQL | undefined {
  const pattern = q.search ? containsPattern(q.search) : null;
  return and(
    q.country_id ? eq(stations.countryId, q.country_id) : undefined,
    q.state_id ? eq(stations.stateId, q.state_id) : undefined,
    q.city_id ? eq(stations.cityId, q.city_id) : undefined,
    q.status === "all" ? undefined : eq(stations.status, q.status),
    pattern
      ? or(
          ilike(stations.name, pattern),
          ilike(stations.brand, pattern),
          ilike(cities.name, pattern),
          ilike(cities.nameArabic, pattern),
        )
      : undefined,
  );
}

/** The platform's partner stations: no tenant of their own, every company buys at every one. */
export function createStationRepo(db: Db) {
  return {
    /** Newest first (the created_at index); a search also reads the city's names, so its count joins them too. */
    list(q: StationListQuery) {
      const where = filters(q);
      const total = q.search
        ? matching(db).from(stations).innerJoin(cities, eq(cities.id, stations.cityId)).where(where)
        : countRows(db, stations, where);
      return pageOf(db, selectStations(db).where(where).orderBy(desc(stations.createdAt), desc(stations.id)), total, q);
    },

    async get(id: string, tx: Db = db): Promise<StationRow | null> {
      const [row] = await selectStations(tx).where(eq(stations.id, id));
      return row ?? null;
    },

    /**
     * The station locked until the transaction ends, or null: its edits, its terminals and its own
     * prices wait for one another, so what the audit says was before is what was replaced. A no-key
     * lock: purchases naming the station do not wait.
     */
    async lock(tx: Db, id: string) {
      const [row] = await tx
        .select({ countryId: stations.countryId, fuelTypes: stations.fuelTypes })
        .from(stations)
        .where(eq(stations.id, id))
        .for("no key update");
      return row ?? null;
    },

    async insert(tx: Db, row: StationWrite): Promise<string> {
      const [inserted] = await tx.insert(stations).values(row).returning({ id: stations.id });
      if (!inserted) throw new Error("a station not inserted");
      return inserted.id;
    },

    async update(tx: Db, id: string, row: StationWrite): Promise<void> {
      await tx
        .update(stations)
        .set({ ...row, updatedAt: sql`now()` })
        .where(eq(stations.id, id));
    },

    /** Whether the station has a price of its own: one row through the station's price index. */
    async hasOwnPrices(tx: Db, id: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: fuelPrices.id })
        .from(fuelPrices)
        .where(eq(fuelPrices.stationId, id))
        .limit(1);
      return !!row;
    },
  };
}

export type StationRepo = ReturnType<typeof createStationRepo>;
