import type { SafetyFactorDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { checkEntries, entriesOf, serverErrorsOf, valuesOf } from "./safety-factor-values";

const type = (id: string, name: string, factor: number | null): SafetyFactorDto => ({
  vehicle_type_id: id,
  vehicle_type_name: name,
  vehicle_type_name_arabic: name,
  factor,
  updated_at: null,
});

const BUS = "0f8fad5b-d9cb-469f-a165-70867728950e";
const CAR = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const TRUCK = "9b2e3f4a-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
const items = [type(BUS, "Bus", null), type(CAR, "Car", 10), type(TRUCK, "Truck", null)];

describe("safety factor form", () => {
  it("starts each input at the saved factor, empty where none is set", () => {
    expect(valuesOf(items)).toEqual({ factors: ["", 10, ""] });
  });

  it("sends the types with a factor and those that had one, remembering each entry's row", () => {
    const { body, rowOf } = entriesOf(items, { factors: ["", 12.5, 8] });
    expect(body.factors).toEqual([
      { vehicle_type_id: CAR, factor: 12.5 },
      { vehicle_type_id: TRUCK, factor: 8 },
    ]);
    expect(rowOf).toEqual([1, 2]);
  });

  it("refuses to empty a factor once set, with spec 001's prompt on that row", () => {
    const { errors, body } = checkEntries(items, { factors: [5, "", ""] });
    expect(body).toBeNull();
    expect(errors).toEqual({ "factors.1": "safety_factor_required" });
  });

  it("refuses a factor above 100 on its row, naming the bound, and passes good values through", () => {
    expect(checkEntries(items, { factors: [101, 10, ""] }).errors).toEqual({
      "factors.0": 'max {"max":100}',
    });
    const ok = checkEntries(items, { factors: [0, 10, ""] });
    expect(ok.errors).toEqual({});
    expect(ok.body?.factors).toEqual([
      { vehicle_type_id: BUS, factor: 0 },
      { vehicle_type_id: CAR, factor: 10 },
    ]);
  });

  it("puts a server refusal of an entry on its row and keeps any other part whole", () => {
    const onEntry = { code: "safety_factor_required", field: "factors.1.factor" };
    expect(serverErrorsOf(onEntry, [0, 2])).toEqual({ "factors.2": "safety_factor_required" });
    expect(serverErrorsOf({ code: "required", field: "factors" }, [0])).toBeNull();
  });
});
