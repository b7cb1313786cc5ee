import { randomBytes } from "node:crypto";
import type { FleetStatus, FuelType } from "@pitlane/domain";
import { safetyFactors, vehicleMakes, vehicleModels, vehicleTypes, vehicles } from "../../db/schema/index.js";
import type { TestApp } from "../app.js";
import { claimKey } from "./lookups.js";

/**
 * Vehicle reference rows of the tests' own (a type, a make of it, a model of that make) and vehicles
 * inserted directly, so the fleet tests depend on neither the shipped dataset nor other routes.
 */

const unique = () => randomBytes(4).toString("hex").toUpperCase();

export interface TestVehicleModel {
  vehicleTypeId: string;
  makeId: string;
  modelId: string;
  /** Unique per call, so a file can name the type without meeting another test's. */
  typeName: string;
  makeName: string;
  modelName: string;
}

async function insertOne<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`no ${what}`);
  return row;
}

/** A type with one make and one model of it; `makeName` and `modelName` let a test make look-alikes. */
export async function createVehicleModel(
  t: TestApp,
  names: { makeName?: string; modelName?: string } = {},
): Promise<TestVehicleModel> {
  const code = unique();
  const typeName = `Van ${code}`;
  const makeName = names.makeName ?? "Suzuki";
  const modelName = names.modelName ?? "Bolan";
  const type = await insertOne(
    t.db
      .insert(vehicleTypes)
      .values({ code, name: typeName, nameArabic: `فان ${code}` })
      .returning(),
    "vehicle type",
  );
  const make = await insertOne(
    t.db.insert(vehicleMakes).values({ typeId: type.id, name: makeName }).returning(),
    "vehicle make",
  );
  const model = await insertOne(
    t.db.insert(vehicleModels).values({ makeId: make.id, name: modelName }).returning(),
    "vehicle model",
  );
  return { vehicleTypeId: type.id, makeId: make.id, modelId: model.id, typeName, makeName, modelName };
}

/** Another model of the same make. */
export async function addModel(t: TestApp, makeId: string, name: string): Promise<string> {
  return (await insertOne(t.db.insert(vehicleModels).values({ makeId, name }).returning(), "vehicle model")).id;
}

/** A valid add body for the model, with every field a fleet manager usually fills in. */
export function vehicleBody(model: VehicleModelIds, overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    car_id: `KHI-${id}`,
    vehicle_type_id: model.vehicleTypeId,
    fleet_type: "owned",
    make_id: model.makeId,
    model_id: model.modelId,
    variant: "VXR",
    cc: 800,
    year: 2022,
    color: "White",
    plate_no: `LES-${id}`,
    engine_no: `F8B-${id}`,
    chassis_no: `MA3-${id}`,
    nfc_tag: `04:${id}`,
    fuel_type: "petrol",
    consumption_rate: 11.25,
    initial_odometer: 20_000,
    current_odometer: 20_000,
    primary_tank_limit: 40,
    ...overrides,
  };
}

/** A valid full update for the model: the add body without the first reading, which an update does not take. */
export function vehicleUpdateBody(model: VehicleModelIds, overrides: Record<string, unknown> = {}) {
  const { initial_odometer: _first, ...update } = vehicleBody(model, overrides);
  return update;
}

/** The ids of a vehicle's type, make and model. */
export type VehicleModelIds = Pick<TestVehicleModel, "vehicleTypeId" | "makeId" | "modelId">;

export interface VehicleOptions {
  /** A model of the test's own, or of the shipped dataset; a new one of its own when left out. */
  model?: VehicleModelIds;
  carId?: string;
  plateNo?: string;
  chassisNo?: string;
  nfcTag?: string | null;
  fuelType?: FuelType;
  secondaryFuelType?: FuelType | null;
  currentOdometer?: number;
  status?: FleetStatus;
  ruleId?: string | null;
  year?: number;
}

/** A vehicle row of the company, as if added long ago: every fleet test's vehicles come from here. */
export async function createVehicle(t: TestApp, companyId: string, options: VehicleOptions = {}) {
  const id = unique();
  const { vehicleTypeId, makeId, modelId } = options.model ?? (await createVehicleModel(t));
  const vehicle = await insertOne(
    t.db
      .insert(vehicles)
      .values({
        companyId,
        vehicleTypeId,
        makeId,
        modelId,
        carId: options.carId ?? `CAR-${id}`,
        plateNo: options.plateNo ?? `LEA-${id}`,
        chassisNo: options.chassisNo ?? `CH-${id}`,
        nfcTag: options.nfcTag ?? null,
        fleetType: "owned",
        year: options.year ?? 2020,
        fuelType: options.fuelType ?? "petrol",
        secondaryFuelType: options.secondaryFuelType ?? null,
        initialOdometer: 10_000,
        currentOdometer: options.currentOdometer ?? 40_000,
        primaryTankLimit: 50,
        status: options.status ?? "active",
        ruleId: options.ruleId ?? null,
        qrToken: `test-${id}-${unique()}`,
      })
      .returning(),
    "vehicle",
  );
  await claimKey(t, "vehicle_qr_token", companyId, vehicle.qrToken, vehicle.id);
  return vehicle;
}

/** The company's default factor of safety for a vehicle type, in percent. */
export async function setSafetyFactor(t: TestApp, companyId: string, vehicleTypeId: string, percent: number) {
  await t.db.insert(safetyFactors).values({ companyId, vehicleTypeId, factorBp: Math.round(percent * 100) });
}
