import { vehicleReferenceEndpoints as endpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { findVehicleMake, findVehicleType } from "../../../test/factories/vehicle-reference.js";
import { refusalEnvelope } from "../../../test/refusals.js";

const t = useTestApp();

const namesOf = (items: { name: string }[]) => items.map((item) => item.name);
const byLowerCase = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1);
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

async function modelsOf(type: string, make: string) {
  const makeId = await findVehicleMake(t, await findVehicleType(t, type), make);
  const res = await t.api.call(endpoints.models, { params: { makeId } });
  return namesOf(res.body.result.items);
}

describe("GET vehicle/api/vehicle-type", () => {
  it("is public and lists every type on one page, in name order, with Arabic names", async () => {
    const res = await t.api.call(endpoints.types, { withoutCsrf: true });
    expect(res.status).toBe(200);
    const { items, total, page, limit } = res.body.result;
    expect({ page, limit }).toEqual({ page: 1, limit: 9999 });
    expect(items).toHaveLength(total);
    expect(namesOf(items)).toEqual(
      expect.arrayContaining(["Car", "SUV", "Pickup", "Van", "Minibus", "Bus", "Truck", "Motorcycle", "Rickshaw"]),
    );
    expect(items).toContainEqual({ _id: expect.any(String), code: "car", name: "Car", name_arabic: "سيارة" });
    expect(items).toContainEqual(expect.objectContaining({ name: "Truck", name_arabic: "شاحنة" }));
    expect(namesOf(items)).toEqual([...namesOf(items)].sort(byLowerCase));
  });

  it("clamps a larger limit to 9999 and pages with a small one", async () => {
    const clamped = await t.api.call(endpoints.types, { query: { limit: 20000 } });
    expect(clamped.body.result.limit).toBe(9999);
    const first = await t.api.call(endpoints.types, { query: { limit: 3, page: 1 } });
    const second = await t.api.call(endpoints.types, { query: { limit: 3, page: 2 } });
    expect(first.body.result.items).toHaveLength(3);
    expect(second.body.result).toMatchObject({ page: 2, limit: 3, total: clamped.body.result.total });
    const firstIds = first.body.result.items.map((item) => item._id);
    expect(second.body.result.items.some((item) => firstIds.includes(item._id))).toBe(false);
  });

  it("searches by English and by Arabic name", async () => {
    const english = await t.api.call(endpoints.types, { query: { search: "motor" } });
    expect(namesOf(english.body.result.items)).toEqual(["Motorcycle"]);
    const arabic = await t.api.call(endpoints.types, { query: { search: "شاحنة" } });
    expect(namesOf(arabic.body.result.items)).toEqual(["Truck"]);
  });

  it("answers 400 for a search longer than 100 characters", async () => {
    const res = await t.api.call(endpoints.types, { query: { search: "x".repeat(101) } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^search: /);
  });
});

describe("GET vehicle/api/make/:typeId", () => {
  it("answers 400 naming typeId when it is not an id", async () => {
    const res = await t.api.call(endpoints.makes, { params: { typeId: "car" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusalEnvelope(400, "typeId: must be a valid id"));
  });

  it("answers 404 for a type that does not exist", async () => {
    const res = await t.api.call(endpoints.makes, { params: { typeId: UNKNOWN } });
    expect(res.status).toBe(404);
    expect(res.body.error_code).toBe(404);
  });

  it("lists the makes of cars sold in Pakistan and Saudi Arabia, without a session, in name order", async () => {
    const typeId = await findVehicleType(t, "Car");
    const res = await t.api.call(endpoints.makes, { params: { typeId }, query: { limit: 9999 }, withoutCsrf: true });
    expect(res.status).toBe(200);
    const names = namesOf(res.body.result.items);
    expect(names).toEqual(expect.arrayContaining(["Toyota", "Suzuki", "Honda", "Hyundai", "Kia", "Nissan"]));
    expect(names).not.toContain("Hino");
    expect(names).toEqual([...names].sort(byLowerCase));
    expect(res.body.result.items[0]).toEqual({ _id: expect.any(String), name: names[0] });
    expect(res.body.result).toMatchObject({ total: names.length, page: 1, limit: 9999 });
  });

  it("lists the truck makes, and searches within the type", async () => {
    const typeId = await findVehicleType(t, "Truck");
    const all = await t.api.call(endpoints.makes, { params: { typeId } });
    expect(namesOf(all.body.result.items)).toEqual(
      expect.arrayContaining(["Hino", "Isuzu", "Mercedes-Benz", "Mitsubishi Fuso"]),
    );
    const found = await t.api.call(endpoints.makes, { params: { typeId }, query: { search: "hin" } });
    expect(namesOf(found.body.result.items)).toEqual(["Hino"]);
  });
});

describe("GET vehicle/api/models/:makeId", () => {
  it("answers 400 naming makeId when it is not an id", async () => {
    const res = await t.api.call(endpoints.models, { params: { makeId: "toyota" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("makeId: must be a valid id");
  });

  it("answers 404 for a make that does not exist", async () => {
    const res = await t.api.call(endpoints.models, { params: { makeId: UNKNOWN } });
    expect(res.status).toBe(404);
  });

  it("lists the models of a make within its type", async () => {
    expect(await modelsOf("Car", "Toyota")).toEqual(expect.arrayContaining(["Corolla", "Yaris", "Camry"]));
    expect(await modelsOf("Car", "Toyota")).not.toContain("Hilux");
    expect(await modelsOf("Pickup", "Toyota")).toContain("Hilux");
    expect(await modelsOf("SUV", "Toyota")).toContain("Land Cruiser");
    expect(await modelsOf("Car", "Suzuki")).toEqual(expect.arrayContaining(["Alto", "Cultus", "Mehran"]));
    expect(await modelsOf("Van", "Suzuki")).toContain("Bolan");
    expect(await modelsOf("Pickup", "Suzuki")).toContain("Ravi");
    expect(await modelsOf("Car", "Honda")).toEqual(expect.arrayContaining(["City", "Civic"]));
    expect(await modelsOf("Motorcycle", "Honda")).toContain("CD 70");
    expect(await modelsOf("Motorcycle", "Yamaha")).toContain("YBR125");
    expect((await modelsOf("Rickshaw", "Sazgar")).length).toBeGreaterThan(0);
  });

  it("answers the whole list with limit=9999 and searches within the make", async () => {
    const makeId = await findVehicleMake(t, await findVehicleType(t, "Car"), "Suzuki");
    const all = await t.api.call(endpoints.models, { params: { makeId }, query: { limit: 9999 } });
    expect(all.body.result.items).toHaveLength(all.body.result.total);
    const found = await t.api.call(endpoints.models, { params: { makeId }, query: { search: "meh" } });
    expect(found.body.result).toMatchObject({ items: [{ _id: expect.any(String), name: "Mehran" }], total: 1 });
  });
});
