import { TZDate, tzOffset } from "@date-fns/tz";

/**
 * The wall clock of a tenant: the only code that turns instants into a time zone's dates and times
 * and back (docs/decisions/0022). A shop or a fleet company keeps its IANA zone; "today", "now",
 * the start of a day and every time shown are read on that zone's clock, never the server's or the
 * browser's. Calendar dates are "YYYY-MM-DD" strings and times of day are minutes since the zone's
 * midnight as its clocks show them (09:30 is 570), so neither carries a zone of its own.
 */

/** A zone's wall clock at an instant: its calendar date and the minute its clocks show (0 to 1439). */
export interface WallClock {
  date: string;
  minute: number;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "YYYY-MM-DD" of the year, month (1 to 12) and day. */
export const isoDateOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

function partsOf(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`not a date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The instant seen on the zone's clock. */
const inZone = (zone: string, instant: Date | string | number) => new TZDate(new Date(instant).getTime(), zone);

/** The zone's date and minute at `instant` (now by default). */
export function wallClockAt(zone: string, instant: Date | string = new Date()): WallClock {
  const local = inZone(zone, instant);
  return {
    date: isoDateOf(local.getFullYear(), local.getMonth() + 1, local.getDate()),
    minute: local.getHours() * 60 + local.getMinutes(),
  };
}

/** The zone's calendar date at `instant` (today by default). */
export const todayIn = (zone: string, instant: Date | string = new Date()): string => wallClockAt(zone, instant).date;

/**
 * The instant the zone's clocks show `minute` on `date` (its midnight by default). A time that a
 * daylight-saving jump skips is read after the jump; one the clocks show twice, the second time.
 */
export function instantAt(zone: string, date: string, minute = 0): Date {
  const [year, month, day] = partsOf(date);
  return new Date(new TZDate(year, month - 1, day, Math.floor(minute / 60), minute % 60, zone).getTime());
}

/** The instant the zone's `date` begins: where a day's (or a cycle's) counting starts. */
export const startOfDayIn = (zone: string, date: string): Date => instantAt(zone, date);

/**
 * The zone's wall clock at `instant` as a Date of the runtime's own zone showing the same date and
 * time: what calendars and date pickers draw, since they only know the browser's zone.
 */
export function floatingDateOf(zone: string, instant: Date | string = new Date()): Date {
  const local = inZone(zone, instant);
  return new Date(local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getMinutes());
}

/** The instant the zone's clocks show the date and time a calendar or picker holds (`floatingDateOf` undone). */
export function instantOfFloating(zone: string, floating: Date): Date {
  const [year, month, day] = [floating.getFullYear(), floating.getMonth(), floating.getDate()];
  return new Date(new TZDate(year, month, day, floating.getHours(), floating.getMinutes(), zone).getTime());
}

/** A name such as "Asia/Riyadh" (or "UTC") that the runtime's zone data knows; offsets such as "+03:00" are not zones. */
export function isTimeZone(name: string): boolean {
  // eslint-disable-next-line security/detect-unsafe-regex -- each part starts at a slash the part cannot hold: linear
  return /^(UTC|[A-Z][A-Za-z_-]*(\/[A-Za-z0-9_+-]+)+)$/.test(name) && Number.isFinite(tzOffset(name, new Date()));
}

/**
 * The runtime's own zone (in the web, the reader's browser), for a reader who belongs to no tenant:
 * the operations console's staff read every company's times on their own clock. UTC when unknown.
 */
export function runtimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : "UTC";
}

/** Every zone the runtime knows, for a choice of zone; UTC first. */
export function timeZoneNames(): string[] {
  return ["UTC", ...Intl.supportedValuesOf("timeZone").filter((name) => name !== "UTC")];
}

/** The zone's offset from UTC at `instant`, as "GMT+05:00" ("GMT" for none). */
export function offsetLabelOf(zone: string, instant: Date = new Date()): string {
  const offset = tzOffset(zone, instant);
  if (!offset) return "GMT";
  const sign = offset < 0 ? "-" : "+";
  return `GMT${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}
