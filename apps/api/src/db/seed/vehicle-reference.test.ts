import { vehicleReferenceEndpoints as endpoints } from "@pitlane/domain";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.js";
import { findVehicle, findVehicleType } from "../../test/factories/vehicle-reference.js";
import { vehicleMakes, vehicleModels, vehicleTypes } from "../schema/index.js";
import {
  isVehicleReferenceLoaded,
  loadVehicleReference,
  vehicleDataset,
  type VehicleDataset,
} from "./vehicle-reference.js";

const t = useTestApp();

const sizes = async () => ({
  types: (await t.db.select({ n: count() }).from(vehicleTypes))[0]?.n,
  makes: (await t.db.select({ n: count() }).from(vehicleMakes))[0]?.n,
  models: (await t.db.select({ n: count() }).from(vehicleModels))[0]?.n,
});

const shipped = {
  types: vehicleDataset.types.length,
  makes: vehicleDataset.types.flatMap((type) => type.makes).length,
  models: vehicleDataset.types.flatMap((type) => type.makes.flatMap((make) => make.models)).length,
};

describe("the shipped vehicle dataset", () => {
  it("holds a few hundred models, each type named in Arabic, no make or model twice", () => {
    expect(shipped.models).toBeGreaterThanOrEqual(300);
    for (const type of vehicleDataset.types) {
      expect(type.name_arabic, type.code).toMatch(/[\u0600-\u06FF]/);
      const makes = type.makes.map((make) => make.name);
      expect(new Set(makes).size, type.code).toBe(makes.length);
      for (const make of type.makes) expect(new Set(make.models).size, make.name).toBe(make.models.length);
    }
    expect(new Set(vehicleDataset.types.map((type) => type.code)).size).toBe(shipped.types);
  });

  it("is in a new database exactly once, which the start-up check recognises", async () => {
    expect(await sizes()).toEqual(shipped);
    expect(await isVehicleReferenceLoaded(t.db)).toBe(true);
  });
});

describe("loading the vehicle dataset at start-up", () => {
  it("changes nothing when loaded again: same rows, same ids", async () => {
    const before = await findVehicle(t, "Car", "Toyota", "Corolla");
    await loadVehicleReference(t.db);
    await loadVehicleReference(t.db);
    expect(await sizes()).toEqual(shipped);
    expect(await findVehicle(t, "Car", "Toyota", "Corolla")).toEqual(before);
  });

  it("brings a newer dataset's types, makes and models into an existing database, keeping the old ids", async () => {
    const corolla = await findVehicle(t, "Car", "Toyota", "Corolla");
    const newer: VehicleDataset = {
      types: [
        ...vehicleDataset.types.map((type) =>
          type.code !== "car"
            ? type
            : {
                ...type,
                makes: [
                  ...type.makes.map((make) =>
                    make.name === "Toyota" ? { ...make, models: [...make.models, "Corolla Hybrid"] } : make,
                  ),
                  { name: "Tesla", models: ["Model 3"] },
                ],
              },
        ),
        { code: "tanker", name: "Tanker", name_arabic: "صهريج", makes: [{ name: "Hino", models: ["500 Tanker"] }] },
      ],
    };
    expect(await isVehicleReferenceLoaded(t.db, newer)).toBe(false);
    await loadVehicleReference(t.db, newer);
    expect(await isVehicleReferenceLoaded(t.db, newer)).toBe(true);

    expect(await findVehicle(t, "Car", "Toyota", "Corolla")).toEqual(corolla);
    const hybrid = await findVehicle(t, "Car", "Toyota", "Corolla Hybrid");
    expect(hybrid.make_id).toBe(corolla.make_id);
    await findVehicle(t, "Car", "Tesla", "Model 3");
    await findVehicle(t, "Tanker", "Hino", "500 Tanker");
    expect(await sizes()).toEqual({
      types: shipped.types + 1,
      makes: shipped.makes + 2,
      models: shipped.models + 3,
    });
  });

  it("corrects a type's names that a newer dataset spells differently", async () => {
    const carId = await findVehicleType(t, "Car");
    await t.db.update(vehicleTypes).set({ nameArabic: "عربة" }).where(eq(vehicleTypes.id, carId));
    await loadVehicleReference(t.db);
    const res = await t.api.call(endpoints.types, { query: { search: "Car" } });
    expect(res.body.result.items).toContainEqual({ _id: carId, code: "car", name: "Car", name_arabic: "سيارة" });
  });
});
