import { describeIssue } from "../platform/validation.js";
import { describe, expect, it } from "vitest";
import { FleetRefusal as m } from "../platform/messages.js";
import { VehicleCreateBody, VehicleUpdateBody, odometerMessage } from "./vehicle.js";

const TYPE = "6f1c1b8e-2a43-4c7e-9d3b-1f0a2b3c4d5e";
const MAKE = "7a2d2c9f-3b54-4d8f-8e4c-2a1b3c4d5e6f";
const MODEL = "8b3e3da0-4c65-4e90-9f5d-3b2c4d5e6f70";

const valid = {
  car_id: "LHR-001",
  vehicle_type_id: TYPE,
  fleet_type: "owned",
  make_id: MAKE,
  model_id: MODEL,
  year: 2021,
  plate_no: "LEA-1234",
  chassis_no: "NZE161-1234567",
  fuel_type: "petrol",
  initial_odometer: 10_000,
  current_odometer: 10_000,
  primary_tank_limit: 45,
};

/** The first refusal of a body as the API words it: "field: message". */
function refusalOf(body: object): string | null {
  const result = VehicleCreateBody.safeParse(body);
  const issue = result.error?.issues[0];
  return issue ? describeIssue(issue) : null;
}

describe("VehicleCreateBody", () => {
  it("takes a vehicle with only the required fields, active and without a second tank", () => {
    expect(VehicleCreateBody.parse(valid)).toMatchObject({
      status: "active",
      secondary_fuel_type: null,
      secondary_tank_limit: null,
      factor_of_safety: null,
      consumption_rate: null,
      rule_id: null,
    });
  });

  it("checks the current odometer against the first reading at the 150 % boundary", () => {
    expect(refusalOf({ ...valid, current_odometer: 25_000 })).toBeNull();
    expect(refusalOf({ ...valid, current_odometer: 25_001 })).toBe(`current_odometer: ${m.odometer_above_previous}`);
    expect(refusalOf({ ...valid, current_odometer: 9_999 })).toBe(`current_odometer: ${m.odometer_below_previous}`);
  });

  it("takes any current reading over a first reading of zero", () => {
    expect(refusalOf({ ...valid, initial_odometer: 0, current_odometer: 120_000 })).toBeNull();
  });

  it("refuses a second tank of the same fuel with spec 001's message", () => {
    const body = { ...valid, secondary_fuel_type: "petrol", secondary_tank_limit: 20 };
    expect(refusalOf(body)).toBe(`secondary_fuel_type: ${m.fuel_types_same}`);
    expect(refusalOf({ ...body, secondary_fuel_type: "diesel" })).toBeNull();
  });

  it("needs a second tank's fuel type and limit together", () => {
    expect(refusalOf({ ...valid, secondary_fuel_type: "diesel" })).toBe("secondary_tank_limit: is required");
    expect(refusalOf({ ...valid, secondary_tank_limit: 20 })).toBe("secondary_fuel_type: is required");
  });

  it("takes kilometres per litre with two decimals, above zero, naming the bound a rate breaks", () => {
    expect(VehicleCreateBody.parse({ ...valid, consumption_rate: 12.75 }).consumption_rate).toBe(12.75);
    expect(refusalOf({ ...valid, consumption_rate: 0 })).toBe("consumption_rate: must be at least 0.01");
    expect(refusalOf({ ...valid, consumption_rate: -1 })).toBe("consumption_rate: must be at least 0.01");
    expect(refusalOf({ ...valid, consumption_rate: 1001 })).toBe("consumption_rate: must be at most 1000");
    for (const rate of [12.755, "12"]) {
      expect(refusalOf({ ...valid, consumption_rate: rate })).toBe(`consumption_rate: ${m.consumption_rate}`);
    }
  });

  it("takes a year from 1950 to next year, naming the bound a year breaks", () => {
    const next = new Date().getUTCFullYear() + 1;
    expect(refusalOf({ ...valid, year: next })).toBeNull();
    expect(refusalOf({ ...valid, year: next + 1 })).toBe(`year: must be at most ${next}`);
    expect(refusalOf({ ...valid, year: 1949 })).toBe("year: must be at least 1950");
    expect(refusalOf({ ...valid, year: 2020.5 })).toBe("year: must be a whole number");
    expect(refusalOf({ ...valid, year: null })).toBe("year: is required");
  });

  it("names the choices it does not know", () => {
    expect(refusalOf({ ...valid, fuel_type: "cng" })).toBe("fuel_type: is not one of the choices");
    expect(refusalOf({ ...valid, fleet_type: undefined })).toBe("fleet_type: is required");
    expect(refusalOf({ ...valid, status: "retired" })).toBe("status: is not one of the choices");
  });
});

describe("VehicleUpdateBody", () => {
  it("keeps the first reading and the status out of an update", () => {
    const parsed = VehicleUpdateBody.parse({ ...valid, current_odometer: 90_000, status: "pause" });
    expect(parsed).not.toHaveProperty("initial_odometer");
    expect(parsed).not.toHaveProperty("status");
    expect(parsed.current_odometer).toBe(90_000);
  });
});

describe("odometerMessage", () => {
  it("words the odometer rule with the 'previous odometer' messages", () => {
    expect(odometerMessage(50_000, 20_000)).toBeNull();
    expect(odometerMessage(50_001, 20_000)).toBe("odometer_above_previous");
    expect(odometerMessage(19_999, 20_000)).toBe("odometer_below_previous");
  });
});
