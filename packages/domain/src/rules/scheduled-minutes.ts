import { addDays, daysFrom } from "../platform/calendar-date.js";
import type { WeeklySchedule } from "./schedule.js";
import { scheduleSpansFor, type Span } from "./slot-finder.js";

const minutesIn = (spans: Span[]) => spans.reduce((sum, s) => sum + (s.end - s.start), 0);

/**
 * The minutes a weekly schedule gives a technician on the days from `from` to `to`, both included:
 * each ticked day's work slots less its breaks (a break lies inside work, decision 0055).
 */
export function scheduledMinutes(schedule: WeeklySchedule, from: string, to: string): number {
  const days = daysFrom(from, to) + 1;
  let total = 0;
  // Each weekday read once, from its first date in the period, and counted as often as it comes:
  // a year's dashboard asks this for every technician.
  for (let offset = 0; offset < Math.min(7, days); offset += 1) {
    const { work, breaks } = scheduleSpansFor(schedule, addDays(from, offset));
    const times = Math.floor((days - 1 - offset) / 7) + 1;
    total += times * Math.max(0, minutesIn(work) - minutesIn(breaks));
  }
  return total;
}
