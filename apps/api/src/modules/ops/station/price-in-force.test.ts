import type { FuelType } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { fuelPrices } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { usePlaces } from "../../../test/factories/location.js";
import { createOpsUser } from "../../../test/factories/ops.js";
import { addStation } from "../../../test/factories/ops-station.js";
import { priceInForce } from "./price-in-force.js";

/** Every statement the app sends, so a test can count what one look-up costs. */
const statements: string[] = [];
const t = useTestApp({}, { onQuery: (query) => statements.push(query) });
const places = usePlaces(t);

/** A price row as the console would write it: a country's (no station) or a station's own. */
async function price(row: { station?: string; fuel?: FuelType; price: number; from: string; countryId?: string }) {
  const [saved] = await t.db
    .insert(fuelPrices)
    .values({
      countryId: row.countryId ?? places.pakistan,
      stationId: row.station ?? null,
      fuelType: row.fuel ?? "petrol",
      currency: row.countryId === places.saudiArabia ? "SAR" : "PKR",
      price: row.price,
      effectiveAt: new Date(row.from),
    })
    .returning();
  return saved!;
}

describe("priceInForce", () => {
  it("answers the station's own latest price not after the moment, else its country's; a scheduled one is not in force yet", async () => {
    const admin = await createOpsUser(t);
    const station = await addStation(t, admin.token, places);
    const other = await addStation(t, admin.token, places);
    const at = (moment: string) => priceInForce(t.db, station._id, places.pakistan, "petrol", new Date(moment));

    expect(await at("2036-01-01T00:00:00Z")).toBeNull();
    const january = await price({ price: 2_520_000, from: "2036-01-01T00:00:00+05:00" });
    const february = await price({ price: 2_580_000, from: "2036-02-01T00:00:00+05:00" });
    await price({ fuel: "diesel", price: 2_700_000, from: "2036-01-20T00:00:00+05:00" });
    await price({ station: other._id, price: 2_400_000, from: "2036-01-05T00:00:00+05:00" });

    expect(await at("2036-01-15T00:00:00Z")).toEqual({ id: january.id, price: 2_520_000, currency: "PKR" });
    expect(await at("2036-01-31T18:59:59Z")).toMatchObject({ id: january.id });
    expect(await at("2036-01-31T19:00:00Z")).toMatchObject({ id: february.id });

    const own = await price({ station: station._id, price: 2_499_900, from: "2036-02-10T00:00:00+05:00" });
    const ownLater = await price({ station: station._id, price: 2_510_000, from: "2036-03-01T00:00:00+05:00" });
    expect(await at("2036-02-05T00:00:00Z")).toMatchObject({ id: february.id });
    expect(await at("2036-02-15T00:00:00Z")).toEqual({ id: own.id, price: 2_499_900, currency: "PKR" });
    // A newer country price does not end the station's own.
    await price({ price: 2_650_000, from: "2036-02-16T00:00:00+05:00" });
    expect(await at("2036-02-20T00:00:00Z")).toMatchObject({ id: own.id });
    expect(await at("2036-03-02T00:00:00Z")).toMatchObject({ id: ownLater.id });
    // Another station's own price is not this one's.
    expect(
      await priceInForce(t.db, other._id, places.pakistan, "petrol", new Date("2036-01-15T00:00:00Z")),
    ).toMatchObject({
      price: 2_400_000,
    });
  });

  it("reads the country's price in its currency, fuel by fuel", async () => {
    const admin = await createOpsUser(t);
    const station = await addStation(t, admin.token, places, {
      country_id: places.saudiArabia,
      state_id: places.riyadhRegion,
      city_id: places.riyadh,
    });
    const diesel = await price({
      countryId: places.saudiArabia,
      fuel: "diesel",
      price: 16_600,
      from: "2037-01-01T00:00:00+03:00",
    });
    const at = new Date("2037-01-02T00:00:00Z");
    expect(await priceInForce(t.db, station._id, places.saudiArabia, "diesel", at)).toEqual({
      id: diesel.id,
      price: 16_600,
      currency: "SAR",
    });
    expect(await priceInForce(t.db, station._id, places.saudiArabia, "hi_octane", at)).toBeNull();
  });

  it("costs one read with a price of the station's own, two without", async () => {
    const admin = await createOpsUser(t);
    const station = await addStation(t, admin.token, places, { fuel_types: ["diesel"] });
    await price({ fuel: "diesel", price: 2_700_000, from: "2038-01-01T00:00:00+05:00" });
    const cost = async () => {
      statements.length = 0;
      expect(
        await priceInForce(t.db, station._id, places.pakistan, "diesel", new Date("2038-02-01T00:00:00Z")),
      ).not.toBeNull();
      return statements.length;
    };
    expect(await cost()).toBe(2);
    await price({ station: station._id, fuel: "diesel", price: 2_690_000, from: "2038-01-15T00:00:00+05:00" });
    expect(await cost()).toBe(1);
  });
});
