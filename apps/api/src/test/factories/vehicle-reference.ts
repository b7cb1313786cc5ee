import { vehicleReferenceEndpoints } from "@pitlane/domain";
import type { TestApp } from "../app.js";

/** The ids of one model of the shipped vehicle dataset, as a vehicle form would send them. */
export interface VehicleChoice {
  vehicle_type_id: string;
  make_id: string;
  model_id: string;
}

function idNamed(items: { _id: string; name: string }[], name: string, what: string): string {
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`vehicle reference data has no ${what} ${name}`);
  return found._id;
}

export async function findVehicleType(t: TestApp, name: string): Promise<string> {
  const res = await t.api.call(vehicleReferenceEndpoints.types, { query: { search: name } });
  return idNamed(res.body.result.items, name, "type");
}

export async function findVehicleMake(t: TestApp, typeId: string, name: string): Promise<string> {
  const res = await t.api.call(vehicleReferenceEndpoints.makes, { params: { typeId }, query: { search: name } });
  return idNamed(res.body.result.items, name, "make");
}

export async function findVehicleModel(t: TestApp, makeId: string, name: string): Promise<string> {
  const res = await t.api.call(vehicleReferenceEndpoints.models, { params: { makeId }, query: { search: name } });
  return idNamed(res.body.result.items, name, "model");
}

/** `findVehicle(t, "Car", "Toyota", "Corolla")`: the type, make and model ids, looked up through the public reads. */
export async function findVehicle(t: TestApp, type: string, make: string, model: string): Promise<VehicleChoice> {
  const vehicle_type_id = await findVehicleType(t, type);
  const make_id = await findVehicleMake(t, vehicle_type_id, make);
  return { vehicle_type_id, make_id, model_id: await findVehicleModel(t, make_id, model) };
}
