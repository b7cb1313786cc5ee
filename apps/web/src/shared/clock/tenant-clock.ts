import {
  clockOf,
  floatingDateOf,
  formatDate,
  formatDateIn,
  formatDateTimeIn,
  formatTimeIn,
  instantAt,
  instantOfFloating,
  minutesOf,
  todayIn,
  wallClockAt,
  weekendOf,
  type WeekDay,
} from "@pitlane/domain";

/**
 * The tenant's wall clock as the screens use it: every date and time of a shop or a fleet company
 * is read and written in its own time zone (the session's `time_zone`), never the browser's, in the
 * formats of docs/decisions/0022. Built on the domain's wall clock, which does the zone arithmetic.
 */

/** Mantine's numbers of the days of the week (0 is Sunday). */
const MANTINE_DAYS: Record<WeekDay, 0 | 1 | 2 | 3 | 4 | 5 | 6> = {
  Sunday: 0,
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** What Mantine's date-time pickers hold: a wall-clock time without a zone, "2026-03-09 14:05:00". */
const PICKER_VALUE = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/;

/** Spec 000 section 3's date, as a dayjs format for the pickers' `valueFormat`. */
export const PICKER_DATE_FORMAT = "DD MMMM YYYY";

export interface TenantClock {
  zone: string;
  /** A calendar date ("2026-03-09"), or the date an instant falls on, as DD MMMM YYYY. */
  date: (dateOrInstant: string) => string;
  /** The time of an instant as HH:mm. */
  time: (instant: string) => string;
  /** An instant as "09 March 2026, 14:05". */
  dateTime: (instant: string) => string;
  /** The tenant's date now, "YYYY-MM-DD". */
  today: () => string;
  /** The tenant's wall clock now, as the Date a calendar draws (see `toFloating`). */
  now: () => Date;
  /** An instant as a Date of the browser's zone showing the tenant's date and time: what calendars draw. */
  toFloating: (instant: string | Date) => Date;
  /** A date and time a calendar shows, as the instant it is on the tenant's clock. */
  fromFloating: (floating: Date) => Date;
  /** An instant as a date-time picker's value on the tenant's clock, "2026-03-09 14:05:00". */
  toPicker: (instant: string | Date) => string;
  /** A date-time picker's value as the instant (ISO 8601) it names on the tenant's clock; null when it is none. */
  fromPicker: (value: string) => string | null;
  /** The days date pickers mark as the weekend, by the tenant's country (Mantine's numbers). */
  weekendDays: (0 | 1 | 2 | 3 | 4 | 5 | 6)[];
  /** The date-time pickers' `valueFormat`, the same value as `dateTime` writes. */
  pickerDateTimeFormat: string;
}

export function createTenantClock(tenant: { zone: string; countryCode: string | null; language: string }): TenantClock {
  const { zone, language } = tenant;
  return {
    zone,
    date: (value) => (ISO_DATE.test(value) ? formatDate(value, language) : formatDateIn(zone, value, language)),
    time: (instant) => formatTimeIn(zone, instant),
    dateTime: (instant) => formatDateTimeIn(zone, instant, language),
    today: () => todayIn(zone),
    now: () => floatingDateOf(zone),
    toFloating: (instant) => floatingDateOf(zone, instant),
    fromFloating: (floating) => instantOfFloating(zone, floating),
    toPicker: (instant) => {
      const { date, minute } = wallClockAt(zone, instant);
      return `${date} ${clockOf(minute)}:00`;
    },
    fromPicker: (value) => {
      const [, date, time] = PICKER_VALUE.exec(value) ?? [];
      const minute = time ? minutesOf(time) : null;
      return date && minute !== null ? instantAt(zone, date, minute).toISOString() : null;
    },
    weekendDays: weekendOf(tenant.countryCode).map((day) => MANTINE_DAYS[day]),
    // The Arabic comma, as the wall clock writes it; dayjs leaves characters that are no token as they are.
    pickerDateTimeFormat: language === "ar" ? "DD MMMM YYYY، HH:mm" : "DD MMMM YYYY, HH:mm",
  };
}
