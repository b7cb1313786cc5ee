/**
 * Why a purchase at the pump was declined: MONEY.md's checks, each with its stable code, in the order
 * they are made. The company sees the exact reason; the station only what it can act on
 * (`stationDecline`), so it never learns a company's limits or balance.
 */
export const DECLINE_REASONS = [
  "company_suspended",
  "vehicle_inactive",
  "driver_not_assigned",
  "pin_locked",
  "pin_invalid",
  "price_unavailable",
  "product_not_allowed",
  "day_not_allowed",
  "limit_count_day",
  "odometer_below_last",
  "odometer_jump_too_large",
  "limit_litres_cycle",
  "limit_amount_cycle",
  "tank_capacity_exceeded",
  "insufficient_funds",
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** What the station is told: what the attendant or the driver can put right, else only "declined". */
export const STATION_DECLINES = [
  "declined",
  "pin_invalid",
  "pin_locked",
  "odometer_invalid",
  "fuel_not_sold",
  "fuel_not_allowed",
] as const;
export type StationDecline = (typeof STATION_DECLINES)[number];

export function stationDecline(reason: DeclineReason): StationDecline {
  switch (reason) {
    case "pin_invalid":
    case "pin_locked":
      return reason;
    case "odometer_below_last":
    case "odometer_jump_too_large":
      return "odometer_invalid";
    case "price_unavailable":
      return "fuel_not_sold";
    case "product_not_allowed":
      return "fuel_not_allowed";
    default:
      return "declined";
  }
}

/** Wrong T-PINs in a day of the company's clock after which the driver is locked until its end. */
export const TPIN_TRIES_PER_DAY = 3;
