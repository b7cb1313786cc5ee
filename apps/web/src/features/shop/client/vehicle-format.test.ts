import { describe, expect, it } from "vitest";
import { formatKilometres, vehicleTitle } from "./vehicle-format";

describe("a client's vehicle as shown", () => {
  it("names the make, the model and the year when there is one", () => {
    expect(vehicleTitle({ make_name: "Toyota", model_name: "Corolla", year: 2019 })).toBe("Toyota Corolla 2019");
    expect(vehicleTitle({ make_name: "Suzuki", model_name: "Bolan", year: null })).toBe("Suzuki Bolan");
  });

  it("writes kilometres with Latin digits and separators in both languages", () => {
    expect(formatKilometres(84_000, "en")).toBe("84,000");
    expect(formatKilometres(120_500, "ar")).toMatch(/^120.500$/);
  });
});
