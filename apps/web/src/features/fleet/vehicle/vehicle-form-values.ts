import type { UseFormReturnType } from "@mantine/form";
import { maxOdometerOver, type FleetStatus, type FleetType, type FuelType, type VehicleDto } from "@pitlane/domain";
import type { NumberValue } from "../../../shared/forms/number-value";

/**
 * What the form's inputs hold: text and numbers as typed, an emptied number input as null (the
 * schema then names what is missing), a select with nothing chosen as null.
 */
export type VehicleFormValues = {
  car_id: string;
  vehicle_type_id: string | null;
  fleet_type: FleetType | null;
  make_id: string | null;
  model_id: string | null;
  variant: string;
  cc: NumberValue;
  year: NumberValue;
  color: string;
  plate_no: string;
  engine_no: string;
  chassis_no: string;
  nfc_tag: string;
  fuel_type: FuelType | null;
  secondary_fuel_type: FuelType | null;
  consumption_rate: NumberValue;
  initial_odometer: NumberValue;
  current_odometer: NumberValue;
  primary_tank_limit: NumberValue;
  secondary_tank_limit: NumberValue;
  factor_of_safety: NumberValue;
  status: FleetStatus;
  rule_id: string | null;
};

/** A new vehicle's defaults, or the edited vehicle's values. */
export function vehicleValuesOf(v?: VehicleDto): VehicleFormValues {
  return {
    car_id: v?.car_id ?? "",
    vehicle_type_id: v?.vehicle_type_id ?? null,
    fleet_type: v?.fleet_type ?? "owned",
    make_id: v?.make_id ?? null,
    model_id: v?.model_id ?? null,
    variant: v?.variant ?? "",
    cc: v?.cc ?? null,
    year: v?.year ?? null,
    color: v?.color ?? "",
    plate_no: v?.plate_no ?? "",
    engine_no: v?.engine_no ?? "",
    chassis_no: v?.chassis_no ?? "",
    nfc_tag: v?.nfc_tag ?? "",
    fuel_type: v?.fuel_type ?? null,
    secondary_fuel_type: v?.secondary_fuel_type ?? null,
    consumption_rate: v?.consumption_rate ?? null,
    initial_odometer: v?.initial_odometer ?? null,
    current_odometer: v?.current_odometer ?? null,
    primary_tank_limit: v?.primary_tank_limit ?? null,
    secondary_tank_limit: v?.secondary_tank_limit ?? null,
    factor_of_safety: v?.factor_of_safety ?? null,
    status: v?.status ?? "active",
    rule_id: v?.rule_id ?? null,
  };
}

/**
 * The readings the current odometer may take (docs/decisions/0013): from the previous reading (the
 * initial one when adding, the stored one when editing) up to 2.5 times it; no upper bound from 0.
 */
export function odometerRange(previous: number | null): { min: number; max: number | null } | null {
  if (previous === null) return null;
  return { min: previous, max: previous > 0 ? maxOdometerOver(previous) : null };
}

/** The vehicle form and its input props (with the error in the reader's language), for the form's parts. */
export type VehicleForm = UseFormReturnType<VehicleFormValues>;
export type VehicleField = (name: keyof VehicleFormValues & string) => ReturnType<VehicleForm["getInputProps"]>;
