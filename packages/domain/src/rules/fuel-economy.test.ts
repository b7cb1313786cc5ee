import { describe, expect, it } from "vitest";
import { costPerKm, litresPer100Km } from "./fuel-economy.js";

describe("litresPer100Km", () => {
  it("reads litres over km driven, to two decimals", () => {
    expect(litresPer100Km(40_000, 500)).toBe(8);
    expect(litresPer100Km(33_333, 400)).toBe(8.33);
    expect(litresPer100Km(1, 3)).toBe(0.03);
  });

  it("has nothing to say without km", () => {
    expect(litresPer100Km(40_000, 0)).toBeNull();
  });
});

describe("costPerKm", () => {
  it("reads major units a km, to two decimals", () => {
    expect(costPerKm(1_250_000, 500)).toBe(25);
    expect(costPerKm(100, 3)).toBe(0.33);
  });

  it("has nothing to say without km", () => {
    expect(costPerKm(1_250_000, 0)).toBeNull();
  });
});
