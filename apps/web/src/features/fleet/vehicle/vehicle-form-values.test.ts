import type { VehicleDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { odometerRange, vehicleValuesOf } from "./vehicle-form-values";

describe("odometerRange", () => {
  it("runs from the previous reading to 150 % more (docs/decisions/0013)", () => {
    expect(odometerRange(10_000)).toEqual({ min: 10_000, max: 25_000 });
    expect(odometerRange(10_001)).toEqual({ min: 10_001, max: 25_002 });
  });

  it("has no upper bound from zero, and no range before the first reading is typed", () => {
    expect(odometerRange(0)).toEqual({ min: 0, max: null });
    expect(odometerRange(null)).toBeNull();
  });
});

describe("vehicleValuesOf", () => {
  it("starts a new vehicle owned and active, with nothing chosen", () => {
    expect(vehicleValuesOf()).toMatchObject({
      fleet_type: "owned",
      status: "active",
      vehicle_type_id: null,
      fuel_type: null,
      current_odometer: null,
      rule_id: null,
    });
  });

  it("shows an edited vehicle's optional texts as empty inputs", () => {
    const vehicle: VehicleDto = {
      _id: "v1",
      car_id: "KHI-1",
      vehicle_type_id: "t1",
      vehicle_type_name: "Van",
      vehicle_type_name_arabic: "فان",
      fleet_type: "leased",
      make_id: "m1",
      make_name: "Suzuki",
      model_id: "d1",
      model_name: "Bolan",
      variant: null,
      cc: null,
      year: 2021,
      color: null,
      plate_no: "LES-1",
      engine_no: null,
      chassis_no: "MA3-1",
      nfc_tag: null,
      fuel_type: "diesel",
      secondary_fuel_type: null,
      consumption_rate: 11.5,
      initial_odometer: 1_000,
      current_odometer: 9_000,
      primary_tank_limit: 40,
      secondary_tank_limit: null,
      factor_of_safety: null,
      effective_factor_of_safety: 10,
      status: "pause",
      rule_id: null,
      rule_name: null,
      created_at: "2026-01-01T00:00:00.000Z",
    };
    expect(vehicleValuesOf(vehicle)).toMatchObject({
      car_id: "KHI-1",
      variant: "",
      color: "",
      cc: null,
      fleet_type: "leased",
      current_odometer: 9_000,
      status: "pause",
    });
  });
});
