import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.js";

describe("CSV exports", () => {
  it("make text a spreadsheet would run as a formula harmless, and leave other cells alone", () => {
    for (const formula of ["=1+1", "+92 300", "-5", "@SUM(A1)", "\tx", "\rx"])
      expect(csvCell(formula)).toBe(`'${formula}`);
    expect(csvCell("North depot")).toBe("North depot");
    expect(csvCell(12)).toBe(12);
    expect(csvCell(null)).toBe("");
    expect(csvCell(true)).toBe("true");
  });

  it("start with a byte-order mark and read back as written, commas, quotes and Arabic included", () => {
    const csv = toCsv(
      ["Name", "Employees"],
      [
        ['Depot, "North"', 3],
        ["شمال", 0],
      ],
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1).trimEnd(), { newline: "\r\n" });
    expect(parsed.data).toEqual([
      ["Name", "Employees"],
      ['Depot, "North"', "3"],
      ["شمال", "0"],
    ]);
  });
});
