/**
 * Spec 001's "on-prime / off-prime" transactions, read as peak and off-peak hours at the pump
 * (docs/decisions/0048): the morning and evening rushes on the company's own clock, every day of
 * the week, since the weekend is Friday and Saturday in Saudi Arabia and Sunday in Pakistan and
 * fleets drive on it. Hours count from the company's midnight (0 to 23); each window ends before `to`.
 */
export const PEAK_HOURS = [
  { from: 7, to: 10 },
  { from: 17, to: 21 },
] as const;

export const isPeakHour = (hour: number): boolean => PEAK_HOURS.some((w) => hour >= w.from && hour < w.to);

/**
 * Whole days the available balance lasts at the average daily spending of the last `days` days
 * (all minor units); null when nothing was spent, which gives no pace to divide by.
 */
export function daysOfFuelLeft(available: number, spent: number, days = 30): number | null {
  if (spent <= 0) return null;
  return Math.max(0, Math.floor((available * days) / spent));
}
