import { MAX_CHOICES } from "@pitlane/domain";
import { and, asc, eq, ilike, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { cities, companies, stations } from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";

/**
 * The partner stations of the company's country a search finds by name, for the list's station
 * filter: any status, since a station taken off the platform keeps its purchases.
 */
export function createStationChoicesRepo(db: Db) {
  return {
    stations(companyId: string, search: string | undefined) {
      const country = db.select({ id: companies.countryId }).from(companies).where(eq(companies.id, companyId));
      return db
        .select({ id: stations.id, name: stations.name, city: cities.name })
        .from(stations)
        .innerJoin(cities, eq(cities.id, stations.cityId))
        .where(
          and(inArray(stations.countryId, country), search ? ilike(stations.name, containsPattern(search)) : undefined),
        )
        .orderBy(asc(stations.name), asc(stations.id))
        .limit(MAX_CHOICES);
    },
  };
}

export type StationChoicesRepo = ReturnType<typeof createStationChoicesRepo>;
