import { and, asc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { ListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { countRows, pageOf, type Pageable } from "../../../db/paging.js";
import { cities, countries, states } from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";

type Named = typeof countries | typeof states | typeof cities;

function nameMatches(table: Named, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(table.name, pattern), ilike(table.nameArabic, pattern));
}

export function createLocationRepo(db: Db) {
  /** A page of places, as every list answers it. */
  const placesPage = <Row>(rows: Pageable<Row>, table: Named, where: SQL | undefined, q: ListQuery) =>
    pageOf(db, rows, countRows(db, table, where), q);

  return {
    countries(q: ListQuery) {
      const where = nameMatches(countries, q.search);
      return placesPage(db.select().from(countries).where(where).orderBy(asc(countries.name)), countries, where, q);
    },
    states(countryId: string, q: ListQuery) {
      const where = and(eq(states.countryId, countryId), nameMatches(states, q.search));
      return placesPage(db.select().from(states).where(where).orderBy(asc(states.name)), states, where, q);
    },
    cities(stateId: string, q: ListQuery) {
      const where = and(eq(cities.stateId, stateId), nameMatches(cities, q.search));
      return placesPage(db.select().from(cities).where(where).orderBy(asc(cities.name)), cities, where, q);
    },
    /** The country of a state and the state of a city, to check that a chosen address hangs together. */
    async parentsOf(stateId: string | null, cityId: string | null) {
      const [state] = stateId
        ? await db.select({ countryId: states.countryId }).from(states).where(eq(states.id, stateId))
        : [];
      const [city] = cityId
        ? await db.select({ stateId: cities.stateId }).from(cities).where(eq(cities.id, cityId))
        : [];
      return { stateCountryId: state?.countryId ?? null, cityStateId: city?.stateId ?? null };
    },
    /** The ISO 3166 code of a country, or null when there is no such country. */
    async countryCodeOf(countryId: string) {
      const [row] = await db.select({ iso2: countries.iso2 }).from(countries).where(eq(countries.id, countryId));
      return row?.iso2 ?? null;
    },
  };
}

export type LocationRepo = ReturnType<typeof createLocationRepo>;
