import { z } from "zod";
import { RefusalCode as m } from "../platform/messages.js";
import { ChartDto, FillFigures, rangeRule, reportPage, reportShape } from "./report.js";
import { TOP_UP_STATUSES, TopUpDto } from "./top-up.js";
import { TransactionDto } from "./transaction.js";
import { FUEL_TYPES } from "./vocabulary.js";

/** The top-up history: the requests the company sent in the range, by status. */
export const TOP_UP_REPORT_STATUSES = ["all", ...TOP_UP_STATUSES] as const;

export const TopUpReportQuery = z
  .object({ ...reportShape, status: z.enum(TOP_UP_REPORT_STATUSES, { error: m.choice }).default("all") })
  .superRefine(rangeRule);
export type TopUpReportQuery = z.infer<typeof TopUpReportQuery>;

/** The requests the status selects, and what each status adds up to; the chart: the approved amount a day or month. */
export const TopUpReportDto = reportPage(
  TopUpDto,
  z.object({
    requests: z.number().int(),
    approved_amount: z.number(),
    pending_amount: z.number(),
    rejected_amount: z.number(),
  }),
).extend({ chart: ChartDto });
export type TopUpReportDto = z.infer<typeof TopUpReportDto>;

/** The fueling history: the fills completed in the range, of a vehicle, driver, station or fuel type. */
export const FuelingReportQuery = z
  .object({
    ...reportShape,
    vehicle_id: z.uuid({ error: m.id }).optional(),
    employee_id: z.uuid({ error: m.id }).optional(),
    station_id: z.uuid({ error: m.id }).optional(),
    fuel_type: z.enum(FUEL_TYPES, { error: m.choice }).optional(),
  })
  .superRefine(rangeRule);
export type FuelingReportQuery = z.infer<typeof FuelingReportQuery>;

/** A fill as the transactions list shows it, with its litres per 100 km since the previous reading. */
export const FuelingRowDto = TransactionDto.extend({ litres_per_100_km: z.number().nullable() });
export type FuelingRowDto = z.infer<typeof FuelingRowDto>;

/** The fills, latest completed first, their figures over the range; the chart: litres a day or month. */
export const FuelingReportDto = reportPage(FuelingRowDto, FillFigures).extend({ chart: ChartDto });
export type FuelingReportDto = z.infer<typeof FuelingReportDto>;
