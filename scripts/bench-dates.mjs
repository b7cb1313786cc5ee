// Calendar dates ("2026-11-27") as the bench's lines ask for them: a tenant's today, days on, months back.

const DAY_MS = 86_400_000;

/** The date at instant `ms` on the clock of `zone`. */
export const dateIn = (zone, ms) => new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date(ms));

/** The date `days` after `date` (before it when negative). */
export const plusDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The `count` months ("2026-11") ending with `date`'s, oldest first. */
export function monthsEndingAt(date, count) {
  const [year, month] = date.split("-").map(Number);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + month - count + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
}
