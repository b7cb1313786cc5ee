import { WEEK_DAYS, minutesOf, type TimeSlot, type WeeklySchedule } from "./schedule.js";

/** Minutes since midnight; the end is exclusive, so 09:00-10:00 and 10:00-11:00 do not overlap. */
export interface Span {
  start: number;
  end: number;
}

/** A resource the service uses: how many the branch has, how many the service takes, and what is in use. */
export interface ResourceNeed {
  capacity: number;
  needed: number;
  busy: (Span & { quantity: number })[];
}

export interface SlotSearch {
  work: Span[];
  breaks: Span[];
  /** The technician's appointments that day. */
  busy: Span[];
  durationMinutes: number;
  interval: number;
  resources?: ResourceNeed[];
  /** The earliest start offered, e.g. the current minute when searching today. */
  notBefore?: number;
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** The most of a resource in use at any moment of `span`; usage only rises where some use starts. */
function peakUse(span: Span, busy: ResourceNeed["busy"]): number {
  const within = busy.filter((use) => overlaps(use, span));
  const moments = [span.start, ...within.map((use) => use.start).filter((start) => start > span.start)];
  let peak = 0;
  for (const moment of moments) {
    const inUse = within
      .filter((use) => use.start <= moment && moment < use.end)
      .reduce((sum, use) => sum + use.quantity, 0);
    peak = Math.max(peak, inUse);
  }
  return peak;
}

function candidateStarts(search: SlotSearch): number[] {
  const starts = new Set<number>();
  const step = Math.max(1, Math.floor(search.interval));
  for (const work of search.work) {
    for (let start = work.start; start < work.end; start += step) starts.add(start);
  }
  // Right after a break or an appointment is offered even when it is off the grid.
  for (const span of [...search.breaks, ...search.busy]) starts.add(span.end);
  return [...starts].sort((a, b) => a - b);
}

/**
 * Whether a start inside the technician's working hours lies on the grid the starts are offered
 * on: the shop's slot interval from the start of each work slot, or the end of a break or an
 * appointment. A start outside working hours is not a grid question (it is simply not free).
 */
export function isOffGrid(search: SlotSearch, start: number): boolean {
  const isAtWork = search.work.some((work) => work.start <= start && start < work.end);
  return isAtWork && !candidateStarts(search).includes(start);
}

/** Every start minute at which the whole duration fits, in order (spec 000: appointments). */
export function freeStarts(search: SlotSearch): number[] {
  const duration = search.durationMinutes;
  if (!(duration > 0)) return [];
  const blocked = [...search.breaks, ...search.busy];
  return candidateStarts(search).filter((start) => {
    const span = { start, end: start + duration };
    if (search.notBefore !== undefined && start < search.notBefore) return false;
    if (!search.work.some((work) => work.start <= span.start && span.end <= work.end)) return false;
    if (blocked.some((b) => overlaps(b, span))) return false;
    return (search.resources ?? []).every((need) => peakUse(span, need.busy) + need.needed <= need.capacity);
  });
}

function spansOf(slots: TimeSlot[]): Span[] {
  const spans: Span[] = [];
  for (const slot of slots) {
    const start = minutesOf(slot.start_time);
    const end = minutesOf(slot.end_time);
    if (start !== null && end !== null && end > start) spans.push({ start, end });
  }
  return spans.sort((a, b) => a.start - b.start);
}

/**
 * The work and break spans of a date's weekday. The weekday comes from the calendar date alone:
 * the date is already the shop's local date, so no time zone may shift it.
 */
export function scheduleSpansFor(schedule: WeeklySchedule, isoDate: string): { work: Span[]; breaks: Span[] } {
  const none = { work: [], breaks: [] };
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return none;
  const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(Date.UTC(year, month, dayOfMonth));
  // Date.UTC rolls 2025-02-30 over into March; such a date is no date at all.
  if (date.getUTCMonth() !== month || date.getUTCDate() !== dayOfMonth) return none;
  // getUTCDay counts from Sunday; WEEK_DAYS from Monday.
  const weekDay = WEEK_DAYS[(date.getUTCDay() + 6) % 7];
  const day = schedule.find((d) => d.day === weekDay);
  if (!day?.isCheck) return none;
  return { work: spansOf(day.work_slots), breaks: spansOf(day.break_slots) };
}

/** "HH:mm" of minutes since midnight. */
export function clockOf(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${String(hours).padStart(2, "0")}:${String(rest).padStart(2, "0")}`;
}
