import {
  addDays,
  firstOfNextMonth,
  instantAt,
  timeZoneOfCountry,
  toLitrePrice,
  todayIn,
  type FuelType,
} from "@pitlane/domain";
import { and, eq, or } from "drizzle-orm";
import { hashTerminalKey } from "../../modules/ops/station/terminal-key.js";
import type { Db } from "../client.js";
import { cities, countries, fuelPrices, stationTerminals, stationUsers, stations, states } from "../schema/index.js";
import { seededId } from "./seeded-id.js";

type City = "karachi" | "lahore" | "islamabad" | "riyadh";

/** Where the demo stations are: each city by its country's code, its province's code and its name. */
const CITIES: Record<City, { country: "PK" | "SA"; state: string; name: string }> = {
  karachi: { country: "PK", state: "SD", name: "Karachi" },
  lahore: { country: "PK", state: "PB", name: "Lahore" },
  islamabad: { country: "PK", state: "IS", name: "Islamabad" },
  riyadh: { country: "SA", state: "01", name: "Riyadh" },
};

const PAKISTAN_FUELS: FuelType[] = ["petrol", "hi_octane", "diesel"];

/**
 * The demo's partner stations. Each has one terminal whose key is `pt_demo_<slug>`, so a demo of
 * the station terminal can sign in with it (README, "Demo sign-in"); a real key is random.
 */
export const DEMO_STATIONS = [
  {
    slug: "pso-clifton",
    name: "PSO Clifton Block 5",
    brand: "PSO",
    city: "karachi",
    address: "Khayaban-e-Roomi, Block 5, Clifton",
    at: [24.8176, 67.0297],
  },
  {
    slug: "shell-shahrah-e-faisal",
    name: "Shell Shahrah-e-Faisal",
    brand: "Shell",
    city: "karachi",
    address: "Shahrah-e-Faisal, near Nursery, Block 6, PECHS",
    at: [24.8632, 67.0737],
  },
  {
    slug: "total-parco-gulshan",
    name: "Total Parco Gulshan-e-Iqbal",
    brand: "Total Parco",
    city: "karachi",
    address: "University Road, Block 10-A, Gulshan-e-Iqbal",
    at: [24.9178, 67.0975],
  },
  {
    slug: "attock-korangi",
    name: "Attock Korangi Industrial Area",
    brand: "Attock",
    city: "karachi",
    address: "Korangi Road, Sector 23, Korangi Industrial Area",
    at: [24.8283, 67.1232],
  },
  {
    slug: "pso-gulberg",
    name: "PSO Gulberg Main Boulevard",
    brand: "PSO",
    city: "lahore",
    address: "Main Boulevard, Gulberg III",
    at: [31.5108, 74.3442],
  },
  {
    slug: "shell-dha-phase-5",
    name: "Shell DHA Phase 5",
    brand: "Shell",
    city: "lahore",
    address: "Khayaban-e-Jinnah, Sector B, DHA Phase 5",
    at: [31.4637, 74.4074],
  },
  {
    slug: "total-parco-ferozepur-road",
    name: "Total Parco Ferozepur Road",
    brand: "Total Parco",
    city: "lahore",
    address: "Ferozepur Road, near Kalma Chowk",
    at: [31.5046, 74.3309],
  },
  {
    slug: "attock-thokar",
    name: "Attock Thokar Niaz Baig",
    brand: "Attock",
    city: "lahore",
    address: "Canal Bank Road, Thokar Niaz Baig",
    at: [31.4712, 74.2408],
  },
  {
    slug: "pso-blue-area",
    name: "PSO Blue Area",
    brand: "PSO",
    city: "islamabad",
    address: "Jinnah Avenue, Blue Area",
    at: [33.7104, 73.0597],
  },
  {
    slug: "shell-f-8-markaz",
    name: "Shell F-8 Markaz",
    brand: "Shell",
    city: "islamabad",
    address: "Ibn-e-Sina Road, F-8 Markaz",
    at: [33.7095, 73.0375],
  },
  {
    slug: "total-parco-g-9",
    name: "Total Parco G-9 Markaz",
    brand: "Total Parco",
    city: "islamabad",
    address: "Khayaban-e-Johar, G-9 Markaz",
    at: [33.687, 73.0298],
  },
  {
    slug: "attock-srinagar-highway",
    name: "Attock Srinagar Highway",
    brand: "Attock",
    city: "islamabad",
    address: "Srinagar Highway, near G-13",
    at: [33.6497, 72.973],
  },
  {
    slug: "aldrees-king-fahd-road",
    name: "Aldrees King Fahd Road",
    brand: "Aldrees",
    city: "riyadh",
    address: "King Fahd Road, Al Olaya",
    at: [24.6994, 46.685],
  },
  {
    slug: "sasco-northern-ring-road",
    name: "SASCO Northern Ring Road",
    brand: "SASCO",
    city: "riyadh",
    address: "Northern Ring Road, Al Nakheel",
    at: [24.759, 46.63],
  },
  {
    slug: "petromin-eastern-ring-road",
    name: "Petromin Eastern Ring Road",
    brand: "Petromin",
    city: "riyadh",
    address: "Eastern Ring Road, Exit 9, Al Rawdah",
    at: [24.742, 46.774],
  },
] as const satisfies readonly {
  slug: string;
  name: string;
  brand: string;
  city: City;
  address: string;
  at: readonly [number, number];
}[];

/** The demo key of a demo station's terminal: fixed, so a demo can use it. */
export const demoTerminalKey = (slug: string) => `pt_demo_${slug}`;

/** Attendants who sign in on the terminal page (`/station/login`) with the demo's password. */
export const DEMO_ATTENDANTS = [
  { slug: "pso-clifton", name: "Imran Qureshi", email: "attendant@pso-clifton.test" },
  { slug: "aldrees-king-fahd-road", name: "Faisal Al-Harbi", email: "attendant@aldrees-king-fahd-road.test" },
] as const;

/**
 * Pakistan's prices per litre (PKR), oldest first, one per half-month ending with the one in force
 * today; petrol also has the next half-month's, scheduled. Saudi Arabia's (SAR, 91 is petrol and 95
 * hi-octane) are set monthly and have held.
 */
const PAKISTAN_PRICES: Record<FuelType, number[]> = {
  petrol: [252.63, 256.13, 258.43, 264.61, 266.79, 272.89],
  hi_octane: [301.2, 305.5, 309.77, 315.36, 322.1, 328.54],
  diesel: [256.64, 258.95, 262.8, 269.99, 274.28, 279.65],
};
const PAKISTAN_PETROL_NEXT = 268.45;
const SAUDI_PRICES: Record<FuelType, number> = { petrol: 2.18, hi_octane: 2.33, diesel: 1.66 };
const SAUDI_MONTHS = 3;

/** The station selling hi-octane above its country's price (a premium blend), from the latest revision on. */
const OVERRIDE = { slug: "shell-dha-phase-5", fuelType: "hi_octane" as FuelType, aboveCountry: 3 };

/** The half-month revision days up to today (the 1st and the 16th), oldest first, and the next one. */
function halfMonths(today: string, count: number): { past: string[]; next: string } {
  const day = Number(today.slice(8));
  let start = `${today.slice(0, 8)}${day >= 16 ? "16" : "01"}`;
  const next = start.endsWith("16") ? firstOfNextMonth(start) : `${start.slice(0, 8)}16`;
  const past = [start];
  while (past.length < count) {
    start = start.endsWith("16") ? `${start.slice(0, 8)}01` : `${addDays(start, -1).slice(0, 8)}16`;
    past.unshift(start);
  }
  return { past, next };
}

/** The first days of the last `count` months up to today, oldest first. */
function monthStarts(today: string, count: number): string[] {
  const starts = [`${today.slice(0, 8)}01`];
  while (starts.length < count) starts.unshift(`${addDays(starts[0]!, -1).slice(0, 8)}01`);
  return starts;
}

async function cityIds(tx: Db): Promise<Map<string, { countryId: string; stateId: string; cityId: string }>> {
  const rows = await tx
    .select({
      iso2: countries.iso2,
      stateCode: states.code,
      name: cities.name,
      countryId: countries.id,
      stateId: states.id,
      cityId: cities.id,
    })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(
      or(
        ...Object.values(CITIES).map((city) =>
          and(eq(countries.iso2, city.country), eq(states.code, city.state), eq(cities.name, city.name)),
        ),
      ),
    );
  return new Map(rows.map(({ iso2, stateCode, name, ...ids }) => [`${iso2}|${stateCode}|${name}`, ids]));
}

/**
 * The demo's partner stations with a terminal each, and the price of fuel in Pakistan and Saudi
 * Arabia, inside the demo seed's transaction: one insert per table, so the start stays fast.
 */
export async function seedDemoStations(tx: Db, attendantPasswordHash: string, now: Date = new Date()): Promise<void> {
  const places = await cityIds(tx);
  const placeOf = (city: City) => {
    const { country, state, name } = CITIES[city];
    const place = places.get(`${country}|${state}|${name}`);
    if (!place) throw new Error(`reference data has no ${name} for the demo stations`);
    return place;
  };
  const inserted = await tx
    .insert(stations)
    .values(
      DEMO_STATIONS.map((station, index) => ({
        name: station.name,
        brand: station.brand,
        address: station.address,
        ...placeOf(station.city),
        latitude: station.at[0],
        longitude: station.at[1],
        fuelTypes: PAKISTAN_FUELS,
        // A minute apart, the first of the list newest: the console lists newest first.
        createdAt: new Date(now.getTime() - index * 60_000),
      })),
    )
    .returning({ id: stations.id, name: stations.name });
  const idOf = new Map(inserted.map((row) => [row.name, row.id]));
  const stationId = (slug: string) => {
    const station = DEMO_STATIONS.find((s) => s.slug === slug);
    return seededId(idOf, station?.name ?? slug, "station");
  };

  await tx.insert(stationTerminals).values(
    DEMO_STATIONS.map((station) => ({
      stationId: stationId(station.slug),
      name: "Forecourt tablet",
      keyHash: hashTerminalKey(demoTerminalKey(station.slug)),
    })),
  );
  await tx.insert(stationUsers).values(
    DEMO_ATTENDANTS.map((attendant) => ({
      stationId: stationId(attendant.slug),
      name: attendant.name,
      email: attendant.email,
      passwordHash: attendantPasswordHash,
    })),
  );

  const pakistan = placeOf("karachi").countryId;
  const saudi = placeOf("riyadh").countryId;
  const pkZone = timeZoneOfCountry("PK");
  const { past, next } = halfMonths(todayIn(pkZone, now), PAKISTAN_PRICES.petrol.length);
  const pkPrice = (fuelType: FuelType, date: string, rupees: number) => ({
    countryId: pakistan,
    fuelType,
    currency: "PKR",
    price: toLitrePrice(rupees),
    effectiveAt: instantAt(pkZone, date),
  });
  const saZone = timeZoneOfCountry("SA");
  const latestHiOctane = PAKISTAN_PRICES.hi_octane.at(-1)!;
  await tx.insert(fuelPrices).values([
    ...PAKISTAN_FUELS.flatMap((fuelType) =>
      past.map((date, index) => pkPrice(fuelType, date, PAKISTAN_PRICES[fuelType][index]!)),
    ),
    pkPrice("petrol", next, PAKISTAN_PETROL_NEXT),
    ...PAKISTAN_FUELS.flatMap((fuelType) =>
      monthStarts(todayIn(saZone, now), SAUDI_MONTHS).map((date) => ({
        countryId: saudi,
        fuelType,
        currency: "SAR",
        price: toLitrePrice(SAUDI_PRICES[fuelType]),
        effectiveAt: instantAt(saZone, date),
      })),
    ),
    {
      ...pkPrice(OVERRIDE.fuelType, past.at(-1)!, latestHiOctane + OVERRIDE.aboveCountry),
      stationId: stationId(OVERRIDE.slug),
    },
  ]);
}
