import { clockOf } from "../rules/slot-finder.js";
import { wallClockAt } from "./wall-clock.js";

/**
 * How both back offices and the invoice PDF write dates and times (docs/decisions/0022), in English
 * and Arabic alike with Latin digits, like every number in the app:
 *
 * - a date: spec 000's DD MMMM YYYY, "09 March 2026", "09 مارس 2026";
 * - a time: 24-hour HH:mm, "14:05" (no AM/PM to translate);
 * - a date and time: the two joined, "09 March 2026, 14:05", "09 مارس 2026، 14:05".
 *
 * An instant is written on its tenant's wall clock, so the same sale reads the same in any browser.
 */

const monthNames = new Map<string, string[]>();

/** The twelve month names of the language (Gregorian in Arabic too), read once. */
function monthsOf(language: string): string[] {
  const locale = language === "ar" ? "ar-u-ca-gregory-nu-latn" : "en-GB";
  let names = monthNames.get(locale);
  if (!names) {
    // The months of a calendar date, not of an instant: read at UTC midnights so no zone shifts them.
    const month = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
    names = Array.from({ length: 12 }, (_, i) => month.format(Date.UTC(2026, i, 1)));
    monthNames.set(locale, names);
  }
  return names;
}

/** A calendar date ("2026-03-09") as DD MMMM YYYY in the language. */
export function formatDate(date: string, language: string): string {
  const [year, month, day] = date.split("-");
  return `${day} ${monthsOf(language)[Number(month) - 1] ?? month} ${year}`;
}

/** The date an instant falls on in the zone, as DD MMMM YYYY. */
export const formatDateIn = (zone: string, instant: Date | string, language: string): string =>
  formatDate(wallClockAt(zone, instant).date, language);

/** The zone's time at an instant, as HH:mm. */
export const formatTimeIn = (zone: string, instant: Date | string): string =>
  clockOf(wallClockAt(zone, instant).minute);

/** A date and a time of day as one value: "09 March 2026, 14:05". */
export function formatDateAndTime(date: string, time: string, language: string): string {
  return `${formatDate(date, language)}${language === "ar" ? "،" : ","} ${time}`;
}

/** The zone's date and time at an instant: "09 March 2026, 14:05". */
export function formatDateTimeIn(zone: string, instant: Date | string, language: string): string {
  const { date, minute } = wallClockAt(zone, instant);
  return formatDateAndTime(date, clockOf(minute), language);
}
