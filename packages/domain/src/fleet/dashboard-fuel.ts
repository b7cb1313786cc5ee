import { z } from "zod";
import { RefusalCode } from "../platform/messages.js";
import { FUEL_TYPES } from "./vocabulary.js";

/** How many vehicles and stations the dashboard ranks; the transactions screen has the rest. */
export const DASHBOARD_RANKED = 5;
/** How many of the drivers' latest station ratings it shows. */
export const DASHBOARD_REVIEWS_SHOWN = 5;
/** How many months the consumption trend covers, the chosen one last. */
export const DASHBOARD_TREND_MONTHS = 12;

/** A month of the company's clock, "2026-10". */
export const DashboardMonth = z.string({ error: RefusalCode.invalid }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, {
  error: RefusalCode.invalid,
});

/** The month a dashboard figure covers: the company's current month when none is given. */
export const DashboardMonthQuery = z.object({ month: DashboardMonth.optional() });
export type DashboardMonthQuery = z.infer<typeof DashboardMonthQuery>;

const Count = z.number().int().nonnegative();

/**
 * What completed fills add up to: how many, the litres the pumps gave, and the amount the wallet
 * paid for them (fuel, commission and tax, in major units).
 */
const Fuelled = { fills: Count, litres: z.number().nonnegative(), amount: z.number().nonnegative() };

const RankedStation = z.object({
  _id: z.string(),
  name: z.string(),
  city: z.string(),
  city_arabic: z.string().nullable(),
  ...Fuelled,
});
export type RankedStationDto = z.infer<typeof RankedStation>;

/** The month's fuel widgets of spec 001 section 2, from the company's completed fills of that month. */
export const DashboardFuelDto = z.object({
  month: DashboardMonth,
  totals: z.object(Fuelled),
  /** Every day of the month on the company's clock, days without a fill at zero. */
  days: z.array(z.object({ date: z.string(), ...Fuelled })),
  /** The fuel types bought, most litres first. */
  fuel_types: z.array(z.object({ fuel_type: z.enum(FUEL_TYPES), ...Fuelled })),
  /** The fills in peak and off-peak hours of the company's clock (PEAK_HOURS). */
  transactions: z.object({ total: Count, peak: Count, off_peak: Count }),
  /** The vehicles that took the most litres. */
  top_vehicles: z.array(z.object({ _id: z.string(), car_id: z.string(), plate_no: z.string(), ...Fuelled })),
  stations: z.object({
    /** How many stations the company's vehicles filled at. */
    used: Count,
    /** Sales from locations: the stations the company paid most. */
    by_amount: z.array(RankedStation),
    /** Station preferences: the stations filled at most often. */
    by_fills: z.array(RankedStation),
  }),
});
export type DashboardFuelDto = z.infer<typeof DashboardFuelDto>;

/** Total consumption per month: the twelve months that end with the chosen one, oldest first. */
export const DashboardTrendDto = z.object({
  months: z.array(z.object({ month: DashboardMonth, ...Fuelled })),
});
export type DashboardTrendDto = z.infer<typeof DashboardTrendDto>;

/** Balance and usage now: what is available, what was spent, and how long the balance lasts at that pace. */
export const DashboardUsageDto = z.object({
  available: z.number(),
  spent_this_month: z.number().nonnegative(),
  spent_last_30_days: z.number().nonnegative(),
  average_daily_spend: z.number().nonnegative(),
  /** Whole days the available balance lasts at the last 30 days' pace; null when nothing was spent. */
  days_of_fuel_left: Count.nullable(),
});
export type DashboardUsageDto = z.infer<typeof DashboardUsageDto>;

/** A driver's rating of a station after a fill, newest first. */
export const DashboardReviewDto = z.object({
  _id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  station_name: z.string(),
  station_city: z.string(),
  station_city_arabic: z.string().nullable(),
  employee_name: z.string().nullable(),
  created_at: z.string(),
});
export type DashboardReviewDto = z.infer<typeof DashboardReviewDto>;
