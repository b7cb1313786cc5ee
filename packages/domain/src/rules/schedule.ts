/**
 * A team member's weekly schedule (spec 000 sections 3 and 4): seven days, each ticked or not,
 * with work slots and break slots of "HH:mm" start and end times. Monday is ticked by default.
 */
export const WEEK_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export interface TimeSlot {
  start_time: string;
  end_time: string;
}

export interface ScheduleDay {
  day: WeekDay;
  isCheck: boolean;
  work_slots: TimeSlot[];
  break_slots: TimeSlot[];
}

export type WeeklySchedule = ScheduleDay[];

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of "HH:mm", or null for anything else. */
export function minutesOf(time: string): number | null {
  if (!TIME_PATTERN.test(time)) return null;
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

export function defaultSchedule(): WeeklySchedule {
  return WEEK_DAYS.map((day) => ({ day, isCheck: day === "Monday", work_slots: [], break_slots: [] }));
}

const isFilled = (slot: TimeSlot) => minutesOf(slot.start_time) !== null && minutesOf(slot.end_time) !== null;

/** "Copy Monday to all" is offered only when Monday has a work slot with both times (section 4). */
export function canCopyMonday(schedule: WeeklySchedule): boolean {
  const monday = schedule.find((d) => d.day === "Monday");
  return !!monday && monday.work_slots.some(isFilled);
}

/** Every day takes Monday's tick, work slots and break slots; null when Monday has nothing to copy. */
export function copyMondayToAll(schedule: WeeklySchedule): WeeklySchedule | null {
  const monday = schedule.find((d) => d.day === "Monday");
  if (!monday || !canCopyMonday(schedule)) return null;
  return WEEK_DAYS.map((day) => ({
    day,
    isCheck: monday.isCheck,
    work_slots: monday.work_slots.map((s) => ({ ...s })),
    break_slots: monday.break_slots.map((s) => ({ ...s })),
  }));
}

export type ScheduleProblem = "slot_time" | "slot_order" | "slot_overlap" | "break_outside_work";

export interface ScheduleIssue {
  /** Where, as a path into the schedule: [dayIndex, "work_slots" | "break_slots", slotIndex]. */
  path: [number, "work_slots" | "break_slots", number];
  problem: ScheduleProblem;
}

interface Span {
  start: number;
  end: number;
  index: number;
}

function spansOf(slots: TimeSlot[], dayIndex: number, kind: "work_slots" | "break_slots", issues: ScheduleIssue[]) {
  const spans: Span[] = [];
  slots.forEach((slot, index) => {
    const start = minutesOf(slot.start_time);
    const end = minutesOf(slot.end_time);
    if (start === null || end === null) issues.push({ path: [dayIndex, kind, index], problem: "slot_time" });
    else if (end <= start) issues.push({ path: [dayIndex, kind, index], problem: "slot_order" });
    else spans.push({ start, end, index });
  });
  // Against the latest end so far, not only the previous slot's: 09-17 then 10-11 then 12-13 overlaps twice.
  let latestEnd = -1;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    if (span.start < latestEnd) issues.push({ path: [dayIndex, kind, span.index], problem: "slot_overlap" });
    latestEnd = Math.max(latestEnd, span.end);
  }
  return spans;
}

/**
 * What is wrong with a schedule: a slot without both times, an end not after its start, slots of
 * the same kind that overlap, and a break not inside one of the day's work slots. Days that are not
 * ticked are checked too, since their slots are kept and come back when the day is ticked.
 */
export function scheduleIssues(schedule: WeeklySchedule): ScheduleIssue[] {
  const issues: ScheduleIssue[] = [];
  schedule.forEach((day, dayIndex) => {
    const work = spansOf(day.work_slots, dayIndex, "work_slots", issues);
    const breaks = spansOf(day.break_slots, dayIndex, "break_slots", issues);
    for (const b of breaks) {
      if (!work.some((w) => w.start <= b.start && b.end <= w.end)) {
        issues.push({ path: [dayIndex, "break_slots", b.index], problem: "break_outside_work" });
      }
    }
  });
  return issues;
}
