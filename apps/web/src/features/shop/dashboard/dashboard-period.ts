import { addDays, IsoDate, lastDayOf, MAX_DASHBOARD_DAYS, type ShopDashboardQuery } from "@pitlane/domain";

/** The periods the dashboard offers; "custom" is a from–to range of the reader's own. */
export const PERIOD_PRESETS = ["this_month", "last_month", "last_30_days", "this_year", "custom"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** What the address holds: `?period=…`, with `from` and `to` for a custom range, and `branch_id`. */
export interface DashboardParams {
  period: PeriodPreset;
  from: string;
  to: string;
  branchId: string | null;
}

const monthStart = (date: string) => `${date.slice(0, 8)}01`;

/** Days from `from` to `to`, both counted. */
export const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Whether a custom range is one the API answers: whole, in order, at most MAX_DASHBOARD_DAYS long. */
export function isRangeAllowed(from: string | null, to: string | null): boolean {
  if (!IsoDate.safeParse(from).success || !IsoDate.safeParse(to).success || !from || !to) return false;
  return from <= to && daysIn(from, to) <= MAX_DASHBOARD_DAYS;
}

/**
 * A preset's first and last days, both counted, given the shop's date today (its wall clock, not the
 * browser's): this month so far, the whole of last month, the last 30 days with today, this year so far.
 */
export function presetDates(preset: Exclude<PeriodPreset, "custom">, today: string): { from: string; to: string } {
  switch (preset) {
    case "this_month":
      return { from: monthStart(today), to: today };
    case "last_month": {
      const from = monthStart(addDays(monthStart(today), -1));
      return { from, to: lastDayOf(from) };
    }
    case "last_30_days":
      return { from: addDays(today, -29), to: today };
    case "this_year":
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

const presetOf = (value: string | null): PeriodPreset =>
  PERIOD_PRESETS.find((preset) => preset === value) ?? "this_month";

/**
 * The period and branch the address asks for. Anything unknown, and a custom range the API would
 * refuse (out of order, too long, not dates), reads as this month: a bad link still opens the page.
 */
export function paramsOf(search: URLSearchParams, today: string): DashboardParams {
  const branchId = search.get("branch_id") || null;
  const asked = presetOf(search.get("period"));
  const from = search.get("from");
  const to = search.get("to");
  if (asked === "custom" && from && to && isRangeAllowed(from, to)) return { period: "custom", from, to, branchId };
  const period = asked === "custom" ? "this_month" : asked;
  return { period, ...presetDates(period, today), branchId };
}

/** The address of a period and branch; this month (the default) and all branches leave no trace in it. */
export function searchOf(params: Pick<DashboardParams, "period" | "from" | "to" | "branchId">): URLSearchParams {
  const search = new URLSearchParams();
  if (params.period !== "this_month") search.set("period", params.period);
  if (params.period === "custom") {
    search.set("from", params.from);
    search.set("to", params.to);
  }
  if (params.branchId) search.set("branch_id", params.branchId);
  return search;
}

/** The API's query for the period and branch. */
export const queryOf = (params: DashboardParams): ShopDashboardQuery => ({
  from: params.from,
  to: params.to,
  branch_id: params.branchId,
});
