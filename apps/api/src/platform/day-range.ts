import { addDays, startOfDayIn } from "@pitlane/domain";

/** The instants a date filter's days begin and end; undefined where the filter is open. */
export interface DayRange {
  from: Date | undefined;
  until: Date | undefined;
}

/**
 * Days of a tenant's wall clock, both ends included: from the midnight starting `from` to the one
 * after `to`. The zone is read only when a day is given.
 */
export async function dayRangeIn(zoneOf: () => Promise<string>, q: { from?: string; to?: string }): Promise<DayRange> {
  if (!q.from && !q.to) return { from: undefined, until: undefined };
  const zone = await zoneOf();
  return {
    from: q.from ? startOfDayIn(zone, q.from) : undefined,
    until: q.to ? startOfDayIn(zone, addDays(q.to, 1)) : undefined,
  };
}
