import { opsStationEndpoints as endpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { opsAudit, stations } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany } from "../../../test/factories/fleet.js";
import { findCountry, findState, usePlaces } from "../../../test/factories/location.js";
import { createOpsUser } from "../../../test/factories/ops.js";
import { addStation, stationBody } from "../../../test/factories/ops-station.js";
import { invalidEnvelope, notFoundEnvelope, opsRefusals, refusalEnvelope, refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
const places = usePlaces(t);
const { itRefusesWithoutSession, itRefusesWithoutPermission, itRefusesALongSearch } = opsRefusals;
const reviewerTitle = "answers 403 to a reviewer";

const auditOf = (stationId: string) => t.db.select().from(opsAudit).where(eq(opsAudit.targetId, stationId));
const stationRow = async (id: string) => (await t.db.select().from(stations).where(eq(stations.id, id)))[0];

describe("GET /ops/api/stations", () => {
  itRefusesWithoutSession(t, endpoints.list);
  itRefusesALongSearch(t, endpoints.list);
  itRefusesWithoutPermission(t, endpoints.list, { title: reviewerTitle });

  it("answers 401 to a fleet company's session", async () => {
    const company = await createCompany(t);
    expect((await t.api.call(endpoints.list, { token: company.token })).status).toBe(401);
  });

  it("answers 400 naming country_id, state_id or city_id when a filter is not an id", async () => {
    const admin = await createOpsUser(t);
    for (const field of ["country_id", "state_id", "city_id"]) {
      const res = await t.api.call(endpoints.list, { token: admin.token, query: { [field]: "pk" } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidEnvelope(`${field}: must be a valid id`));
    }
  });

  it("lists newest first, found by name, brand or city (in either language), filtered by country, province, city and status", async () => {
    const admin = await createOpsUser(t);
    const brand = `Brand ${crypto.randomUUID().slice(0, 8)}`;
    const lahore = await addStation(t, admin.token, places, { brand, name: `Liberty ${brand}` });
    const karachi = await addStation(t, admin.token, places, {
      brand,
      state_id: places.sindh,
      city_id: places.karachi,
      latitude: 24.8607,
      longitude: 67.0011,
    });
    const riyadh = await addStation(t, admin.token, places, {
      brand,
      country_id: places.saudiArabia,
      state_id: places.riyadhRegion,
      city_id: places.riyadh,
      latitude: 24.7136,
      longitude: 46.6753,
      status: "inactive",
    });
    const ids = async (query: Record<string, string>) =>
      (
        await t.api.call(endpoints.list, { token: admin.token, query: { limit: "100", ...query } })
      ).body.result!.items.map((item) => item._id);

    expect(await ids({ search: brand })).toEqual([riyadh._id, karachi._id, lahore._id]);
    expect(await ids({ search: `liberty ${brand.toUpperCase()}` })).toEqual([lahore._id]);
    expect(await ids({ search: brand, country_id: places.saudiArabia })).toEqual([riyadh._id]);
    expect(await ids({ search: brand, state_id: places.sindh })).toEqual([karachi._id]);
    expect(await ids({ search: brand, city_id: places.karachi })).toEqual([karachi._id]);
    expect(await ids({ search: brand, status: "inactive" })).toEqual([riyadh._id]);
    expect(await ids({ search: brand, status: "active" })).toEqual([karachi._id, lahore._id]);
    // The city's name finds the stations there, in English and in Arabic.
    expect(await ids({ search: "Karachi" })).toContain(karachi._id);
    expect(await ids({ search: "كراتشي" })).toContain(karachi._id);
    expect(await ids({ search: "Karachi" })).not.toContain(lahore._id);

    const page = await t.api.call(endpoints.list, {
      token: admin.token,
      query: { search: brand, limit: "2", page: "2" },
    });
    expect(page.body.result).toMatchObject({ total: 3, page: 2, limit: 2, total_capped: false });
    expect(page.body.result!.items.map((item) => item._id)).toEqual([lahore._id]);
  });
});

describe("POST /ops/api/stations", () => {
  itRefusesWithoutSession(t, endpoints.create, () => ({ body: stationBody(places) }));

  it("answers 400 naming the field for what it cannot take, adding nothing", async () => {
    const admin = await createOpsUser(t);
    const name = `Refused ${crypto.randomUUID()}`;
    const refuse = refusalsOf(t, endpoints.create, { token: admin.token }, (overrides: object) =>
      stationBody(places, { name, ...overrides }),
    );
    await refuse({ name: "  " }, "name: is required");
    await refuse({ brand: "" }, "brand: is required");
    await refuse({ address: "x".repeat(301) }, "address: is too long");
    await refuse({ city_id: null }, "city_id: is required");
    await refuse({ latitude: 91 }, "latitude: must be at most 90");
    await refuse({ longitude: -180.5 }, "longitude: must be at least -180");
    await refuse({ latitude: "31.5" }, "latitude: must be a number of degrees");
    await refuse({ longitude: undefined }, "longitude: is required");
    await refuse({ fuel_types: [] }, "fuel_types: must list at least one fuel");
    await refuse({ fuel_types: ["petrol", "kerosene"] }, "fuel_types.1: is not one of the choices");
    await refuse({ fuel_types: ["diesel", "diesel"] }, "fuel_types: lists the same item twice");
    await refuse({ status: "closed" }, "status: is not one of the choices");
    await refuse({ city_id: places.karachi }, "city_id: is not a city of the chosen state");
    await refuse({ state_id: places.riyadhRegion }, "state_id: is not a state of the chosen country");
    await refuse({ country_id: crypto.randomUUID() }, "country_id: is not a known country");
    const emirates = await findCountry(t, "United Arab Emirates");
    await refuse(
      { country_id: emirates, state_id: await findState(t, emirates, "Dubai") },
      "country_id: is not a country whose currency the platform supports (PKR or SAR)",
    );
    await refuse({ fuel_types: ["petrol"], pumps: 4 }, "pumps: is not a field this request takes");
    expect(await t.db.select().from(stations).where(eq(stations.name, name))).toEqual([]);
  });

  it("answers 403 to a reviewer, adding nothing", async () => {
    const reviewer = await createOpsUser(t, "reviewer");
    const body = stationBody(places);
    const res = await t.api.call(endpoints.create, { token: reviewer.token, body });
    expect(res.status).toBe(403);
    expect(await t.db.select().from(stations).where(eq(stations.name, body.name))).toEqual([]);
  });

  it("adds an active station with its place named, in its country's currency, and audits it", async () => {
    const admin = await createOpsUser(t);
    const { status: _, ...body } = stationBody(places, { name: "  Jail Road Filling Station  " });
    const res = await t.api.call(endpoints.create, { token: admin.token, body });
    expect(res.status).toBe(200);
    const station = res.body.result!;
    const row = await stationRow(station._id);
    expect(station).toEqual({
      _id: row!.id,
      name: "Jail Road Filling Station",
      brand: "PSO",
      address: "64 Main Boulevard, Gulberg III",
      country_id: places.pakistan,
      country_code: "PK",
      country_name: "Pakistan",
      country_name_arabic: "باكستان",
      state_id: places.punjab,
      state_name: "Punjab",
      state_name_arabic: "البنجاب",
      city_id: places.lahore,
      city_name: "Lahore",
      city_name_arabic: "لاهور",
      latitude: 31.5108,
      longitude: 74.3442,
      fuel_types: ["petrol", "hi_octane", "diesel"],
      status: "active",
      currency: "PKR",
      created_at: row!.createdAt.toISOString(),
      updated_at: row!.updatedAt.toISOString(),
    });
    expect(await auditOf(station._id)).toEqual([
      expect.objectContaining({
        actorId: admin.userId,
        actorName: admin.name,
        action: "station.add",
        targetType: "station",
        companyId: null,
        before: null,
        after: {
          name: "Jail Road Filling Station",
          brand: "PSO",
          address: "64 Main Boulevard, Gulberg III",
          country_code: "PK",
          state_name: "Punjab",
          city_name: "Lahore",
          latitude: 31.5108,
          longitude: 74.3442,
          fuel_types: ["petrol", "hi_octane", "diesel"],
          status: "active",
        },
      }),
    ]);
  });

  it("answers 409 station_name_taken for a name already used in the country, whatever its case; another country may use it", async () => {
    const admin = await createOpsUser(t);
    const first = await addStation(t, admin.token, places);
    const res = await t.api.call(endpoints.create, {
      token: admin.token,
      body: stationBody(places, { name: first.name.toUpperCase(), city_id: places.lahore }),
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(refusalEnvelope(409, "name: A station with this name already exists in this country"));
    expect(res.body.code).toBe("station_name_taken");
    const saudi = await addStation(t, admin.token, places, {
      name: first.name,
      country_id: places.saudiArabia,
      state_id: places.riyadhRegion,
      city_id: places.riyadh,
    });
    expect(saudi).toMatchObject({ name: first.name, currency: "SAR" });
  });
});

describe("GET /ops/api/stations/:stationId", () => {
  itRefusesWithoutSession(t, endpoints.get, async (admin) => ({
    params: { stationId: (await addStation(t, admin.token, places))._id },
  }));

  it("answers 400 naming stationId when it is not a uuid", async () => {
    const admin = await createOpsUser(t);
    const res = await t.api.call(endpoints.get, { token: admin.token, params: { stationId: "42" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidEnvelope("stationId: must be a valid id"));
  });

  itRefusesWithoutPermission(t, endpoints.get, {
    title: reviewerTitle,
    call: async (admin) => ({ params: { stationId: (await addStation(t, admin.token, places))._id } }),
  });

  it("answers 404 station_not_found for an unknown station, and shows a known one", async () => {
    const admin = await createOpsUser(t);
    const missing = await t.api.call(endpoints.get, { token: admin.token, params: { stationId: crypto.randomUUID() } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(notFoundEnvelope("Station"));
    const station = await addStation(t, admin.token, places);
    const res = await t.api.call(endpoints.get, { token: admin.token, params: { stationId: station._id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual(station);
  });
});

describe("PUT /ops/api/stations/:stationId", () => {
  const update = (token: string, stationId: string, body: unknown) =>
    t.api.call(endpoints.update, { token, params: { stationId }, body });

  itRefusesWithoutSession(t, endpoints.update, async (admin) => ({
    params: { stationId: (await addStation(t, admin.token, places))._id },
    body: stationBody(places),
  }));

  it("answers 400 naming the field, changing nothing; a full update needs the status", async () => {
    const admin = await createOpsUser(t);
    const station = await addStation(t, admin.token, places);
    const refuse = refusalsOf(
      t,
      endpoints.update,
      { token: admin.token, params: { stationId: station._id } },
      (o: object) => stationBody(places, { name: station.name, ...o }),
    );
    await refuse({ status: undefined }, "status: is required");
    await refuse({ latitude: -90.01 }, "latitude: must be at least -90");
    expect((await stationRow(station._id))!.updatedAt.toISOString()).toBe(station.updated_at);
  });

  it("answers 403 to a reviewer, changing nothing", async () => {
    const admin = await createOpsUser(t);
    const reviewer = await createOpsUser(t, "reviewer");
    const station = await addStation(t, admin.token, places);
    const res = await update(reviewer.token, station._id, stationBody(places, { status: "inactive" }));
    expect(res.status).toBe(403);
    expect((await stationRow(station._id))!.status).toBe("active");
  });

  it("answers 404 station_not_found for an unknown station", async () => {
    const admin = await createOpsUser(t);
    const res = await update(admin.token, crypto.randomUUID(), stationBody(places));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("station_not_found");
  });

  it("answers 409 station_name_taken for another station's name in the country", async () => {
    const admin = await createOpsUser(t);
    const taken = await addStation(t, admin.token, places);
    const station = await addStation(t, admin.token, places);
    const res = await update(admin.token, station._id, stationBody(places, { name: taken.name }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("station_name_taken");
    expect((await stationRow(station._id))!.name).toBe(station.name);
  });

  it("edits the station whole (its fuels kept in the catalogue's order) and deactivates it, listed as inactive, auditing before and after", async () => {
    const admin = await createOpsUser(t);
    const station = await addStation(t, admin.token, places);
    const res = await update(
      admin.token,
      station._id,
      stationBody(places, {
        name: station.name,
        brand: "Shell",
        fuel_types: ["diesel", "petrol"],
        status: "inactive",
        state_id: places.sindh,
        city_id: places.karachi,
        latitude: 24.8138,
        longitude: 67.0295,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      _id: station._id,
      brand: "Shell",
      city_name: "Karachi",
      fuel_types: ["petrol", "diesel"],
      status: "inactive",
    });
    const inactive = await t.api.call(endpoints.list, {
      token: admin.token,
      query: { search: station.name, status: "inactive" },
    });
    expect(inactive.body.result!.items.map((item) => item._id)).toEqual([station._id]);
    const trail = await auditOf(station._id);
    expect(trail.find((entry) => entry.action === "station.edit")).toMatchObject({
      actorId: admin.userId,
      before: { brand: "PSO", city_name: "Lahore", fuel_types: ["petrol", "hi_octane", "diesel"], status: "active" },
      after: { brand: "Shell", city_name: "Karachi", fuel_types: ["petrol", "diesel"], status: "inactive" },
    });
  });

  it("keeps a station with prices of its own in its country: 409 station_has_prices", async () => {
    const admin = await createOpsUser(t);
    const station = await addStation(t, admin.token, places);
    const moved = stationBody(places, {
      name: station.name,
      country_id: places.saudiArabia,
      state_id: places.riyadhRegion,
      city_id: places.riyadh,
    });
    // Without prices of its own, a station may still move to another country.
    expect((await update(admin.token, station._id, moved)).body.result).toMatchObject({ currency: "SAR" });
    await update(admin.token, station._id, stationBody(places, { name: station.name }));
    await t.api.call(endpoints.setStationPrice, {
      token: admin.token,
      params: { stationId: station._id },
      body: { fuel_type: "petrol", price: 2_500_000, effective_at: "2030-01-01T00:00:00+05:00" },
    });
    const res = await update(admin.token, station._id, moved);
    expect(res.status).toBe(409);
    expect(res.body).toEqual(
      refusalEnvelope(409, "country_id: This station has prices of its own: it stays in its country"),
    );
    expect((await stationRow(station._id))!.countryId).toBe(places.pakistan);
  });
});
