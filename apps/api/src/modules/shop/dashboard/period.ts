import { addDays, invalid, MAX_DASHBOARD_DAYS, type ShopDashboardQuery } from "@pitlane/domain";

/**
 * The days the dashboard reads, both included: `to` is today unless given, `from` the first of
 * `to`'s month unless given (this month by default). `to` before `from`, or more than
 * MAX_DASHBOARD_DAYS days, is a 400 naming `to`.
 */
export function dashboardPeriod(q: ShopDashboardQuery, today: string): { from: string; to: string } {
  const to = q.to ?? today;
  const from = q.from ?? `${to.slice(0, 8)}01`;
  if (to < from) throw invalid("to", "date_before_start");
  if (addDays(from, MAX_DASHBOARD_DAYS - 1) < to) throw invalid("to", "period_too_long", { max: MAX_DASHBOARD_DAYS });
  return { from, to };
}
