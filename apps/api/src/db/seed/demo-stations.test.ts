import { opsStationEndpoints, stationEndpoints } from "@pitlane/domain";
import { eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { priceInForce } from "../../modules/ops/station/price-in-force.js";
import { hashTerminalKey } from "../../modules/ops/station/terminal-key.js";
import { useTestApp } from "../../test/app.js";
import { createOpsUser } from "../../test/factories/ops.js";
import { fuelPrices, stationTerminals, stations } from "../schema/index.js";
import { DEMO_PASSWORD } from "../../platform/common-passwords.js";
import { hashPassword } from "../../platform/passwords.js";
import { DEMO_ATTENDANTS, DEMO_STATIONS, demoTerminalKey, seedDemoStations } from "./demo-stations.js";

/** Every statement sent, to count what the seed costs the start. */
const statements: string[] = [];
const t = useTestApp({}, { onQuery: (query) => statements.push(query) });
/** 10:00 in Karachi on 20 March 2030: the latest revision is the 16th, the next one the 1st of April. */
const now = new Date("2030-03-20T05:00:00Z");

beforeAll(async () => {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  statements.length = 0;
  await t.db.transaction((tx) => seedDemoStations(tx, passwordHash, now));
});

describe("the demo stations", () => {
  it("are fifteen in Karachi, Lahore, Islamabad and Riyadh, seeded with one read and one insert per table", async () => {
    // The places read, then stations, terminals, attendants and prices each in one statement (with the transaction's begin and commit).
    expect(statements.filter((s) => /^insert/i.test(s))).toHaveLength(4);
    expect(statements.length).toBeLessThanOrEqual(7);
    const admin = await createOpsUser(t);
    const list = await t.api.call(opsStationEndpoints.list, { token: admin.token, query: { limit: "100" } });
    const items = list.body.result!.items;
    expect(items.map((s) => s.name)).toEqual(DEMO_STATIONS.map((s) => s.name));
    const byCity = (city: string) => items.filter((s) => s.city_name === city).map((s) => s.brand);
    expect(byCity("Karachi")).toEqual(["PSO", "Shell", "Total Parco", "Attock"]);
    expect(byCity("Lahore")).toEqual(["PSO", "Shell", "Total Parco", "Attock"]);
    expect(byCity("Islamabad")).toEqual(["PSO", "Shell", "Total Parco", "Attock"]);
    expect(byCity("Riyadh")).toEqual(["Aldrees", "SASCO", "Petromin"]);
    expect(new Set(items.map((s) => s.currency))).toEqual(new Set(["PKR", "SAR"]));
    for (const station of items) {
      expect(station.fuel_types).toEqual(["petrol", "hi_octane", "diesel"]);
      expect(station.status).toBe("active");
    }
  });

  it("each have one terminal whose key is the demo's pt_demo_<slug>", async () => {
    const rows = await t.db
      .select({ name: stations.name, keyHash: stationTerminals.keyHash, revokedAt: stationTerminals.revokedAt })
      .from(stationTerminals)
      .innerJoin(stations, eq(stations.id, stationTerminals.stationId));
    expect(rows).toHaveLength(DEMO_STATIONS.length);
    for (const station of DEMO_STATIONS) {
      expect(rows.find((row) => row.name === station.name)).toEqual({
        name: station.name,
        keyHash: hashTerminalKey(demoTerminalKey(station.slug)),
        revokedAt: null,
      });
    }
    expect(demoTerminalKey("pso-clifton")).toBe("pt_demo_pso-clifton");
  });

  it("price fuel in Pakistan every half-month (one scheduled) and in Saudi Arabia monthly, with one station's own price", async () => {
    const [pso, shell, aldrees] = await Promise.all(
      ["PSO Clifton Block 5", "Shell DHA Phase 5", "Aldrees King Fahd Road"].map(
        async (name) => (await t.db.select().from(stations).where(eq(stations.name, name)))[0]!,
      ),
    );
    const charge = async (station: typeof pso, fuel: "petrol" | "hi_octane" | "diesel", at = now) =>
      priceInForce(t.db, station!.id, station!.countryId, fuel, at);
    expect(await charge(pso, "petrol")).toMatchObject({ price: 2_728_900, currency: "PKR" });
    expect(await charge(pso, "hi_octane")).toMatchObject({ price: 3_285_400 });
    expect(await charge(pso, "diesel")).toMatchObject({ price: 2_796_500 });
    expect(await charge(shell, "hi_octane")).toMatchObject({ price: 3_315_400 });
    expect(await charge(aldrees, "petrol")).toMatchObject({ price: 21_800, currency: "SAR" });
    expect(await charge(aldrees, "hi_octane")).toMatchObject({ price: 23_300 });
    expect(await charge(aldrees, "diesel")).toMatchObject({ price: 16_600 });
    // The 1st of April's petrol is scheduled: in force from Karachi's midnight on.
    expect(await charge(pso, "petrol", new Date("2030-03-31T19:00:00Z"))).toMatchObject({ price: 2_684_500 });

    const pakistanPetrol = await t.db
      .select({ at: fuelPrices.effectiveAt })
      .from(fuelPrices)
      .where(eq(fuelPrices.countryId, pso!.countryId))
      .orderBy(fuelPrices.effectiveAt);
    const days = [...new Set(pakistanPetrol.map((row) => row.at.toISOString()))];
    expect(days).toEqual([
      "2029-12-31T19:00:00.000Z",
      "2030-01-15T19:00:00.000Z",
      "2030-01-31T19:00:00.000Z",
      "2030-02-15T19:00:00.000Z",
      "2030-02-28T19:00:00.000Z",
      "2030-03-15T19:00:00.000Z",
      "2030-03-31T19:00:00.000Z",
    ]);
    const saudiDays = await t.db
      .selectDistinct({ at: fuelPrices.effectiveAt })
      .from(fuelPrices)
      .where(eq(fuelPrices.countryId, aldrees!.countryId))
      .orderBy(fuelPrices.effectiveAt);
    expect(saudiDays.map((row) => row.at.toISOString())).toEqual([
      "2029-12-31T21:00:00.000Z",
      "2030-01-31T21:00:00.000Z",
      "2030-02-28T21:00:00.000Z",
    ]);
    expect(await t.db.select().from(fuelPrices).where(isNull(fuelPrices.stationId))).toHaveLength(28);
  });
});

describe("the demo attendants", () => {
  it("sign in on the terminal page of their station with the demo's password", async () => {
    for (const attendant of DEMO_ATTENDANTS) {
      const res = await t.api.call(stationEndpoints.login, {
        body: { email: attendant.email, password: DEMO_PASSWORD },
      });
      expect(res.status).toBe(200);
      const station = DEMO_STATIONS.find((s) => s.slug === attendant.slug)!;
      expect(res.body.result!.terminal).toMatchObject({ station: station.name, terminal: attendant.name });
    }
  });
});
