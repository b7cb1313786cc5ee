import { describe, expect, it } from "vitest";
import { rowError } from "./employee-import.js";
import { VEHICLE_CSV_COLUMNS, readVehicleRow, toVehicleCsvRow, type VehicleNameLookup } from "./vehicle-csv.js";
import { checkVehicleRows, missingVehicleColumns } from "./vehicle-import.js";
import type { VehicleDto } from "./vehicle.js";

const ids = {
  car: "6f1c1b8e-2a43-4c7e-9d3b-1f0a2b3c4d5e",
  toyota: "7a2d2c9f-3b54-4d8f-8e4c-2a1b3c4d5e6f",
  corolla: "8b3e3da0-4c65-4e90-9f5d-3b2c4d5e6f70",
  rule: "9c4f4eb1-5d76-4fa1-8a6e-4c3d5e6f7081",
};

/** One type (Car), one make of it (Toyota), one model (Corolla), one rule (Daily 20): names match ignoring case. */
const lookup: VehicleNameLookup = {
  typeId: (name) => (name.toLowerCase() === "car" ? ids.car : null),
  makeId: (typeId, name) => (typeId === ids.car && name.toLowerCase() === "toyota" ? ids.toyota : null),
  modelId: (makeId, name) => (makeId === ids.toyota && name.toLowerCase() === "corolla" ? ids.corolla : null),
  ruleId: (name) => (name === "Daily 20" ? ids.rule : null),
};

const row = (overrides: Record<string, string> = {}) => ({
  car_id: "LHR-001",
  vehicle_type: "Car",
  fleet_type: "Owned",
  make: "Toyota",
  model: "Corolla",
  year: "2021",
  plate_no: "LEA-1234",
  chassis_no: "NZE161-1",
  fuel_type: "Hi Octane",
  initial_odometer: "1000",
  current_odometer: "1200",
  primary_tank_limit: "45",
  ...overrides,
});

describe("readVehicleRow", () => {
  it("reads names, codes written loosely, numbers and the spec's status labels", () => {
    const read = readVehicleRow(
      row({ status: "Out Of Services", rule: "Daily 20", consumption_rate: "12.5" }),
      2,
      lookup,
    );
    expect(read.errors).toEqual([]);
    expect(read.body).toMatchObject({
      vehicle_type_id: ids.car,
      make_id: ids.toyota,
      model_id: ids.corolla,
      rule_id: ids.rule,
      fleet_type: "owned",
      fuel_type: "hi_octane",
      status: "out_of_service",
      year: 2021,
      consumption_rate: 12.5,
      secondary_fuel_type: null,
    });
  });

  it("reports every bad column of a row with its number, once per column", () => {
    const read = readVehicleRow(
      row({ make: "Honda", plate_no: "", year: "new", fuel_type: "cng", current_odometer: "5000" }),
      7,
      lookup,
    );
    expect(read.body).toBeNull();
    expect(read.errors).toEqual([
      rowError(7, "make", "make_of_type"),
      rowError(7, "year", "whole_number"),
      rowError(7, "plate_no", "required"),
      rowError(7, "fuel_type", "choice"),
    ]);
  });

  it("checks the odometer rule once the fields are right", () => {
    const read = readVehicleRow(row({ current_odometer: "2501" }), 3, lookup);
    expect(read.errors).toEqual([rowError(3, "current_odometer", "odometer_above_previous")]);
  });

  it("names the type, then the make of that type, then the model of that make", () => {
    expect(readVehicleRow(row({ vehicle_type: "Rocket" }), 2, lookup).errors).toEqual([
      rowError(2, "vehicle_type", "unknown_vehicle_type"),
    ]);
    expect(readVehicleRow(row({ model: "Civic" }), 2, lookup).errors).toEqual([rowError(2, "model", "model_of_make")]);
    expect(readVehicleRow(row({ rule: "Weekly 50" }), 2, lookup).errors).toEqual([rowError(2, "rule", "unknown_rule")]);
  });

  it("takes back the quote the export puts before formula-like text", () => {
    expect(readVehicleRow(row({ nfc_tag: "'=04A1" }), 2, lookup).body?.nfc_tag).toBe("=04A1");
  });
});

describe("checkVehicleRows", () => {
  it("numbers rows as a spreadsheet does and refuses a plate, chassis or car id used twice in the file", () => {
    const checked = checkVehicleRows(
      [
        row(),
        row({ car_id: "LHR-002", plate_no: "lea-1234", chassis_no: "C-2" }),
        row({ car_id: "lhr-001", plate_no: "P-3", chassis_no: "C-3" }),
        row({ car_id: "LHR-004", plate_no: "P-4", chassis_no: "C-4", nfc_tag: "04A1" }),
        row({ car_id: "LHR-005", plate_no: "P-5", chassis_no: "C-5", nfc_tag: "04A1" }),
      ],
      lookup,
    );
    expect(checked.rows.map((r) => r.row)).toEqual([2, 5]);
    expect(checked.errors).toEqual([
      rowError(3, "plate_no", "duplicate_in_file"),
      rowError(4, "car_id", "duplicate_in_file"),
      rowError(6, "nfc_tag", "duplicate_in_file"),
    ]);
  });
});

describe("missingVehicleColumns", () => {
  it("lists the required columns a header lacks, as refusals of row 1; headers match loosely", () => {
    const header = VEHICLE_CSV_COLUMNS.filter((c) => c !== "plate_no" && c !== "rule").map((c) =>
      c === "car_id" ? "Car ID" : c,
    );
    expect(missingVehicleColumns(header)).toEqual([rowError(1, "plate_no", "required")]);
  });
});

describe("toVehicleCsvRow", () => {
  it("writes a vehicle under the import's columns, so an export imports again", () => {
    const vehicle: VehicleDto = {
      _id: "x",
      car_id: "LHR-001",
      vehicle_type_id: ids.car,
      vehicle_type_name: "Car",
      vehicle_type_name_arabic: "سيارة",
      fleet_type: "owned",
      make_id: ids.toyota,
      make_name: "Toyota",
      model_id: ids.corolla,
      model_name: "Corolla",
      variant: null,
      cc: 1300,
      year: 2021,
      color: null,
      plate_no: "LEA-1234",
      engine_no: null,
      chassis_no: "NZE161-1",
      nfc_tag: null,
      fuel_type: "petrol",
      secondary_fuel_type: null,
      consumption_rate: 12.5,
      initial_odometer: 1000,
      current_odometer: 1200,
      primary_tank_limit: 45,
      secondary_tank_limit: null,
      factor_of_safety: null,
      effective_factor_of_safety: 10,
      status: "pause",
      rule_id: ids.rule,
      rule_name: "Daily 20",
      created_at: "2026-01-01T00:00:00.000Z",
    };
    const cells = toVehicleCsvRow(vehicle);
    const record = Object.fromEntries(VEHICLE_CSV_COLUMNS.map((c, i) => [c, String(cells[i] ?? "")]));
    expect(record).toMatchObject({ status: "Pause", vehicle_type: "Car", rule: "Daily 20", cc: "1300" });
    const read = readVehicleRow(record, 2, lookup);
    expect(read.body).toMatchObject({ car_id: "LHR-001", status: "pause", rule_id: ids.rule, cc: 1300 });
  });
});

describe("checkVehicleRows and blank lines", () => {
  it("skips a blank line and keeps the numbers of the rows after it", () => {
    const blank = Object.fromEntries(VEHICLE_CSV_COLUMNS.map((c) => [c, ""]));
    const checked = checkVehicleRows(
      [row(), blank, row({ car_id: "X-2", plate_no: "P-2", chassis_no: "C-2", year: "" })],
      lookup,
    );
    expect(checked.rows.map((r) => r.row)).toEqual([2]);
    expect(checked.errors).toEqual([rowError(4, "year", "required")]);
  });
});
