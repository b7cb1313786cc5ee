import { describe, expect, it } from "vitest";
import { inspectionValuesOf, itemStateOf, okOf } from "./inspection-values";

describe("inspectionValuesOf", () => {
  it("lists every checklist item unset before anything was saved", () => {
    const values = inspectionValuesOf({
      checklist: ["Brakes", "Tyres"],
      items: [],
      notes: null,
      photo_ids: [],
      updated_at: null,
    });
    expect(values).toEqual({
      items: [
        { item: "Brakes", ok: null, note: "" },
        { item: "Tyres", ok: null, note: "" },
      ],
      notes: "",
      photo_ids: [],
    });
  });

  it("brings back what was saved, and keeps a saved item no longer on the checklist", () => {
    const values = inspectionValuesOf({
      checklist: ["Brakes", "Tyres"],
      items: [
        { item: "Tyres", ok: false, note: "Worn" },
        { item: "Wipers", ok: true, note: null },
      ],
      notes: "Call the client",
      photo_ids: ["p1"],
      updated_at: "2026-03-09T10:00:00.000Z",
    });
    expect(values.items).toEqual([
      { item: "Brakes", ok: null, note: "" },
      { item: "Tyres", ok: false, note: "Worn" },
      { item: "Wipers", ok: true, note: "" },
    ]);
    expect(values.notes).toBe("Call the client");
    expect(values.photo_ids).toEqual(["p1"]);
  });

  it("is an empty form for a job card with no inspection yet", () => {
    expect(inspectionValuesOf(null)).toEqual({ items: [], notes: "", photo_ids: [] });
  });
});

describe("item states", () => {
  it("go both ways between the three choices and the saved flag", () => {
    for (const ok of [true, false, null]) expect(okOf(itemStateOf(ok))).toBe(ok);
  });
});
