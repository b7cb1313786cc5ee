import {
  CONSUMPTION_GROUPS,
  FUEL_TYPES,
  IsoDate,
  REPORT_KINDS,
  TOP_UP_REPORT_STATUSES,
  type ConsumptionReportQuery,
  type EmployeeReportQuery,
  type FuelingReportQuery,
  type TopUpReportQuery,
} from "@pitlane/domain";
import { z } from "zod";

const optionalId = z.uuid().optional().catch(undefined);

/**
 * The reports screen's URL: the report shown, its page, range and filters. Odd values fall back
 * rather than break the screen; a range left out is this month so far on the company's clock.
 */
export const ReportScreenQuery = z.object({
  report: z.enum(REPORT_KINDS).catch("consumption").default("consumption"),
  page: z.coerce.number().int().min(1).catch(1).default(1),
  from: IsoDate.optional().catch(undefined),
  to: IsoDate.optional().catch(undefined),
  by: z.enum(CONSUMPTION_GROUPS).catch("vehicle").default("vehicle"),
  status: z.enum(TOP_UP_REPORT_STATUSES).catch("all").default("all"),
  fuel_type: z.enum(FUEL_TYPES).optional().catch(undefined),
  vehicle_id: optionalId,
  employee_id: optionalId,
  station_id: optionalId,
  branch_id: optionalId,
  department_id: optionalId,
});
export type ReportScreenQuery = z.infer<typeof ReportScreenQuery>;

/** What a new report starts from: its first page, no filter, the same range. */
export const FILTERS_CLEARED: Partial<ReportScreenQuery> = {
  page: 1,
  fuel_type: undefined,
  vehicle_id: undefined,
  employee_id: undefined,
  station_id: undefined,
  branch_id: undefined,
  department_id: undefined,
};

/** The range shown: the URL's, or this month so far. */
export function rangeOf(q: ReportScreenQuery, today: string): { from: string; to: string } {
  const to = q.to ?? today;
  return { from: q.from ?? `${to.slice(0, 8)}01`, to };
}

const LIMIT = 10;

/** Each report's API query, from the screen's. */
export const apiQueries = (q: ReportScreenQuery, range: { from: string; to: string }) => {
  const common = { page: q.page, limit: LIMIT, ...range };
  return {
    consumption: {
      ...common,
      by: q.by,
      fuel_type: q.fuel_type,
      vehicle_id: q.vehicle_id,
      employee_id: q.employee_id,
      branch_id: q.branch_id,
      department_id: q.department_id,
    } satisfies ConsumptionReportQuery,
    "top-ups": { ...common, status: q.status } satisfies TopUpReportQuery,
    fuelings: {
      ...common,
      fuel_type: q.fuel_type,
      vehicle_id: q.vehicle_id,
      employee_id: q.employee_id,
      station_id: q.station_id,
    } satisfies FuelingReportQuery,
    employees: {
      ...common,
      employee_id: q.employee_id,
      branch_id: q.branch_id,
      department_id: q.department_id,
    } satisfies EmployeeReportQuery,
  };
};

/** Whether any filter narrows the report (the empty state says so). */
export const isFiltered = (q: ReportScreenQuery) =>
  [q.fuel_type, q.vehicle_id, q.employee_id, q.station_id, q.branch_id, q.department_id].some(Boolean) ||
  (q.report === "top-ups" && q.status !== "all");
