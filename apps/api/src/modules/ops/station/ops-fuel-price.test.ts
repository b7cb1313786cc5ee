import { opsStationEndpoints as endpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fuelPrices, opsAudit } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { findCountry, usePlaces } from "../../../test/factories/location.js";
import { createOpsUser } from "../../../test/factories/ops.js";
import { addStation } from "../../../test/factories/ops-station.js";
import { invalidEnvelope, opsRefusals, refusalsOf } from "../../../test/refusals.js";

/** Noon in Karachi on 10 June 2031, until a test moves the clock. Each test prices its own years. */
let now = new Date("2031-06-10T07:00:00Z");
const t = useTestApp({}, { clock: () => now });
const places = usePlaces(t);
const { itRefusesWithoutSession, itRefusesWithoutPermission } = opsRefusals;
const reviewerTitle = "answers 403 to a reviewer";

const auditOfPrice = (priceId: string) => t.db.select().from(opsAudit).where(eq(opsAudit.targetId, priceId));

async function setCountryPrice(token: string, body: Record<string, unknown>) {
  const res = await t.api.call(endpoints.setCountryPrice, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result!;
}

async function setStationPrice(token: string, stationId: string, body: Record<string, unknown>) {
  const res = await t.api.call(endpoints.setStationPrice, { token, params: { stationId }, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result!;
}

describe("POST /ops/api/fuel-prices", () => {
  const body = (overrides: object = {}) => ({
    country_id: places.pakistan,
    fuel_type: "petrol",
    price: 2_728_900,
    effective_at: "2031-06-16T00:00:00+05:00",
    ...overrides,
  });

  itRefusesWithoutSession(t, endpoints.setCountryPrice, () => ({ body: body() }));

  it("answers 400 naming the field for a price, fuel, moment or country it cannot take, adding nothing", async () => {
    const admin = await createOpsUser(t);
    const effective_at = "2040-01-01T00:00:00+05:00";
    const refuse = refusalsOf(t, endpoints.setCountryPrice, { token: admin.token }, (o: object) =>
      body({ effective_at, ...o }),
    );
    await refuse({ price: 0 }, "price: must be at least 1");
    await refuse({ price: 272.89 }, "price: must be a whole number");
    await refuse({ price: 1_000_000_001 }, "price: must be at most 1000000000");
    await refuse({ price: undefined }, "price: is required");
    await refuse({ fuel_type: "kerosene" }, "fuel_type: is not one of the choices");
    await refuse({ fuel_type: undefined }, "fuel_type: is required");
    await refuse(
      { effective_at: "2040-01-01T00:00:00" },
      "effective_at: must be a date and time with its offset, such as 2026-01-31T09:00:00+05:00",
    );
    await refuse({ country_id: undefined }, "country_id: is required");
    await refuse({ country_id: crypto.randomUUID() }, "country_id: is not a known country");
    await refuse(
      { country_id: await findCountry(t, "United Arab Emirates") },
      "country_id: is not a country whose currency the platform supports (PKR or SAR)",
    );
    expect(
      await t.db
        .select()
        .from(fuelPrices)
        .where(eq(fuelPrices.effectiveAt, new Date(effective_at))),
    ).toEqual([]);
  });

  it("answers 403 to a reviewer, adding nothing", async () => {
    const reviewer = await createOpsUser(t, "reviewer");
    const effectiveAt = "2041-01-01T00:00:00+05:00";
    const res = await t.api.call(endpoints.setCountryPrice, {
      token: reviewer.token,
      body: body({ effective_at: effectiveAt }),
    });
    expect(res.status).toBe(403);
    expect(
      await t.db
        .select()
        .from(fuelPrices)
        .where(eq(fuelPrices.effectiveAt, new Date(effectiveAt))),
    ).toEqual([]);
  });

  it("prices a fuel in the country's currency from a moment on; the same moment again replaces it, each audited", async () => {
    const admin = await createOpsUser(t);
    const first = await setCountryPrice(admin.token, {
      country_id: places.saudiArabia,
      fuel_type: "diesel",
      price: 16_600,
      effective_at: "2031-07-01T00:00:00+03:00",
    });
    expect(first).toEqual({
      _id: expect.any(String),
      country_id: places.saudiArabia,
      station_id: null,
      fuel_type: "diesel",
      price: 16_600,
      currency: "SAR",
      effective_at: "2031-06-30T21:00:00.000Z",
      created_at: expect.any(String),
    });
    const again = await setCountryPrice(admin.token, {
      country_id: places.saudiArabia,
      fuel_type: "diesel",
      price: 17_100,
      effective_at: "2031-06-30T21:00:00Z",
    });
    expect(again).toMatchObject({ _id: first._id, price: 17_100, currency: "SAR" });
    const trail = await auditOfPrice(first._id);
    const kept = {
      country_code: "SA",
      station_id: null,
      fuel_type: "diesel",
      currency: "SAR",
      effective_at: "2031-06-30T21:00:00.000Z",
    };
    expect(trail.map(({ action, targetType, before, after }) => ({ action, targetType, before, after }))).toEqual([
      { action: "fuel_price.set", targetType: "fuel_price", before: null, after: { ...kept, price: 16_600 } },
      {
        action: "fuel_price.set",
        targetType: "fuel_price",
        before: { ...kept, price: 16_600 },
        after: { ...kept, price: 17_100 },
      },
    ]);
  });
});

describe("GET /ops/api/fuel-prices", () => {
  itRefusesWithoutSession(t, endpoints.countryPrices, () => ({ query: { country_id: places.pakistan } }));
  itRefusesWithoutPermission(t, endpoints.countryPrices, {
    title: reviewerTitle,
    call: () => ({ query: { country_id: places.pakistan } }),
  });

  it("answers 400 naming country_id when there is none or it is not an id", async () => {
    const admin = await createOpsUser(t);
    const missing = await t.api.call(endpoints.countryPrices, { token: admin.token });
    expect(missing.body).toEqual(invalidEnvelope("country_id: is required"));
    const bad = await t.api.call(endpoints.countryPrices, { token: admin.token, query: { country_id: "PK" } });
    expect(bad.body).toEqual(invalidEnvelope("country_id: must be a valid id"));
  });

  it("keeps the history newest first, scheduled prices included and stations' own left out; filters by fuel", async () => {
    const admin = await createOpsUser(t);
    const saudi = { country_id: places.saudiArabia };
    const july = await setCountryPrice(admin.token, {
      ...saudi,
      fuel_type: "hi_octane",
      price: 23_300,
      effective_at: "2032-07-01T00:00:00+03:00",
    });
    const june = await setCountryPrice(admin.token, {
      ...saudi,
      fuel_type: "hi_octane",
      price: 23_100,
      effective_at: "2032-06-01T00:00:00+03:00",
    });
    const petrol = await setCountryPrice(admin.token, {
      ...saudi,
      fuel_type: "petrol",
      price: 21_800,
      effective_at: "2032-06-15T00:00:00+03:00",
    });
    const station = await addStation(t, admin.token, places, {
      country_id: places.saudiArabia,
      state_id: places.riyadhRegion,
      city_id: places.riyadh,
    });
    await setStationPrice(admin.token, station._id, {
      fuel_type: "hi_octane",
      price: 22_900,
      effective_at: "2032-06-20T00:00:00+03:00",
    });
    const list = async (query: Record<string, string>) =>
      (await t.api.call(endpoints.countryPrices, { token: admin.token, query: { ...saudi, ...query } })).body.result!;
    const hiOctane = await list({ fuel_type: "hi_octane" });
    expect(hiOctane.items.slice(0, 2).map((price) => price._id)).toEqual([july._id, june._id]);
    expect(hiOctane.items.every((price) => price.station_id === null && price.fuel_type === "hi_octane")).toBe(true);
    const all = (await list({ limit: "100" })).items.map((price) => price._id);
    expect(all.indexOf(july._id)).toBeLessThan(all.indexOf(petrol._id));
    expect(all.indexOf(petrol._id)).toBeLessThan(all.indexOf(june._id));
    const pakistan = await t.api.call(endpoints.countryPrices, {
      token: admin.token,
      query: { country_id: places.pakistan, limit: "100" },
    });
    expect(pakistan.body.result!.items.map((price) => price._id)).not.toContain(july._id);
  });
});

describe("GET /ops/api/fuel-prices/in-force", () => {
  itRefusesWithoutSession(t, endpoints.countryPricesInForce);
  itRefusesWithoutPermission(t, endpoints.countryPricesInForce, { title: reviewerTitle });

  it("answers 400 naming at when it has no offset", async () => {
    const admin = await createOpsUser(t);
    const res = await t.api.call(endpoints.countryPricesInForce, {
      token: admin.token,
      query: { at: "2033-01-01 10:00" },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("date_time");
  });

  it("answers each priced country's price of each fuel in force now, or at a given moment; a scheduled one not yet", async () => {
    const admin = await createOpsUser(t);
    const pk = { country_id: places.pakistan, fuel_type: "diesel" };
    const first = await setCountryPrice(admin.token, {
      ...pk,
      price: 2_552_000,
      effective_at: "2033-01-01T00:00:00+05:00",
    });
    const second = await setCountryPrice(admin.token, {
      ...pk,
      price: 2_798_500,
      effective_at: "2033-01-16T00:00:00+05:00",
    });
    const inForce = async (at?: string) => {
      const res = await t.api.call(endpoints.countryPricesInForce, { token: admin.token, query: at ? { at } : {} });
      expect(res.status).toBe(200);
      return res.body.result!;
    };
    const dieselIn = async (at?: string) =>
      (await inForce(at)).find((row) => row.country_code === "PK" && row.fuel_type === "diesel");

    // Every priced country with each fuel, in its own currency.
    const rows = await inForce("2033-01-10T00:00:00Z");
    expect(new Set(rows.map((row) => `${row.country_code}:${row.fuel_type}:${row.currency}`))).toEqual(
      new Set([
        "PK:petrol:PKR",
        "PK:hi_octane:PKR",
        "PK:diesel:PKR",
        "SA:petrol:SAR",
        "SA:hi_octane:SAR",
        "SA:diesel:SAR",
      ]),
    );
    expect(await dieselIn("2033-01-10T00:00:00Z")).toEqual({
      country_id: places.pakistan,
      country_code: "PK",
      country_name: "Pakistan",
      country_name_arabic: "باكستان",
      fuel_type: "diesel",
      currency: "PKR",
      price_id: first._id,
      price: 2_552_000,
      effective_at: "2032-12-31T19:00:00.000Z",
    });
    // One second before midnight in Karachi the new price has not started; at midnight it has.
    expect(await dieselIn("2033-01-15T23:59:59+05:00")).toMatchObject({ price_id: first._id });
    expect(await dieselIn("2033-01-16T00:00:00+05:00")).toMatchObject({ price_id: second._id, price: 2_798_500 });
    // Before any price, none is in force.
    expect(await dieselIn("2000-01-01T00:00:00Z")).toMatchObject({ price_id: null, price: null, effective_at: null });
    // Left out, the moment is now: the clock's 10 June 2031, before both.
    expect((await dieselIn())!.price_id).not.toBe(second._id);
    now = new Date("2033-02-01T00:00:00Z");
    expect(await dieselIn()).toMatchObject({ price_id: second._id });
    now = new Date("2031-06-10T07:00:00Z");
  });
});

describe("the station's own prices", () => {
  itRefusesWithoutSession(t, endpoints.stationPrices, async (admin) => ({
    params: { stationId: (await addStation(t, admin.token, places))._id },
  }));
  itRefusesWithoutPermission(t, endpoints.setStationPrice, {
    title: "answers 403 to a reviewer setting one",
    call: async (admin) => ({
      params: { stationId: (await addStation(t, admin.token, places))._id },
      body: { fuel_type: "petrol", price: 2_600_000, effective_at: "2034-01-01T00:00:00+05:00" },
    }),
  });
  itRefusesWithoutPermission(t, endpoints.stationPricesInForce, {
    title: "answers 403 to a reviewer reading what it charges",
    call: async (admin) => ({ params: { stationId: (await addStation(t, admin.token, places))._id } }),
  });

  it("answers 404 station_not_found for an unknown station, on every route", async () => {
    const admin = await createOpsUser(t);
    const params = { stationId: crypto.randomUUID() };
    const body = { fuel_type: "petrol", price: 2_600_000, effective_at: "2034-01-01T00:00:00+05:00" };
    for (const res of [
      await t.api.call(endpoints.stationPrices, { token: admin.token, params }),
      await t.api.call(endpoints.setStationPrice, { token: admin.token, params, body }),
      await t.api.call(endpoints.stationPricesInForce, { token: admin.token, params }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("station_not_found");
    }
  });

  it("answers 400 fuel_not_sold for a fuel the station does not sell, and naming a bad field", async () => {
    const admin = await createOpsUser(t);
    const station = await addStation(t, admin.token, places, { fuel_types: ["diesel"] });
    const refuse = refusalsOf(t, endpoints.setStationPrice, { token: admin.token, params: { stationId: station._id } });
    const body = { fuel_type: "petrol", price: 2_600_000, effective_at: "2034-01-01T00:00:00+05:00" };
    await refuse(body, "fuel_type: is not a fuel this station sells");
    await refuse({ ...body, fuel_type: "diesel", price: -5 }, "price: must be at least 1");
    await refuse(
      { ...body, fuel_type: "diesel", country_id: places.pakistan },
      "country_id: is not a field this request takes",
    );
    expect(await t.db.select().from(fuelPrices).where(eq(fuelPrices.stationId, station._id))).toEqual([]);
  });

  it("overrides the country's price from its moment on, lists its own history, and audits it", async () => {
    const admin = await createOpsUser(t);
    const station = await addStation(t, admin.token, places, { fuel_types: ["petrol", "diesel"] });
    const country = { country_id: places.pakistan };
    await setCountryPrice(admin.token, {
      ...country,
      fuel_type: "petrol",
      price: 2_520_000,
      effective_at: "2035-01-01T00:00:00+05:00",
    });
    const diesel = await setCountryPrice(admin.token, {
      ...country,
      fuel_type: "diesel",
      price: 2_560_000,
      effective_at: "2035-01-01T00:00:00+05:00",
    });
    const own = await setStationPrice(admin.token, station._id, {
      fuel_type: "petrol",
      price: 2_499_900,
      effective_at: "2035-01-10T06:00:00+05:00",
    });
    expect(own).toMatchObject({ station_id: station._id, country_id: places.pakistan, currency: "PKR" });
    // A later country price does not end the station's own: it stays in force until its next one.
    await setCountryPrice(admin.token, {
      ...country,
      fuel_type: "petrol",
      price: 2_620_000,
      effective_at: "2035-01-16T00:00:00+05:00",
    });

    const charges = async (at: string) =>
      (
        await t.api.call(endpoints.stationPricesInForce, {
          token: admin.token,
          params: { stationId: station._id },
          query: { at },
        })
      ).body.result!;
    expect(await charges("2035-01-05T00:00:00Z")).toEqual([
      expect.objectContaining({ fuel_type: "petrol", price: 2_520_000, source: "country", currency: "PKR" }),
      expect.objectContaining({ fuel_type: "diesel", price_id: diesel._id, source: "country" }),
    ]);
    expect(await charges("2035-01-20T00:00:00Z")).toEqual([
      {
        fuel_type: "petrol",
        currency: "PKR",
        price_id: own._id,
        price: 2_499_900,
        effective_at: "2035-01-10T01:00:00.000Z",
        source: "station",
      },
      expect.objectContaining({ fuel_type: "diesel", price_id: diesel._id, source: "country" }),
    ]);
    expect(await charges("2000-01-01T00:00:00Z")).toEqual([
      expect.objectContaining({ fuel_type: "petrol", price: null, source: null }),
      expect.objectContaining({ fuel_type: "diesel", price: null, source: null }),
    ]);

    const history = await t.api.call(endpoints.stationPrices, {
      token: admin.token,
      params: { stationId: station._id },
    });
    expect(history.body.result).toMatchObject({ total: 1, items: [own] });
    expect(await auditOfPrice(own._id)).toEqual([
      expect.objectContaining({
        action: "fuel_price.set",
        actorId: admin.userId,
        after: {
          country_code: "PK",
          station_id: station._id,
          fuel_type: "petrol",
          price: 2_499_900,
          currency: "PKR",
          effective_at: "2035-01-10T01:00:00.000Z",
        },
      }),
    ]);
  });
});
