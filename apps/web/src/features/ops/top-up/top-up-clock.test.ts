import { describe, expect, it } from "vitest";
import { type DurationUnits, clockState, formatDuration } from "./top-up-clock";

const units: DurationUnits = {
  days: (n) => `${n} d`,
  hours: (n) => `${n} h`,
  minutes: (n) => `${n} min`,
};
const now = Date.parse("2026-03-09T10:00:00Z");

describe("clockState", () => {
  it("counts the time left up to the whole minute", () => {
    expect(clockState("2026-03-10T09:59:30Z", now)).toEqual({ isOverdue: false, minutes: 1440 });
    expect(clockState("2026-03-09T10:00:01Z", now)).toEqual({ isOverdue: false, minutes: 1 });
  });

  it("is overdue from the due time on, counting whole minutes past it", () => {
    expect(clockState("2026-03-09T10:00:00Z", now)).toEqual({ isOverdue: true, minutes: 0 });
    expect(clockState("2026-03-09T07:29:59Z", now)).toEqual({ isOverdue: true, minutes: 150 });
  });
});

describe("formatDuration", () => {
  it("shows the two largest units that are not zero", () => {
    expect(formatDuration(45, units)).toBe("45 min");
    expect(formatDuration(320, units)).toBe("5 h 20 min");
    expect(formatDuration(60, units)).toBe("1 h");
    expect(formatDuration(3 * 1440 + 4 * 60 + 5, units)).toBe("3 d 4 h");
    expect(formatDuration(1440 + 7, units)).toBe("1 d 7 min");
  });

  it("reads nothing left as zero minutes", () => {
    expect(formatDuration(0, units)).toBe("0 min");
  });
});
