import { describe, expect, it } from "vitest";
import { purchaseFlags } from "./purchase-flags.js";

const fill = {
  ml: 40_000,
  tankMl: 50_000,
  consumptionRate: 1_200,
  odometer: 10_480,
  last: { odometer: 10_000, minutesAgo: 3_000 },
};

describe("exceptions flagged on a purchase", () => {
  it("flags nothing on a fill that fits the tank and the kilometres driven", () => {
    // 40 L at 12 km/L is 480 km: exactly what the odometer shows.
    expect(purchaseFlags(fill)).toEqual([]);
  });

  it("flags litres above the tank (within its factor of safety, or it would have been declined)", () => {
    expect(purchaseFlags({ ...fill, ml: 52_000, odometer: 10_624 })).toEqual(["over_tank"]);
  });

  it("flags kilometres far off what the litres and the vehicle's rate predict", () => {
    expect(purchaseFlags({ ...fill, odometer: 10_100 })).toEqual(["distance_off"]);
    expect(purchaseFlags({ ...fill, odometer: 11_000 })).toEqual(["distance_off"]);
    expect(purchaseFlags({ ...fill, odometer: 10_300 })).toEqual([]);
  });

  it("does not judge the distance of a first fill or of a vehicle with no rate", () => {
    expect(purchaseFlags({ ...fill, last: null, odometer: 99_999 })).toEqual([]);
    expect(purchaseFlags({ ...fill, consumptionRate: null, odometer: 10_001 })).toEqual([]);
  });

  it("flags a second fill within two hours of the last", () => {
    expect(purchaseFlags({ ...fill, last: { odometer: 10_000, minutesAgo: 90 } })).toEqual(["quick_refill"]);
  });
});
