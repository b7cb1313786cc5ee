import { describe, expect, it } from "vitest";
import { timeLeftOf, timeLeftOfTopUp } from "./time-left";

const due = "2026-03-10T12:00:00.000Z";
const at = (iso: string) => new Date(iso);

describe("timeLeftOf", () => {
  it("counts whole hours left, down, never up", () => {
    expect(timeLeftOf(due, at("2026-03-09T18:00:00.000Z"))).toEqual({ isOverdue: false, unit: "hours", count: 18 });
    expect(timeLeftOf(due, at("2026-03-09T17:30:00.000Z"))).toEqual({ isOverdue: false, unit: "hours", count: 18 });
    expect(timeLeftOf(due, at("2026-03-09T12:00:00.000Z"))).toEqual({ isOverdue: false, unit: "hours", count: 24 });
    expect(timeLeftOf(due, at("2026-03-09T12:00:00.001Z"))).toEqual({ isOverdue: false, unit: "hours", count: 23 });
  });

  it("counts minutes in the last hour, and at least one while there is time", () => {
    expect(timeLeftOf(due, at("2026-03-10T11:00:00.000Z"))).toEqual({ isOverdue: false, unit: "hours", count: 1 });
    expect(timeLeftOf(due, at("2026-03-10T11:20:00.000Z"))).toEqual({ isOverdue: false, unit: "minutes", count: 40 });
    expect(timeLeftOf(due, at("2026-03-10T11:59:59.000Z"))).toEqual({ isOverdue: false, unit: "minutes", count: 1 });
  });

  it("is overdue from the moment the 24 hours end, as the server counts it", () => {
    expect(timeLeftOf(due, at(due))).toEqual({ isOverdue: true, unit: "minutes", count: 1 });
    expect(timeLeftOf(due, at("2026-03-10T12:25:00.000Z"))).toEqual({ isOverdue: true, unit: "minutes", count: 25 });
    expect(timeLeftOf(due, at("2026-03-10T14:10:00.000Z"))).toEqual({ isOverdue: true, unit: "hours", count: 2 });
    expect(timeLeftOf(due, at("2026-03-11T11:59:00.000Z"))).toEqual({ isOverdue: true, unit: "hours", count: 23 });
  });

  it("counts a request overdue for a day or more, as the queue can keep one, in whole days", () => {
    expect(timeLeftOf(due, at("2026-03-11T12:00:00.000Z"))).toEqual({ isOverdue: true, unit: "days", count: 1 });
    expect(timeLeftOf(due, at("2026-03-13T15:00:00.000Z"))).toEqual({ isOverdue: true, unit: "days", count: 3 });
  });
});

describe("timeLeftOfTopUp", () => {
  it("gives a clock to pending requests only", () => {
    const now = at("2026-03-09T18:00:00.000Z");
    expect(timeLeftOfTopUp({ status: "pending", due_at: due }, now)?.count).toBe(18);
    expect(timeLeftOfTopUp({ status: "approved", due_at: due }, now)).toBeNull();
    expect(timeLeftOfTopUp({ status: "rejected", due_at: due }, now)).toBeNull();
  });
});
