import {
  FLEET_STATUSES,
  FLEET_TYPES,
  FUEL_TYPES,
  type VehicleCreateBody,
  type VehicleDto,
  type VehicleUpdateBody,
} from "@pitlane/domain";
import type { VehicleColumns, VehicleWithNames } from "./repo.js";

/** The table's checks hold these text columns to the vocabulary; this narrows the type, and fails loudly if not. */
function oneOf<T extends string>(values: readonly T[], value: string): T {
  const found = values.find((v) => v === value);
  if (found === undefined) throw new Error(`vehicles holds "${value}", outside ${values.join(", ")}`);
  return found;
}

/** Hundredths (km per litre) and basis points (percent) in the database; two decimals in the API. */
const fromHundredths = (value: number | null) => (value === null ? null : value / 100);
const toHundredths = (value: number | null) => (value === null ? null : Math.round(value * 100));

export function toVehicleDto(row: VehicleWithNames): VehicleDto {
  const v = row.vehicle;
  return {
    _id: v.id,
    car_id: v.carId,
    vehicle_type_id: v.vehicleTypeId,
    vehicle_type_name: row.typeName,
    vehicle_type_name_arabic: row.typeNameArabic,
    fleet_type: oneOf(FLEET_TYPES, v.fleetType),
    make_id: v.makeId,
    make_name: row.makeName,
    model_id: v.modelId,
    model_name: row.modelName,
    variant: v.variant,
    cc: v.cc,
    year: v.year,
    color: v.color,
    plate_no: v.plateNo,
    engine_no: v.engineNo,
    chassis_no: v.chassisNo,
    nfc_tag: v.nfcTag,
    fuel_type: oneOf(FUEL_TYPES, v.fuelType),
    secondary_fuel_type: v.secondaryFuelType === null ? null : oneOf(FUEL_TYPES, v.secondaryFuelType),
    consumption_rate: fromHundredths(v.consumptionRate),
    initial_odometer: v.initialOdometer,
    current_odometer: v.currentOdometer,
    primary_tank_limit: v.primaryTankLimit,
    secondary_tank_limit: v.secondaryTankLimit,
    factor_of_safety: fromHundredths(v.safetyFactorBp),
    effective_factor_of_safety: fromHundredths(v.safetyFactorBp ?? row.typeFactorBp),
    status: oneOf(FLEET_STATUSES, v.status),
    rule_id: v.ruleId,
    rule_name: row.ruleName,
    created_at: v.createdAt.toISOString(),
  };
}

/** API fields to columns; an update leaves out the first reading and the status (see VehicleUpdateBody). */
export function toVehicleColumns(body: VehicleCreateBody): VehicleColumns;
export function toVehicleColumns(body: VehicleUpdateBody): Partial<VehicleColumns>;
export function toVehicleColumns(body: VehicleUpdateBody & Partial<VehicleCreateBody>): Partial<VehicleColumns> {
  const columns: Partial<VehicleColumns> = {
    carId: body.car_id,
    vehicleTypeId: body.vehicle_type_id,
    fleetType: body.fleet_type,
    makeId: body.make_id,
    modelId: body.model_id,
    variant: body.variant,
    cc: body.cc,
    year: body.year,
    color: body.color,
    plateNo: body.plate_no,
    engineNo: body.engine_no,
    chassisNo: body.chassis_no,
    nfcTag: body.nfc_tag,
    fuelType: body.fuel_type,
    secondaryFuelType: body.secondary_fuel_type,
    consumptionRate: toHundredths(body.consumption_rate),
    initialOdometer: body.initial_odometer,
    currentOdometer: body.current_odometer,
    primaryTankLimit: body.primary_tank_limit,
    secondaryTankLimit: body.secondary_tank_limit,
    safetyFactorBp: toHundredths(body.factor_of_safety),
    status: body.status,
    ruleId: body.rule_id,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}
