import { describe, expect, it } from "vitest";
import { assignmentStatus, rangesOverlap, startOdometerProblem } from "./assignment.js";

const at = (hour: number, minute = 0) => new Date(Date.UTC(2026, 2, 2, hour, minute));

describe("assignmentStatus", () => {
  const times = { startsAt: at(8), endsAt: at(12), unassignedAt: null };

  it("is upcoming until the start, current from the start itself, ended from the end itself", () => {
    expect(assignmentStatus(times, at(7, 59))).toBe("upcoming");
    expect(assignmentStatus(times, at(8))).toBe("current");
    expect(assignmentStatus(times, at(11, 59))).toBe("current");
    expect(assignmentStatus(times, at(12))).toBe("ended");
  });

  it("is unassigned once an unassign ended it, whenever asked", () => {
    const cut = { ...times, unassignedAt: at(10) };
    expect(assignmentStatus(cut, at(9))).toBe("unassigned");
    expect(assignmentStatus(cut, at(13))).toBe("unassigned");
  });
});

describe("startOdometerProblem (current ≤ start ≤ current × 2.5)", () => {
  it("refuses one kilometre below the current reading and accepts the reading itself", () => {
    expect(startOdometerProblem(40_999, 41_000)).toBe("odometer_below_current");
    expect(startOdometerProblem(41_000, 41_000)).toBeNull();
  });

  it("accepts exactly 150 % more and refuses one kilometre past it", () => {
    expect(startOdometerProblem(102_500, 41_000)).toBeNull();
    expect(startOdometerProblem(102_501, 41_000)).toBe("odometer_above_current");
  });

  it("takes any reading for a vehicle whose odometer reads zero", () => {
    expect(startOdometerProblem(0, 0)).toBeNull();
    expect(startOdometerProblem(350, 0)).toBeNull();
  });
});

describe("rangesOverlap at the edges of assignments", () => {
  it("lets a vehicle go from one driver to the next at the same minute, not a minute before", () => {
    const morning = { start: at(8), end: at(12) };
    expect(rangesOverlap(morning, { start: at(12), end: at(18) })).toBe(false);
    expect(rangesOverlap(morning, { start: at(11, 59), end: at(18) })).toBe(true);
  });

  it("finds a range inside another and one holding another", () => {
    const day = { start: at(0), end: at(23) };
    expect(rangesOverlap(day, { start: at(10), end: at(11) })).toBe(true);
    expect(rangesOverlap({ start: at(10), end: at(11) }, day)).toBe(true);
  });
});
