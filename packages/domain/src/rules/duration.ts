/**
 * Service durations (spec 000 section 4): a plain number is minutes; text such as "2h", "45min",
 * "90 minutes" or "1h 30min" is converted with 60 minutes per hour. Durations are whole multiples
 * of five minutes, from 5 minutes to 24 hours.
 */
export const MINUTES_PER_HOUR = 60;
export const DURATION_STEP_MINUTES = 5;
export const MAX_DURATION_MINUTES = 24 * MINUTES_PER_HOUR;

const HOURS = "(?:h|hr|hrs|hour|hours)";
const MINUTES = "(?:m|min|mins|minute|minutes)";
// With hours, minutes need their unit: "1h 30" is refused rather than guessed at.
const pattern = new RegExp(`^(?:(\\d+(?:\\.\\d+)?)\\s*${HOURS})?\\s*(?:(\\d+)\\s*${MINUTES})?$`, "i");
const plainMinutes = /^\d+$/;

/** Past 2^53 a number no longer holds the digits typed ("99999999999999999999" would read as 1e20). */
const asMinutes = (total: number) => (Number.isSafeInteger(total) ? total : null);

/**
 * Minutes from what a person typed, or null when it is not a duration. A bare number is minutes;
 * hours may have a decimal ("1.5h" is 90). Whether the result is an allowed duration is
 * `isAllowedDuration`'s question.
 */
export function parseDuration(input: string | number): number | null {
  if (typeof input === "number") return Number.isSafeInteger(input) && input >= 0 ? input : null;
  const text = input.trim().replace(/\s+/g, " ");
  if (text === "") return null;
  if (plainMinutes.test(text)) return asMinutes(Number(text));
  const match = pattern.exec(text);
  if (!match) return null;
  const [, hours, minutes] = match;
  if (hours === undefined && minutes === undefined) return null;
  return asMinutes((hours ? Number(hours) * MINUTES_PER_HOUR : 0) + (minutes ? Number(minutes) : 0));
}

export function isAllowedDuration(minutes: number): boolean {
  return (
    Number.isInteger(minutes) &&
    minutes >= DURATION_STEP_MINUTES &&
    minutes <= MAX_DURATION_MINUTES &&
    minutes % DURATION_STEP_MINUTES === 0
  );
}

/** "1h 30min", "2h" or "45 min", as spec 000 section 4 shows durations. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  const rest = minutes % MINUTES_PER_HOUR;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}min`;
}
