import { addDays, DashboardMonth, firstOfNextMonth } from "@pitlane/domain";
import { TRANSACTIONS_PATH } from "../transaction/transaction-paths";

/** How far back the month chooser goes. */
const MONTHS_OFFERED = 24;

/** The month the address asks for ("2026-03"), or the company's current one when it asks for none, a bad one or a future one. */
export function monthAsked(value: string | null, current: string): string {
  const asked = DashboardMonth.safeParse(value);
  return asked.success && asked.data <= current ? asked.data : current;
}

/** The months a reader may choose, the current one first. */
export function monthChoices(current: string, count = MONTHS_OFFERED): string[] {
  const [year, month] = [Number(current.slice(0, 4)), Number(current.slice(5, 7))];
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + month - 1 - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
}

export { monthLabel } from "../../../shared/clock/month-label";

/** The month's first and last dates, as the transactions' date filter takes them. */
export function datesOfMonth(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDays(firstOfNextMonth(from), -1) };
}

/** The month's completed fills on the transactions screen, of one vehicle or station when given. */
export function monthFillsPath(month: string, filter: { vehicle_id?: string; station_id?: string } = {}): string {
  const query = new URLSearchParams({ ...datesOfMonth(month), status: "completed", ...filter });
  return `${TRANSACTIONS_PATH}?${query}`;
}
