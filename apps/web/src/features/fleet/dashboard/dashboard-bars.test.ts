import { describe, expect, it } from "vitest";
import { statusBars, typeBars } from "./dashboard-bars";

describe("the dashboard's bars", () => {
  it("shows every status in the vocabulary's order, one nobody holds at zero", () => {
    const bars = statusBars(
      [
        { status: "pause", count: 2 },
        { status: "active", count: 7 },
      ],
      (status) => status.toUpperCase(),
    );
    expect(bars.map((bar) => [bar.label, bar.count])).toEqual([
      ["ACTIVE", 7],
      ["INACTIVE", 0],
      ["PAUSE", 2],
      ["DEACTIVE", 0],
      ["OUT_OF_SERVICE", 0],
    ]);
    expect(new Set(bars.map((bar) => bar.color)).size).toBe(5);
  });

  it("names vehicle types in Arabic for an Arabic reader, keeping the server's order", () => {
    const types = [
      { _id: "t1", name: "Truck", name_arabic: "شاحنة", count: 5 },
      { _id: "t2", name: "Car", name_arabic: "سيارة", count: 3 },
    ];
    expect(typeBars(types, "ar").map((bar) => bar.label)).toEqual(["شاحنة", "سيارة"]);
    expect(typeBars(types, "en").map((bar) => [bar.label, bar.count])).toEqual([
      ["Truck", 5],
      ["Car", 3],
    ]);
  });
});
