import { locationEndpoints } from "@pitlane/domain";
import { beforeAll } from "vitest";
import type { TestApp } from "../app.js";

/** Ids of the reference places the tests use, looked up through the public location endpoints. */
export interface Places {
  pakistan: string;
  punjab: string;
  lahore: string;
  sindh: string;
  karachi: string;
  saudiArabia: string;
  riyadhRegion: string;
  riyadh: string;
}

function idNamed(items: { _id: string; name: string }[], name: string): string {
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`reference data has no ${name}`);
  return found._id;
}

export async function findCountry(t: TestApp, name: string): Promise<string> {
  const res = await t.api.call(locationEndpoints.countries, { query: { search: name } });
  return idNamed(res.body.result.items, name);
}

export async function findState(t: TestApp, countryId: string, name: string): Promise<string> {
  const res = await t.api.call(locationEndpoints.states, { query: { country_id: countryId, search: name } });
  return idNamed(res.body.result.items, name);
}

export async function findCity(t: TestApp, stateId: string, name: string): Promise<string> {
  const res = await t.api.call(locationEndpoints.cities, { query: { state_id: stateId, search: name } });
  return idNamed(res.body.result.items, name);
}

export async function findPlaces(t: TestApp): Promise<Places> {
  const pakistan = await findCountry(t, "Pakistan");
  const saudiArabia = await findCountry(t, "Saudi Arabia");
  const punjab = await findState(t, pakistan, "Punjab");
  const sindh = await findState(t, pakistan, "Sindh");
  const riyadhRegion = await findState(t, saudiArabia, "Riyadh");
  return {
    pakistan,
    punjab,
    lahore: await findCity(t, punjab, "Lahore"),
    sindh,
    karachi: await findCity(t, sindh, "Karachi"),
    saudiArabia,
    riyadhRegion,
    riyadh: await findCity(t, riyadhRegion, "Riyadh"),
  };
}

/** The places, looked up once before the file's tests run; read them inside tests only. */
export function usePlaces(t: TestApp): Places {
  // Filled in by beforeAll, as useTestApp fills its app.
  const places = {} as Places;
  beforeAll(async () => {
    Object.assign(places, await findPlaces(t));
  });
  return places;
}

/** What a record placed in Lahore shows of its place, in both languages. */
export const lahoreNames = (places: Places) => ({
  country_id: places.pakistan,
  state_id: places.punjab,
  city_id: places.lahore,
  country_name: "Pakistan",
  state_name: "Punjab",
  city_name: "Lahore",
  country_name_arabic: "باكستان",
  state_name_arabic: "البنجاب",
  city_name_arabic: "لاهور",
});
