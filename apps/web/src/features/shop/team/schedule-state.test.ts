import { defaultSchedule } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import {
  addSlot,
  canCopyMonday,
  copyMonday,
  removeSlot,
  setDayChecked,
  setSlotTime,
  slotErrorPath,
  slotProblems,
} from "./schedule-state";

const monday = { day: 0, kind: "work_slots", slot: 0 } as const;

describe("the weekly schedule editor's state", () => {
  it("starts with Monday ticked and nothing to copy", () => {
    const week = defaultSchedule();
    expect(week.map((d) => d.isCheck)).toEqual([true, false, false, false, false, false, false]);
    expect(canCopyMonday(week)).toBe(false);
    expect(copyMonday(week)).toBe(week);
  });

  it("adds a first work slot of 09:00 to 17:00, ticking the day, and later slots empty", () => {
    let week = addSlot(defaultSchedule(), 2, "work_slots");
    expect(week[2]).toMatchObject({ isCheck: true, work_slots: [{ start_time: "09:00", end_time: "17:00" }] });
    week = addSlot(week, 2, "work_slots");
    expect(week[2]?.work_slots[1]).toEqual({ start_time: "", end_time: "" });
    week = addSlot(week, 3, "break_slots");
    expect(week[3]).toMatchObject({ isCheck: false, break_slots: [{ start_time: "", end_time: "" }] });
  });

  it("edits one time and removes one slot without touching the others", () => {
    let week = addSlot(addSlot(defaultSchedule(), 0, "work_slots"), 0, "work_slots");
    week = setSlotTime(week, { day: 0, kind: "work_slots", slot: 1 }, "start_time", "18:00");
    expect(week[0]?.work_slots).toEqual([
      { start_time: "09:00", end_time: "17:00" },
      { start_time: "18:00", end_time: "" },
    ]);
    week = removeSlot(week, monday);
    expect(week[0]?.work_slots).toEqual([{ start_time: "18:00", end_time: "" }]);
    expect(week[1]).toEqual(defaultSchedule()[1]);
  });

  it("copies Monday's tick, work and break slots to every day once Monday has a filled work slot", () => {
    let week = addSlot(defaultSchedule(), 0, "work_slots");
    week = addSlot(week, 0, "break_slots");
    week = setSlotTime(week, { day: 0, kind: "break_slots", slot: 0 }, "start_time", "13:00");
    week = setSlotTime(week, { day: 0, kind: "break_slots", slot: 0 }, "end_time", "13:30");
    week = setDayChecked(week, 6, true);
    expect(canCopyMonday(week)).toBe(true);
    const copied = copyMonday(week);
    for (const day of copied) {
      expect(day.isCheck).toBe(true);
      expect(day.work_slots).toEqual([{ start_time: "09:00", end_time: "17:00" }]);
      expect(day.break_slots).toEqual([{ start_time: "13:00", end_time: "13:30" }]);
    }
    // The copies are new objects: editing Tuesday later leaves Monday alone.
    const edited = setSlotTime(copied, { day: 1, kind: "work_slots", slot: 0 }, "end_time", "12:00");
    expect(edited[0]?.work_slots[0]?.end_time).toBe("17:00");
  });

  it("cannot copy a Monday whose only work slot is half filled", () => {
    const week = setSlotTime(addSlot(defaultSchedule(), 0, "work_slots"), monday, "end_time", "");
    expect(canCopyMonday(week)).toBe(false);
  });

  it("names each slot's problem while editing, but not a time still being filled in", () => {
    let week = addSlot(addSlot(defaultSchedule(), 0, "work_slots"), 0, "work_slots");
    week = setSlotTime(week, { day: 0, kind: "work_slots", slot: 1 }, "start_time", "16:00");
    expect(slotProblems(week).size).toBe(0);
    week = setSlotTime(week, { day: 0, kind: "work_slots", slot: 1 }, "end_time", "19:00");
    expect([...slotProblems(week)]).toEqual([["0.work_slots.1", "slot_overlap"]]);

    week = addSlot(removeSlot(week, { day: 0, kind: "work_slots", slot: 1 }), 0, "break_slots");
    week = setSlotTime(week, { day: 0, kind: "break_slots", slot: 0 }, "start_time", "17:30");
    week = setSlotTime(week, { day: 0, kind: "break_slots", slot: 0 }, "end_time", "18:00");
    expect([...slotProblems(week)]).toEqual([["0.break_slots.0", "break_outside_work"]]);

    week = setSlotTime(week, monday, "end_time", "08:00");
    expect(slotProblems(week).get("0.work_slots.0")).toBe("slot_order");
  });

  it("files a slot's errors under the path the schema reports", () => {
    expect(slotErrorPath({ day: 3, kind: "break_slots", slot: 1 })).toBe("weekly_schedule.3.break_slots.1.start_time");
  });
});
