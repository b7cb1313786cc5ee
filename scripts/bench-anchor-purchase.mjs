// A purchase at the pump as the anchor works it out: its money and flags (packages/domain/src/fleet/
// purchase-money.ts, purchase-flags.ts), what the station is told (station/presenter.ts), and the
// refusals the anchor's routes answer with the app's status.
/** A refusal the route answers with its status, as the app would (any answer but 2xx fails the bench). */
export class Refusal extends Error {
  constructor(status, code) {
    super(code);
    this.status = status;
  }
}

// The arithmetic of packages/domain/src/fleet/purchase-money.ts and purchase-flags.ts.
export const SCALE = 100_000;
const shareOf = (amount, bp) => Math.round((amount * bp) / 10_000);
export function amountsOf(ml, price, commissionBp, taxBp) {
  const fuel = Math.round((ml * price) / SCALE);
  const commission = shareOf(fuel, commissionBp);
  const tax = shareOf(commission, taxBp);
  return { fuel, commission, tax, total: fuel + commission + tax };
}
export function flagsOf({ ml, tankMl, rate, odometer, last }) {
  const flags = [];
  if (ml > tankMl) flags.push("over_tank");
  if (last && rate) {
    const expectedKm = (ml / 1000) * (rate / 100);
    if (Math.abs(odometer - last.odometer - expectedKm) > expectedKm * 0.5) flags.push("distance_off");
  }
  if (last && last.minutesAgo < 120) flags.push("quick_refill");
  return flags;
}
/** What the station is told of a decline (domain stationDecline): what it can act on, else "declined". */
const SHOWN = {
  pin_invalid: "pin_invalid",
  pin_locked: "pin_locked",
  odometer_below_last: "odometer_invalid",
  odometer_jump_too_large: "odometer_invalid",
  price_unavailable: "fuel_not_sold",
  product_not_allowed: "fuel_not_allowed",
};
export const numberOr = (value) => (value === null || value === undefined ? null : Number(value));

/** The purchase as the station sees it (station/presenter.ts), in the app's envelope. */
export function answerOf(p) {
  const result = {
    reference: p.reference,
    status: p.status,
    approved: p.status !== "declined",
    decline: p.decline_reason ? (SHOWN[p.decline_reason] ?? "declined") : null,
    fuel_type: p.fuel_type,
    currency: p.currency,
    unit_price: p.unit_price === null ? null : p.unit_price / 10_000,
    litres_authorised: p.authorised_ml === null ? null : p.authorised_ml / 1000,
    amount_authorised: p.authorised_fuel === null ? null : p.authorised_fuel / 100,
    expires_at: p.expires_at?.toISOString() ?? null,
    litres: p.litres_ml === null ? null : p.litres_ml / 1000,
    amount: p.fuel_amount === null ? null : p.fuel_amount / 100,
    photos: { odometer: p.odometer_photo_id !== null, pump: p.pump_photo_id !== null },
    created_at: p.created_at.toISOString(),
  };
  return JSON.stringify({ error_code: 200, message: "OK", result });
}
