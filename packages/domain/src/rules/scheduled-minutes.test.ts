import { describe, expect, it } from "vitest";
import { defaultSchedule, type WeeklySchedule } from "./schedule.js";
import { scheduledMinutes } from "./scheduled-minutes.js";

/** Monday to Friday 09:00-17:00 with a lunch break 13:00-14:00: 7 hours a day. */
const weekdays: WeeklySchedule = defaultSchedule().map((d) => ({
  ...d,
  isCheck: !["Saturday", "Sunday"].includes(d.day),
  work_slots: [{ start_time: "09:00", end_time: "17:00" }],
  break_slots: [{ start_time: "13:00", end_time: "14:00" }],
}));

describe("scheduledMinutes", () => {
  it("counts each ticked day's work less its breaks over the days given, both ends included", () => {
    // 2026-11-02 is a Monday: Monday to Sunday is five working days.
    expect(scheduledMinutes(weekdays, "2026-11-02", "2026-11-08")).toBe(5 * 7 * 60);
    expect(scheduledMinutes(weekdays, "2026-11-02", "2026-11-02")).toBe(7 * 60);
    expect(scheduledMinutes(weekdays, "2026-11-07", "2026-11-08")).toBe(0);
  });

  it("counts a year from mid-week, and a month across a change of month, by the weekdays they hold", () => {
    // 2026 has 261 days from Monday to Friday; 2025-11-28 (a Friday) to 2026-11-27 has 261 too.
    expect(scheduledMinutes(weekdays, "2026-01-01", "2026-12-31")).toBe(261 * 7 * 60);
    expect(scheduledMinutes(weekdays, "2025-11-28", "2026-11-27")).toBe(261 * 7 * 60);
    // Wednesday 2026-09-30 to Tuesday 2026-10-06: Wednesday, Thursday, Friday, Monday, Tuesday.
    expect(scheduledMinutes(weekdays, "2026-09-30", "2026-10-06")).toBe(5 * 7 * 60);
  });

  it("gives nothing for a day not ticked even with slots, nor for an empty period", () => {
    const off = weekdays.map((d) => ({ ...d, isCheck: false }));
    expect(scheduledMinutes(off, "2026-11-02", "2026-11-08")).toBe(0);
    expect(scheduledMinutes(weekdays, "2026-11-03", "2026-11-02")).toBe(0);
  });
});
