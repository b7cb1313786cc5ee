import {
  addDays,
  DASHBOARD_RANKED,
  isPeakHour,
  nextMonth,
  toLitres,
  toMajor,
  wallClockAt,
  type DashboardFuelDto,
  type DashboardReviewDto,
  type DashboardTrendDto,
  type RankedStationDto,
} from "@pitlane/domain";
import type { FuelTypeFillsRow, FuelledRow, MonthFillsRow, StationFillsRow, VehicleFillsRow } from "./fuel-repo.js";
import type { ReviewRow } from "./reviews-repo.js";

interface Fuelled {
  fills: number;
  millilitres: number;
  paid: number;
}

const none = (): Fuelled => ({ fills: 0, millilitres: 0, paid: 0 });

/** Sums in integers (millilitres, minor units); only the answer is in litres and major units. */
function add(total: Fuelled, row: Fuelled): void {
  total.fills += row.fills;
  total.millilitres += row.millilitres;
  total.paid += row.paid;
}

const toFuelled = (row: Fuelled) => ({
  fills: row.fills,
  litres: toLitres(row.millilitres),
  amount: toMajor(row.paid),
});

/** "2026-10-01" as the API names a month: "2026-10". */
const monthName = (month: string) => month.slice(0, 7);

/** Every date of the month, its first day to its last. */
function datesOf(month: string): string[] {
  const dates: string[] = [];
  for (let date = month; date < nextMonth(month); date = addDays(date, 1)) dates.push(date);
  return dates;
}

const toStation = (row: StationFillsRow): RankedStationDto => ({
  _id: row.id,
  name: row.name,
  city: row.city,
  city_arabic: row.cityArabic,
  ...toFuelled(row),
});

export interface FuelRows {
  /** The month's first day, "2026-10-01", and the company's zone. */
  month: string;
  zone: string;
  /** Seconds past each UTC hour at which the company's hours begin (the repo's buckets). */
  alignSeconds: number;
  hours: FuelledRow[];
  fuelTypes: FuelTypeFillsRow[];
  vehicles: VehicleFillsRow[];
  stations: StationFillsRow[];
}

/** Each hour's fills land on the company's date and in its peak or off-peak hours. */
export function toFuelDto(rows: FuelRows): DashboardFuelDto {
  const days = new Map(datesOf(rows.month).map((date) => [date, none()]));
  const totals = none();
  let peak = 0;
  for (const row of rows.hours) {
    const { date, minute } = wallClockAt(rows.zone, new Date((row.hour * 3600 + rows.alignSeconds) * 1000));
    const day = days.get(date);
    // The month's range holds whole hours of its own days: a date outside it would be a bug upstream.
    if (!day) throw new Error(`an hour of ${date} outside the month ${rows.month}`);
    add(day, row);
    add(totals, row);
    if (isPeakHour(Math.floor(minute / 60))) peak += row.fills;
  }
  const stations = rows.stations.map(toStation);
  const byFills = [...stations].sort((a, b) => b.fills - a.fills || a.name.localeCompare(b.name));
  return {
    month: monthName(rows.month),
    totals: toFuelled(totals),
    days: [...days].map(([date, day]) => ({ date, ...toFuelled(day) })),
    fuel_types: rows.fuelTypes.map((row) => ({ fuel_type: row.fuelType, ...toFuelled(row) })),
    transactions: { total: totals.fills, peak, off_peak: totals.fills - peak },
    top_vehicles: rows.vehicles.map((row) => ({
      _id: row.id,
      car_id: row.carId,
      plate_no: row.plateNo,
      ...toFuelled(row),
    })),
    stations: {
      used: stations.length,
      by_amount: stations.slice(0, DASHBOARD_RANKED),
      by_fills: byFills.slice(0, DASHBOARD_RANKED),
    },
  };
}

/** `months`: the first days of the months, oldest first; bucket n of the rows is months[n - 1]. */
export function toTrendDto(months: string[], rows: MonthFillsRow[]): DashboardTrendDto {
  return {
    months: months.map((month, index) => ({
      month: monthName(month),
      ...toFuelled(rows.find((row) => row.bucket === index + 1) ?? none()),
    })),
  };
}

export const toReviewDto = (row: ReviewRow): DashboardReviewDto => ({
  _id: row.purchaseId,
  rating: row.rating,
  comment: row.comment,
  station_name: row.stationName,
  station_city: row.cityName,
  station_city_arabic: row.cityNameArabic,
  employee_name: row.employeeName,
  created_at: row.createdAt.toISOString(),
});
