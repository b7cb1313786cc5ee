import {
  type ScheduleProblem,
  type TimeSlot,
  type WeeklySchedule,
  canCopyMonday,
  copyMondayToAll,
  scheduleIssues,
} from "@pitlane/domain";

/** Work slots or break slots of a day. */
export type SlotKind = "work_slots" | "break_slots";
export type SlotEdge = "start_time" | "end_time";

/** Where a slot is: day 0 is Monday. */
export interface SlotAt {
  day: number;
  kind: SlotKind;
  slot: number;
}

/** The key a slot's problem is filed under, and the form-error path of its start time. */
export const slotKey = ({ day, kind, slot }: SlotAt) => `${day}.${kind}.${slot}`;
export const slotErrorPath = (at: SlotAt) => `weekly_schedule.${slotKey(at)}.start_time`;

/** The first work slot of a day starts as a usual working day; later slots start empty. */
function newSlot(existing: TimeSlot[], kind: SlotKind): TimeSlot {
  if (kind === "work_slots" && existing.length === 0) return { start_time: "09:00", end_time: "17:00" };
  return { start_time: "", end_time: "" };
}

const changeDay = (
  schedule: WeeklySchedule,
  day: number,
  change: (d: WeeklySchedule[number]) => WeeklySchedule[number],
) => schedule.map((d, i) => (i === day ? change(d) : d));

export function setDayChecked(schedule: WeeklySchedule, day: number, isCheck: boolean): WeeklySchedule {
  return changeDay(schedule, day, (d) => ({ ...d, isCheck }));
}

/** Adding a work slot to a day also ticks it: hours on a day off are what the user means to add. */
export function addSlot(schedule: WeeklySchedule, day: number, kind: SlotKind): WeeklySchedule {
  return changeDay(schedule, day, (d) => ({
    ...d,
    isCheck: kind === "work_slots" ? true : d.isCheck,
    [kind]: [...d[kind], newSlot(d[kind], kind)],
  }));
}

export function removeSlot(schedule: WeeklySchedule, { day, kind, slot }: SlotAt): WeeklySchedule {
  return changeDay(schedule, day, (d) => ({ ...d, [kind]: d[kind].filter((_, i) => i !== slot) }));
}

export function setSlotTime(schedule: WeeklySchedule, { day, kind, slot }: SlotAt, edge: SlotEdge, time: string) {
  return changeDay(schedule, day, (d) => ({
    ...d,
    [kind]: d[kind].map((s, i) => (i === slot ? { ...s, [edge]: time } : s)),
  }));
}

/** Monday's tick and slots on every day, when Monday has a filled work slot (spec 000 section 4); else unchanged. */
export function copyMonday(schedule: WeeklySchedule): WeeklySchedule {
  return copyMondayToAll(schedule) ?? schedule;
}

export { canCopyMonday };

/**
 * The problem of each slot, as the user edits, before any save. A slot still missing a time is
 * not called wrong while it is being filled in: the form's check on saving says so.
 */
export function slotProblems(schedule: WeeklySchedule): Map<string, ScheduleProblem> {
  const problems = new Map<string, ScheduleProblem>();
  for (const { path, problem } of scheduleIssues(schedule)) {
    const [day, kind, slot] = path;
    const key = slotKey({ day, kind, slot });
    if (problem !== "slot_time" && !problems.has(key)) problems.set(key, problem);
  }
  return problems;
}

/** The validation.* key of a problem (the same words the API uses). */
export const problemKey: Record<ScheduleProblem, "time" | "slot_order" | "slot_overlap" | "break_outside_work"> = {
  slot_time: "time",
  slot_order: "slot_order",
  slot_overlap: "slot_overlap",
  break_outside_work: "break_outside_work",
};
