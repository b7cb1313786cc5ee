import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../client.js";
import { countries, platformSettings, states, taxRates } from "../schema/index.js";

/**
 * The tax on the platform's commission where the first companies are (MONEY.md): in Pakistan a
 * service taxed by the province, in Saudi Arabia VAT for the whole country. Rates change by date;
 * the operations console adds the next ones.
 */
const FIRST_TAX_RATES = [
  { country: "PK", state: "PB", rateBp: 1600, effectiveFrom: "2025-07-01" },
  { country: "PK", state: "SD", rateBp: 1500, effectiveFrom: "2025-07-01" },
  { country: "PK", state: "KP", rateBp: 1500, effectiveFrom: "2025-07-01" },
  { country: "PK", state: "BA", rateBp: 1500, effectiveFrom: "2025-07-01" },
  { country: "PK", state: "IS", rateBp: 1600, effectiveFrom: "2025-07-01" },
  { country: "SA", state: null, rateBp: 1500, effectiveFrom: "2020-07-01" },
] as const;

/** The platform's settings row and, on a database without any, the first tax rates. Runs on every start. */
export async function seedPlatformDefaults(db: Db): Promise<void> {
  await db.insert(platformSettings).values({ id: 1 }).onConflictDoNothing();
  const [existing] = await db.select({ n: count() }).from(taxRates);
  if ((existing?.n ?? 0) > 0) return;
  const places = await db
    .select({ countryId: countries.id, iso2: countries.iso2, stateId: states.id, code: states.code })
    .from(countries)
    .leftJoin(states, eq(states.countryId, countries.id))
    .where(and(inArray(countries.iso2, ["PK", "SA"])));
  const rows = FIRST_TAX_RATES.flatMap((rate) => {
    const place = places.find((p) => p.iso2 === rate.country && (rate.state === null || p.code === rate.state));
    if (!place) return [];
    const stateId = rate.state === null ? null : place.stateId;
    return [{ countryId: place.countryId, stateId, rateBp: rate.rateBp, effectiveFrom: rate.effectiveFrom }];
  });
  if (rows.length > 0) await db.insert(taxRates).values(rows).onConflictDoNothing();
}
