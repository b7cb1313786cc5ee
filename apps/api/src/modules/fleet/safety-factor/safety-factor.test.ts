import { randomUUID } from "node:crypto";
import { safetyFactorEndpoints as endpoints, type SafetyFactorDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser } from "../../../test/factories/fleet.js";
import { findVehicleType } from "../../../test/factories/vehicle-reference.js";
import { createShop } from "../../../test/factories/shop.js";
import { FORBIDDEN, fleetRefusals, invalidEnvelope } from "../../../test/refusals.js";

const t = useTestApp();
const { itRefusesLikeEveryList, itRefusesWithoutSession, itRefusesWithoutPermission } = fleetRefusals;

const factorOf = (items: SafetyFactorDto[], name: string) => items.find((i) => i.vehicle_type_name === name)?.factor;

async function listFor(token: string) {
  const res = await t.api.call(endpoints.list, { token });
  expect(res.status).toBe(200);
  return res.body.result.items;
}

describe("GET /fueling/api/safety-factor/list", () => {
  itRefusesLikeEveryList(t, endpoints.list, {
    permission: "safety_factors.view",
    permissions: ["safety_factors.edit", "vehicles.view"],
  });

  it("answers 401 to a shop's session", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(endpoints.list, { token: shop.token });
    expect(res.status).toBe(401);
  });

  it("lists every vehicle type, by name, without a factor for a new company", async () => {
    const company = await createCompany(t);
    const res = await t.api.call(endpoints.list, { token: company.token });
    const { items, total, page, limit } = res.body.result;
    expect({ page, limit }).toEqual({ page: 1, limit: 9999 });
    expect(items).toHaveLength(total);
    expect(items.map((i) => i.vehicle_type_name)).toEqual(expect.arrayContaining(["Car", "Truck", "Rickshaw"]));
    expect(items.every((i) => i.factor === null && i.updated_at === null)).toBe(true);
    expect(items).toContainEqual({
      vehicle_type_id: await findVehicleType(t, "Truck"),
      vehicle_type_name: "Truck",
      vehicle_type_name_arabic: "شاحنة",
      factor: null,
      updated_at: null,
    });
  });

  it("searches the types by English or Arabic name", async () => {
    const company = await createCompany(t);
    const english = await t.api.call(endpoints.list, { token: company.token, query: { search: "truck" } });
    expect(english.body.result.items.map((i) => i.vehicle_type_name)).toEqual(["Truck"]);
    const arabic = await t.api.call(endpoints.list, { token: company.token, query: { search: "شاحنة" } });
    expect(arabic.body.result.total).toBe(1);
  });

  it("lets a user whose role holds safety_factors.view read the company's factors", async () => {
    const company = await createCompany(t);
    const car = await findVehicleType(t, "Car");
    await t.api.call(endpoints.update, {
      token: company.token,
      body: { factors: [{ vehicle_type_id: car, factor: 8 }] },
    });
    const viewer = await createFleetUser(t, company.companyId, { permissions: ["safety_factors.view"] });
    expect(factorOf(await listFor(viewer.token), "Car")).toBe(8);
  });
});

describe("PUT /fueling/api/safety-factor/update", () => {
  const body = async (factor: unknown) => ({
    body: { factors: [{ vehicle_type_id: await findVehicleType(t, "Car"), factor }] },
  });

  itRefusesWithoutSession(t, endpoints.update, () => body(10));

  it("answers 400 with spec 001's prompt when a factor is missing, null or empty", async () => {
    const company = await createCompany(t);
    const car = await findVehicleType(t, "Car");
    for (const entry of [
      { vehicle_type_id: car },
      { vehicle_type_id: car, factor: null },
      { vehicle_type_id: car, factor: "" },
    ]) {
      const res = await t.api.call(endpoints.update, { token: company.token, body: { factors: [entry] } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidEnvelope("factors.0.factor: Enter Factor of Safety"));
    }
  });

  it("answers 400 for a factor outside 0 to 100 or with more than two decimals, and sets none", async () => {
    const company = await createCompany(t);
    const refusals: [unknown, string][] = [
      [-1, "must be at least 0"],
      [100.5, "must be at most 100"],
      [500, "must be at most 100"],
      [10.005, "must be a percent with at most two decimals"],
      ["ten", "must be a percent with at most two decimals"],
    ];
    for (const [factor, message] of refusals) {
      const res = await t.api.call(endpoints.update, { token: company.token, ...(await body(factor)) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidEnvelope(`factors.0.factor: ${message}`));
    }
    expect(factorOf(await listFor(company.token), "Car")).toBeNull();
  });

  it("answers 400 naming the vehicle type that is not an id, not a type, or listed twice, or the missing list", async () => {
    const company = await createCompany(t);
    const car = await findVehicleType(t, "Car");
    const call = (factors: unknown) => t.api.call(endpoints.update, { token: company.token, body: { factors } });
    expect((await call([{ vehicle_type_id: "car", factor: 5 }])).body.message).toBe(
      "factors.0.vehicle_type_id: must be a valid id",
    );
    expect(
      (
        await call([
          { vehicle_type_id: car, factor: 5 },
          { vehicle_type_id: randomUUID(), factor: 5 },
        ])
      ).body,
    ).toEqual(invalidEnvelope("factors.1.vehicle_type_id: is not one of the choices"));
    expect(
      (
        await call([
          { vehicle_type_id: car, factor: 5 },
          { vehicle_type_id: car, factor: 6 },
        ])
      ).body.message,
    ).toBe("factors.1.vehicle_type_id: lists the same item twice");
    const missing = await t.api.call(endpoints.update, { token: company.token, body: {} });
    expect(missing.body.message).toBe("factors: is required");
    expect(factorOf(await listFor(company.token), "Car")).toBeNull();
  });

  itRefusesWithoutPermission(t, endpoints.update, {
    title: "answers 403 for a user without safety_factors.edit",
    permissions: ["safety_factors.view"],
    call: () => body(10),
  });

  it("sets the factors sent, keeps the others, and answers every type", async () => {
    const company = await createCompany(t);
    const [car, truck] = [await findVehicleType(t, "Car"), await findVehicleType(t, "Truck")];
    const first = await t.api.call(endpoints.update, {
      token: company.token,
      body: {
        factors: [
          { vehicle_type_id: car, factor: 10 },
          { vehicle_type_id: truck, factor: 12.5 },
        ],
      },
    });
    expect(first.status).toBe(200);
    expect(factorOf(first.body.result.items, "Car")).toBe(10);
    expect(factorOf(first.body.result.items, "Truck")).toBe(12.5);
    expect(factorOf(first.body.result.items, "Bus")).toBeNull();
    expect(first.body.result.items.find((i) => i.vehicle_type_id === car)?.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    await t.api.call(endpoints.update, {
      token: company.token,
      body: { factors: [{ vehicle_type_id: car, factor: 10.05 }] },
    });
    const items = await listFor(company.token);
    expect(factorOf(items, "Car")).toBe(10.05);
    expect(factorOf(items, "Truck")).toBe(12.5);
  });

  it("lets a user whose role holds safety_factors.edit save, and keeps each company's factors its own", async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    const editor = await createFleetUser(t, company.companyId, { permissions: ["safety_factors.edit"] });
    const res = await t.api.call(endpoints.update, { token: editor.token, ...(await body(0)) });
    expect(res.status).toBe(200);
    expect(factorOf(await listFor(company.token), "Car")).toBe(0);
    expect(factorOf(await listFor(other.token), "Car")).toBeNull();
    const viewer = await createFleetUser(t, other.companyId, { permissions: ["safety_factors.view"] });
    expect((await t.api.call(endpoints.update, { token: viewer.token, ...(await body(3)) })).body).toEqual(FORBIDDEN);
  });
});
