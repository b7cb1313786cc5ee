import { and, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import { offsetOf, type ListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { cities, countries, states } from "../../../db/schema/index.js";

type Named = typeof countries | typeof states | typeof cities;

function nameMatches(table: Named, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, "\\$&")}%`;
  return or(ilike(table.name, pattern), ilike(table.nameArabic, pattern));
}

async function page<T>(rows: Promise<T[]>, total: Promise<{ n: number }[]>, q: ListQuery) {
  const [items, [counted]] = await Promise.all([rows, total]);
  return { items, total: counted?.n ?? 0, page: q.page, limit: q.limit };
}

export function createLocationRepo(db: Db) {
  return {
    countries(q: ListQuery) {
      const where = nameMatches(countries, q.search);
      return page(
        db.select().from(countries).where(where).orderBy(asc(countries.name)).limit(q.limit).offset(offsetOf(q)),
        db.select({ n: count() }).from(countries).where(where),
        q,
      );
    },
    states(countryId: string, q: ListQuery) {
      const where = and(eq(states.countryId, countryId), nameMatches(states, q.search));
      return page(
        db.select().from(states).where(where).orderBy(asc(states.name)).limit(q.limit).offset(offsetOf(q)),
        db.select({ n: count() }).from(states).where(where),
        q,
      );
    },
    cities(stateId: string, q: ListQuery) {
      const where = and(eq(cities.stateId, stateId), nameMatches(cities, q.search));
      return page(
        db.select().from(cities).where(where).orderBy(asc(cities.name)).limit(q.limit).offset(offsetOf(q)),
        db.select({ n: count() }).from(cities).where(where),
        q,
      );
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
    async countryExists(countryId: string) {
      const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
      return row !== undefined;
    },
  };
}

export type LocationRepo = ReturnType<typeof createLocationRepo>;
