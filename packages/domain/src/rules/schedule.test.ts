import { describe, expect, it } from "vitest";
import {
  WEEK_DAYS,
  canCopyMonday,
  copyMondayToAll,
  defaultSchedule,
  minutesOf,
  scheduleIssues,
  type ScheduleDay,
  type TimeSlot,
  type WeeklySchedule,
} from "./schedule.js";

const slot = (start_time: string, end_time: string): TimeSlot => ({ start_time, end_time });

/** One day of a week, failing the test when the week lacks it. */
function dayOf(week: WeeklySchedule | null, index: number): ScheduleDay {
  const day = week?.[index];
  if (!day) throw new Error(`no day ${index}`);
  return day;
}

/** A week whose Monday has the given fields; the other days are as by default. */
function withMonday(monday: Partial<ScheduleDay>): WeeklySchedule {
  const week = defaultSchedule();
  week[0] = { ...dayOf(week, 0), ...monday };
  return week;
}

describe("minutesOf", () => {
  it("reads HH:mm as minutes since midnight", () => {
    expect(minutesOf("00:00")).toBe(0);
    expect(minutesOf("09:30")).toBe(570);
    expect(minutesOf("23:59")).toBe(1439);
  });

  it.each(["24:00", "9:00", "09:60", "0900", "", "noon", "09:00 "])("refuses %j", (time) => {
    expect(minutesOf(time)).toBeNull();
  });
});

describe("defaultSchedule", () => {
  it("lists the seven days from Monday with only Monday ticked and no slots", () => {
    const week = defaultSchedule();
    expect(week.map((d) => d.day)).toEqual([...WEEK_DAYS]);
    expect(week.map((d) => d.isCheck)).toEqual([true, false, false, false, false, false, false]);
    expect(week.every((d) => d.work_slots.length === 0 && d.break_slots.length === 0)).toBe(true);
  });

  it("gives a new week each time, so editing one form never edits another", () => {
    const first = defaultSchedule();
    dayOf(first, 0).work_slots.push(slot("09:00", "18:00"));
    expect(dayOf(defaultSchedule(), 0).work_slots).toEqual([]);
  });
});

describe("canCopyMonday", () => {
  it("is false while Monday has no work slot", () => {
    expect(canCopyMonday(defaultSchedule())).toBe(false);
  });

  it("is false while Monday's work slot lacks a time", () => {
    expect(canCopyMonday(withMonday({ work_slots: [slot("09:00", "")] }))).toBe(false);
    expect(canCopyMonday(withMonday({ work_slots: [slot("", "18:00")] }))).toBe(false);
  });

  it("is false with only a break on Monday, or with work on another day only", () => {
    expect(canCopyMonday(withMonday({ break_slots: [slot("13:00", "14:00")] }))).toBe(false);
    const week = defaultSchedule();
    dayOf(week, 1).work_slots.push(slot("09:00", "18:00"));
    expect(canCopyMonday(week)).toBe(false);
  });

  it("is true once one Monday work slot has both times", () => {
    expect(canCopyMonday(withMonday({ work_slots: [slot("09:00", "")] }))).toBe(false);
    expect(canCopyMonday(withMonday({ work_slots: [slot("09:00", ""), slot("14:00", "18:00")] }))).toBe(true);
  });
});

describe("copyMondayToAll", () => {
  const monday = withMonday({ work_slots: [slot("09:00", "18:00")], break_slots: [slot("13:00", "14:00")] });

  it("gives every day Monday's tick, work slots and break slots", () => {
    const week = copyMondayToAll(monday);
    expect(week).not.toBeNull();
    expect(week?.map((d) => d.day)).toEqual([...WEEK_DAYS]);
    for (const day of week ?? []) {
      expect(day).toMatchObject({
        isCheck: true,
        work_slots: [slot("09:00", "18:00")],
        break_slots: [slot("13:00", "14:00")],
      });
    }
  });

  it("copies an unticked Monday as unticked", () => {
    const unticked = withMonday({ isCheck: false, work_slots: [slot("09:00", "18:00")] });
    const week = copyMondayToAll(unticked);
    expect(week?.map((d) => d.isCheck)).toEqual([false, false, false, false, false, false, false]);
  });

  it("replaces what the other days had", () => {
    const busy = withMonday({ work_slots: [slot("10:00", "16:00")] });
    busy[4] = {
      ...dayOf(busy, 4),
      isCheck: false,
      work_slots: [slot("08:00", "12:00")],
      break_slots: [slot("10:00", "10:30")],
    };
    expect(dayOf(copyMondayToAll(busy), 4)).toEqual({
      day: "Friday",
      isCheck: true,
      work_slots: [slot("10:00", "16:00")],
      break_slots: [],
    });
  });

  it("returns independent copies: changing one day changes no other day and not the original", () => {
    const week = copyMondayToAll(monday);
    const [tuesdayWork] = dayOf(week, 1).work_slots;
    if (!tuesdayWork) throw new Error("Tuesday has no work slot");
    tuesdayWork.end_time = "12:00";
    dayOf(week, 2).break_slots.push(slot("16:00", "16:15"));
    expect(dayOf(week, 1).work_slots).toEqual([slot("09:00", "12:00")]);
    expect(dayOf(week, 0).work_slots).toEqual([slot("09:00", "18:00")]);
    expect(dayOf(week, 3).break_slots).toEqual([slot("13:00", "14:00")]);
    expect(dayOf(monday, 0).work_slots).toEqual([slot("09:00", "18:00")]);
    expect(dayOf(monday, 1).work_slots).toEqual([]);
  });

  it("refuses (null) when Monday has no complete work slot", () => {
    expect(copyMondayToAll(defaultSchedule())).toBeNull();
    expect(copyMondayToAll(withMonday({ work_slots: [slot("09:00", "")] }))).toBeNull();
  });
});

describe("scheduleIssues", () => {
  const working = withMonday({ work_slots: [slot("09:00", "18:00")], break_slots: [slot("13:00", "14:00")] });

  it("finds nothing wrong with a normal week, an empty one or slots that only touch", () => {
    expect(scheduleIssues(defaultSchedule())).toEqual([]);
    expect(scheduleIssues(copyMondayToAll(working) ?? [])).toEqual([]);
    const split = withMonday({
      work_slots: [slot("09:00", "13:00"), slot("13:00", "18:00")],
      break_slots: [slot("10:00", "10:15"), slot("10:15", "10:30")],
    });
    expect(scheduleIssues(split)).toEqual([]);
  });

  it("names a slot whose time is missing or not HH:mm", () => {
    const week = withMonday({ work_slots: [slot("09:00", "")], break_slots: [slot("25:00", "14:00")] });
    expect(scheduleIssues(week)).toEqual([
      { path: [0, "work_slots", 0], problem: "slot_time" },
      { path: [0, "break_slots", 0], problem: "slot_time" },
    ]);
  });

  it("names a slot that ends before it starts, or when it starts", () => {
    const week = withMonday({ work_slots: [slot("18:00", "09:00"), slot("19:00", "19:00")] });
    expect(scheduleIssues(week)).toEqual([
      { path: [0, "work_slots", 0], problem: "slot_order" },
      { path: [0, "work_slots", 1], problem: "slot_order" },
    ]);
  });

  it("names the later of two overlapping work slots", () => {
    const week = defaultSchedule();
    dayOf(week, 2).work_slots.push(slot("14:00", "18:00"), slot("09:00", "14:30"));
    expect(scheduleIssues(week)).toEqual([{ path: [2, "work_slots", 0], problem: "slot_overlap" }]);
  });

  it("sees a slot overlapping a long one that is not just before it", () => {
    const week = withMonday({ work_slots: [slot("09:00", "17:00"), slot("10:00", "11:00"), slot("12:00", "13:00")] });
    expect(scheduleIssues(week)).toEqual([
      { path: [0, "work_slots", 1], problem: "slot_overlap" },
      { path: [0, "work_slots", 2], problem: "slot_overlap" },
    ]);
  });

  it("names overlapping breaks", () => {
    const week = withMonday({
      work_slots: [slot("09:00", "18:00")],
      break_slots: [slot("13:00", "14:00"), slot("13:30", "14:30")],
    });
    expect(scheduleIssues(week)).toEqual([{ path: [0, "break_slots", 1], problem: "slot_overlap" }]);
  });

  it("does not count a break and a work slot at the same time as an overlap", () => {
    expect(scheduleIssues(working)).toEqual([]);
  });

  it("names a break outside working hours, even partly or on a day without work", () => {
    const week = withMonday({
      work_slots: [slot("09:00", "13:00"), slot("14:00", "18:00")],
      break_slots: [slot("08:00", "08:30"), slot("12:30", "14:30"), slot("17:30", "18:30")],
    });
    dayOf(week, 6).break_slots.push(slot("13:00", "14:00"));
    expect(scheduleIssues(week)).toEqual([
      { path: [0, "break_slots", 0], problem: "break_outside_work" },
      { path: [0, "break_slots", 1], problem: "break_outside_work" },
      { path: [0, "break_slots", 2], problem: "break_outside_work" },
      { path: [6, "break_slots", 0], problem: "break_outside_work" },
    ]);
  });

  it("checks days that are not ticked, since their slots come back when ticked", () => {
    const week = defaultSchedule();
    dayOf(week, 5).work_slots.push(slot("18:00", "09:00"));
    expect(dayOf(week, 5).isCheck).toBe(false);
    expect(scheduleIssues(week)).toEqual([{ path: [5, "work_slots", 0], problem: "slot_order" }]);
  });
});
