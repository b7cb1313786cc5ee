import { describe, expect, it } from "vitest";
import { defaultSchedule, type WeeklySchedule } from "./schedule.js";
import { clockOf, freeStarts, isOffGrid, scheduleSpansFor, type SlotSearch, type Span } from "./slot-finder.js";

/** "09:00-10:30" as minutes. */
function span(text: string): Span {
  const [start = "", end = ""] = text.split("-");
  const minutes = (clock: string) => {
    const [h = 0, m = 0] = clock.split(":").map(Number);
    return h * 60 + m;
  };
  return { start: minutes(start), end: minutes(end) };
}

/** A technician working 09:00-17:00 with nothing booked, 60-minute service, 30-minute grid. */
function search(overrides: Partial<SlotSearch> = {}): SlotSearch {
  return { work: [span("09:00-17:00")], breaks: [], busy: [], durationMinutes: 60, interval: 30, ...overrides };
}

const clocks = (s: SlotSearch) => freeStarts(s).map(clockOf);

describe("freeStarts", () => {
  it("offers every interval from the start of work while the whole duration fits", () => {
    expect(clocks(search({ work: [span("09:00-11:00")] }))).toEqual(["09:00", "09:30", "10:00"]);
  });

  it("fits a duration that ends exactly at closing, but not one minute more", () => {
    const work = [span("09:00-10:00")];
    expect(clocks(search({ work, durationMinutes: 60 }))).toEqual(["09:00"]);
    expect(clocks(search({ work, durationMinutes: 61 }))).toEqual([]);
  });

  it("offers nothing when the duration is longer than the working day", () => {
    expect(freeStarts(search({ durationMinutes: 8 * 60 + 1 }))).toEqual([]);
    expect(freeStarts(search({ durationMinutes: 0 }))).toEqual([]);
  });

  it("keeps a service out of a break and offers the minute the break ends", () => {
    const free = clocks(search({ work: [span("09:00-13:00")], breaks: [span("11:00-11:45")] }));
    // 10:00-11:00 touches the break's start, which is fine; 10:30 would run into it.
    expect(free).toEqual(["09:00", "09:30", "10:00", "11:45", "12:00"]);
  });

  it("keeps clear of existing bookings and offers the time right after one", () => {
    const free = clocks(search({ work: [span("09:00-12:00")], busy: [span("09:30-10:10")] }));
    expect(free).toEqual(["10:10", "10:30", "11:00"]);
  });

  it("does not run a service across the gap between two work spans of a day", () => {
    const work = [span("08:00-10:00"), span("14:00-16:00")];
    expect(clocks(search({ work, durationMinutes: 90 }))).toEqual(["08:00", "08:30", "14:00", "14:30"]);
  });

  it("offers nothing before notBefore", () => {
    const notBefore = 10 * 60 + 10;
    expect(clocks(search({ work: [span("09:00-12:00")], notBefore }))).toEqual(["10:30", "11:00"]);
  });

  describe("isOffGrid", () => {
    const at = (clock: string) => span(`${clock}-${clock}`).start;

    it("refuses a start between the grid's steps from the start of work", () => {
      const grid = search({ work: [span("09:10-12:00")], interval: 15 });
      expect(isOffGrid(grid, at("09:25"))).toBe(false);
      expect(isOffGrid(grid, at("09:17"))).toBe(true);
      expect(isOffGrid(grid, at("09:30"))).toBe(true);
    });

    it("keeps the minute a break or an appointment ends on the grid", () => {
      const day = search({ work: [span("09:00-13:00")], breaks: [span("11:00-11:45")], busy: [span("09:00-09:40")] });
      expect(isOffGrid(day, at("11:45"))).toBe(false);
      expect(isOffGrid(day, at("09:40"))).toBe(false);
    });

    it("leaves a start outside working hours to the free-time check", () => {
      expect(isOffGrid(search({ work: [span("09:00-12:00")] }), at("18:07"))).toBe(false);
      expect(isOffGrid(search({ work: [] }), at("09:07"))).toBe(false);
    });
  });

  describe("resources", () => {
    const work = [span("09:00-11:00")];
    const lift = (busy: { text: string; quantity: number }[]) => ({
      capacity: 2,
      needed: 1,
      busy: busy.map((b) => ({ ...span(b.text), quantity: b.quantity })),
    });

    it("is free when one of two is in use", () => {
      const resources = [lift([{ text: "09:00-11:00", quantity: 1 }])];
      expect(clocks(search({ work, resources }))).toEqual(["09:00", "09:30", "10:00"]);
    });

    it("is full where two uses overlap, and free again once one ends", () => {
      const resources = [
        lift([
          { text: "09:00-10:00", quantity: 1 },
          { text: "09:30-10:30", quantity: 1 },
        ]),
      ];
      // Both are in use from 09:30 to 10:00, so any hour starting before 10:00 meets it.
      expect(clocks(search({ work, resources }))).toEqual(["10:00"]);
    });

    it("counts only uses that overlap at the same moment", () => {
      const resources = [
        lift([
          { text: "09:00-09:30", quantity: 1 },
          { text: "09:30-10:00", quantity: 1 },
        ]),
      ];
      expect(clocks(search({ work, resources }))).toEqual(["09:00", "09:30", "10:00"]);
    });

    it("needs room for as many as the service takes", () => {
      const resources = [{ ...lift([{ text: "09:00-10:00", quantity: 1 }]), needed: 2 }];
      expect(clocks(search({ work, resources }))).toEqual(["10:00"]);
    });

    it("needs every resource the service uses", () => {
      const resources = [lift([]), { capacity: 1, needed: 1, busy: [{ ...span("10:00-11:00"), quantity: 1 }] }];
      expect(clocks(search({ work, resources }))).toEqual(["09:00"]);
    });
  });
});

function weekWith(day: WeeklySchedule[number]["day"], isCheck: boolean): WeeklySchedule {
  return defaultSchedule().map((d) =>
    d.day === day
      ? {
          day,
          isCheck,
          work_slots: [
            { start_time: "14:00", end_time: "18:00" },
            { start_time: "09:00", end_time: "13:00" },
          ],
          break_slots: [{ start_time: "10:30", end_time: "10:45" }],
        }
      : { ...d, isCheck: false },
  );
}

describe("scheduleSpansFor", () => {
  it("takes the weekday's work and break slots, in order", () => {
    // 2025-03-05 is a Wednesday.
    expect(scheduleSpansFor(weekWith("Wednesday", true), "2025-03-05")).toEqual({
      work: [span("09:00-13:00"), span("14:00-18:00")],
      breaks: [span("10:30-10:45")],
    });
  });

  it("gives Sunday, which JavaScript counts first, the week's last day", () => {
    expect(scheduleSpansFor(weekWith("Sunday", true), "2025-03-09").work).toHaveLength(2);
    expect(scheduleSpansFor(weekWith("Sunday", true), "2025-03-10").work).toEqual([]);
  });

  it("has no time on a day that is not ticked, even with slots filled in", () => {
    expect(scheduleSpansFor(weekWith("Wednesday", false), "2025-03-05")).toEqual({ work: [], breaks: [] });
  });

  it.each(["2025-02-30", "2025-3-5", "05/03/2025", ""])("has no time on %j, which is no date", (date) => {
    expect(scheduleSpansFor(weekWith("Sunday", true), date)).toEqual({ work: [], breaks: [] });
  });
});

describe("clockOf", () => {
  it("writes minutes since midnight as HH:mm", () => {
    expect([0, 9 * 60 + 5, 23 * 60 + 59].map(clockOf)).toEqual(["00:00", "09:05", "23:59"]);
  });
});
