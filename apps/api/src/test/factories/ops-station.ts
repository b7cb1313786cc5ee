import { randomBytes } from "node:crypto";
import { opsStationEndpoints, type StationDto } from "@pitlane/domain";
import { expect } from "vitest";
import type { TestApp } from "../app.js";
import type { Places } from "./location.js";

/** A valid station in Lahore, named uniquely; `overrides` changes any field. */
export function stationBody(places: Places, overrides: Record<string, unknown> = {}) {
  return {
    name: `Gulberg Service Station ${randomBytes(4).toString("hex")}`,
    brand: "PSO",
    address: "64 Main Boulevard, Gulberg III",
    country_id: places.pakistan,
    state_id: places.punjab,
    city_id: places.lahore,
    latitude: 31.5108,
    longitude: 74.3442,
    fuel_types: ["petrol", "hi_octane", "diesel"],
    status: "active",
    ...overrides,
  };
}

/** A station added through the console by the admin of `token`, as its answer shows it. */
export async function addStation(
  t: TestApp,
  token: string,
  places: Places,
  overrides: Record<string, unknown> = {},
): Promise<StationDto> {
  const res = await t.api.call(opsStationEndpoints.create, { token, body: stationBody(places, overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result!;
}
