import {
  costPerKm,
  litresPer100Km,
  toLitres,
  toMajor,
  type BucketSize,
  type ChartDto,
  type ConsumptionRowDto,
  type EmployeeReportRowDto,
  type FillFigures,
  type FuelingRowDto,
} from "@pitlane/domain";
import { toTransactionDto } from "../transaction/presenter.js";
import type { TransactionRow } from "../transaction/repo.js";
import type { FillSums } from "./completed-fills.js";

/** Fills' sums as a report shows them: litres, major units, and the economy of the fills that have km. */
export const toFillFigures = (s: FillSums): FillFigures => ({
  fuelings: s.fuelings,
  litres: toLitres(s.ml),
  fuel_amount: toMajor(s.fuel),
  total_amount: toMajor(s.paid),
  km: s.km,
  litres_per_100_km: litresPer100Km(s.mlWithKm, s.km),
  cost_per_km: costPerKm(s.paidWithKm, s.km),
});

export const toConsumptionRowDto = (
  row: FillSums & { key: string | null; name: string | null; detail: string | null },
): ConsumptionRowDto => ({
  _id: row.key,
  name: row.name,
  detail: row.detail,
  ...toFillFigures(row),
});

export const toEmployeeRowDto = (
  row: FillSums & {
    key: string;
    name: string;
    code: string | null;
    branch: string | null;
    department: string | null;
    vehicles: number;
    declines: number;
    flagged: number;
  },
): EmployeeReportRowDto => ({
  _id: row.key,
  name: row.name,
  employee_code: row.code,
  branch: row.branch,
  department: row.department,
  vehicles: row.vehicles,
  declines: row.declines,
  flagged: row.flagged,
  ...toFillFigures(row),
});

/** A completed fill as the transactions list shows it, with its litres per 100 km since the reading before. */
export function toFuelingRowDto(row: TransactionRow, now: Date): FuelingRowDto {
  const p = row.purchase;
  const km = p.previousOdometer === null ? 0 : p.odometer - p.previousOdometer;
  return { ...toTransactionDto(row, now), litres_per_100_km: litresPer100Km(p.litresMl ?? 0, km) };
}

/** Every bar of the chart, one that no row reached at zero; `value` turns a row's sum into what the bar shows. */
export function toChartDto(
  size: BucketSize,
  starts: string[],
  rows: { bucket: number; value: number }[],
  value: (sum: number) => number,
): ChartDto {
  const sums = new Map(rows.map((row) => [row.bucket, row.value]));
  return { size, buckets: starts.map((start, i) => ({ start, value: value(sums.get(i + 1) ?? 0) })) };
}
