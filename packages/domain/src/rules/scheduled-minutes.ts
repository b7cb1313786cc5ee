import { addDays } from "../platform/calendar-date.js";
import type { WeeklySchedule } from "./schedule.js";
import { scheduleSpansFor, type Span } from "./slot-finder.js";

const minutesIn = (spans: Span[]) => spans.reduce((sum, s) => sum + (s.end - s.start), 0);

/**
 * The minutes a weekly schedule gives a technician on the days from `from` to `to`, both included:
 * each ticked day's work slots less its breaks (a break lies inside work, decision 0055).
 */
export function scheduledMinutes(schedule: WeeklySchedule, from: string, to: string): number {
  let total = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const { work, breaks } = scheduleSpansFor(schedule, day);
    total += Math.max(0, minutesIn(work) - minutesIn(breaks));
  }
  return total;
}
