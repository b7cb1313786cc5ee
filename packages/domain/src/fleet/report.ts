import { z } from "zod";
import { addDays, firstOfNextMonth } from "../platform/calendar-date.js";
import { MAX_PAGE_SIZE, pagination } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { IsoDate } from "../platform/validation.js";
import { FUEL_TYPES } from "./vocabulary.js";

/**
 * The four reports of spec 001 (consumption, top-up history, fueling history, employee report),
 * each over a range of the company's days. A completed fill counts on the day it completed.
 */
export const REPORT_KINDS = ["consumption", "top-ups", "fuelings", "employees"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** A year, a leap day included: a longer range is refused rather than read. */
export const MAX_REPORT_DAYS = 366;

/** How many days a range holds, both ends included. */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Why a range is refused (the field and the code), or null: `to` before `from`, or longer than a year. */
export function reportRangeRefusal(
  from: string,
  to: string,
): { field: "to"; code: "slot_order" | "report_range" } | null {
  if (to < from) return { field: "to", code: "slot_order" };
  if (daysInRange(from, to) > MAX_REPORT_DAYS) return { field: "to", code: "report_range" };
  return null;
}

/** `page`, `limit` (10 unless told, at most 100) and the range; a range left out is this month so far. */
export const reportShape = {
  ...pagination(MAX_PAGE_SIZE, 10),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
};

export const rangeRule = (q: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  const refusal = q.from && q.to ? reportRangeRefusal(q.from, q.to) : null;
  if (refusal) ctx.addIssue({ code: "custom", path: [refusal.field], message: m[refusal.code] });
};

const id = () => z.uuid({ error: m.id }).optional();
const fuelType = () => z.enum(FUEL_TYPES, { error: m.choice }).optional();

/** What a consumption row stands for: a vehicle, a driver, a branch or department (the driver's now), a fuel type. */
export const CONSUMPTION_GROUPS = ["vehicle", "employee", "branch", "department", "fuel_type"] as const;
export type ConsumptionGroup = (typeof CONSUMPTION_GROUPS)[number];

export const ConsumptionReportQuery = z
  .object({
    ...reportShape,
    by: z.enum(CONSUMPTION_GROUPS, { error: m.choice }).default("vehicle"),
    fuel_type: fuelType(),
    vehicle_id: id(),
    employee_id: id(),
    branch_id: id(),
    department_id: id(),
  })
  .superRefine(rangeRule);
export type ConsumptionReportQuery = z.infer<typeof ConsumptionReportQuery>;

export const EmployeeReportQuery = z
  .object({ ...reportShape, employee_id: id(), branch_id: id(), department_id: id() })
  .superRefine(rangeRule);
export type EmployeeReportQuery = z.infer<typeof EmployeeReportQuery>;

/**
 * What fills add up to: how many, their litres, the fuel and what the wallet paid (fuel, commission
 * and tax), the km driven to them (odometer − the previous reading) and what those km cost. L/100 km
 * and cost per km count only the fills that have a previous reading; null without any km.
 */
export const FillFigures = z.object({
  fuelings: z.number().int(),
  litres: z.number(),
  fuel_amount: z.number(),
  total_amount: z.number(),
  km: z.number().int(),
  litres_per_100_km: z.number().nullable(),
  cost_per_km: z.number().nullable(),
});
export type FillFigures = z.infer<typeof FillFigures>;

/** The range a report covers (the company's days, both included) and the currency of its amounts. */
const reportFrame = { from: IsoDate, to: IsoDate, currency: z.string() };

/** A page of a report's rows with the figures of the whole range. */
export const reportPage = <T extends z.ZodType, S extends z.ZodType>(row: T, totals: S) =>
  z.object({
    ...reportFrame,
    items: z.array(row),
    total: z.number().int(),
    total_capped: z.boolean(),
    page: z.number().int(),
    limit: z.number().int(),
    totals,
  });

/**
 * One row of the consumption report: the group's id (a vehicle's, employee's, branch's or
 * department's; the fuel type; null for fills with no driver, or drivers with no branch or
 * department) and how it is named.
 */
export const ConsumptionRowDto = FillFigures.extend({
  _id: z.string().nullable(),
  /** Plate, employee, branch or department name, or the fuel type's code; null for the "none" group. */
  name: z.string().nullable(),
  /** The car id of a vehicle, the employee id of a driver. */
  detail: z.string().nullable(),
});
export type ConsumptionRowDto = z.infer<typeof ConsumptionRowDto>;

export const ConsumptionReportDto = reportPage(ConsumptionRowDto, FillFigures).extend({
  by: z.enum(CONSUMPTION_GROUPS),
});
export type ConsumptionReportDto = z.infer<typeof ConsumptionReportDto>;

/** A driver's month: their fills' figures, the vehicles they drove, their declines and flagged fills. */
export const EmployeeReportRowDto = FillFigures.extend({
  _id: z.string(),
  name: z.string(),
  employee_code: z.string().nullable(),
  branch: z.string().nullable(),
  department: z.string().nullable(),
  vehicles: z.number().int(),
  declines: z.number().int(),
  flagged: z.number().int(),
});
export type EmployeeReportRowDto = z.infer<typeof EmployeeReportRowDto>;

export const EmployeeReportDto = reportPage(
  EmployeeReportRowDto,
  FillFigures.extend({ drivers: z.number().int(), declines: z.number().int(), flagged: z.number().int() }),
);
export type EmployeeReportDto = z.infer<typeof EmployeeReportDto>;

/** A chart's bar: a day or a month of the company's clock (named by its first day), and its value. */
export const ReportBucketDto = z.object({ start: IsoDate, value: z.number() });
export type ReportBucketDto = z.infer<typeof ReportBucketDto>;

/** A chart reads days over two months at most, months over longer ranges. */
export const MAX_DAILY_BUCKETS = 62;
export type BucketSize = "day" | "month";

/** The days, or the months, a range's chart has a bar for: each named by its first day, the range's own first. */
export function reportBuckets(from: string, to: string): { size: BucketSize; starts: string[] } {
  if (daysInRange(from, to) <= MAX_DAILY_BUCKETS) {
    return { size: "day", starts: Array.from({ length: daysInRange(from, to) }, (_, i) => addDays(from, i)) };
  }
  const starts = [from];
  for (let month = firstOfNextMonth(from); month <= to; month = firstOfNextMonth(month)) starts.push(month);
  return { size: "month", starts };
}

export const ChartDto = z.object({ size: z.enum(["day", "month"]), buckets: z.array(ReportBucketDto) });
export type ChartDto = z.infer<typeof ChartDto>;
