import { count } from "drizzle-orm";
import type { Db } from "../client.js";
import { cities, countries, states } from "../schema/index.js";
import countryRows from "./reference/countries.json" with { type: "json" };
import stateRows from "./reference/states.json" with { type: "json" };
import cityRows from "./reference/cities.json" with { type: "json" };
import { seedPlatformDefaults } from "./platform-defaults.js";
import { loadVehicleReference } from "./vehicle-reference.js";

const CHUNK = 500;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * Loads the reference data shipped in ./reference: the places once, into an empty database; the
 * vehicle types, makes and models on every start, so existing databases gain new entries (0011);
 * then the platform's defaults (settings, first tax rates), which refer to the places.
 */
export async function seedReferenceData(db: Db): Promise<boolean> {
  await loadVehicleReference(db);
  const isNew = await seedPlaces(db);
  await seedPlatformDefaults(db);
  return isNew;
}

async function seedPlaces(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(countries);
  if ((existing?.n ?? 0) > 0) return false;

  await db.transaction(async (tx) => {
    const insertedCountries = await tx
      .insert(countries)
      .values(countryRows.map((c) => ({ iso2: c.iso2, name: c.name, nameArabic: c.name_arabic })))
      .returning({ id: countries.id, iso2: countries.iso2 });
    const countryId = new Map(insertedCountries.map((c) => [c.iso2, c.id]));
    const isoOf = new Map(insertedCountries.map((c) => [c.id, c.iso2]));

    const stateId = new Map<string, string>();
    await insertInChunks(stateRows, async (chunk) => {
      const inserted = await tx
        .insert(states)
        .values(
          chunk.map((s) => ({
            countryId: mustGet(countryId, s.country_iso2),
            code: s.code,
            name: s.name,
            nameArabic: s.name_arabic,
          })),
        )
        .returning({ id: states.id, countryId: states.countryId, code: states.code });
      for (const s of inserted) stateId.set(`${isoOf.get(s.countryId)}|${s.code}`, s.id);
    });

    await insertInChunks(cityRows, (chunk) =>
      tx.insert(cities).values(
        chunk.map((c) => ({
          stateId: mustGet(stateId, `${c.country_iso2}|${c.state_code}`),
          name: c.name,
          nameArabic: c.name_arabic,
        })),
      ),
    );
  });
  return true;
}

function mustGet(map: Map<string, string>, key: string): string {
  const value = map.get(key);
  if (!value) throw new Error(`Reference data refers to an unknown entry: ${key}`);
  return value;
}
