// No zod here, like base-messages.ts: the shop's signed-in shell imports these texts.

/**
 * The front desk's validation messages (clients, vehicles, appointments, job cards, invoices).
 * Loaded with the shop's signed-in shell, so the sign-in page does not carry them.
 */
export const ShopValidationMessage = {
  identity_number: "is invalid: 13 digits (Pakistan) or 10 digits starting with 1 or 2 (Saudi Arabia)",
  vehicle_year: "must be a year from 1950 to next year",
  vin: "must be 17 letters and digits (no I, O or Q)",
  slot_interval: "must be 5 to 45 minutes in 5-minute steps",
  date_past: "must be today or later",
  date_before_start: "must not be before the start date",
  pairs_required: "Please choose at least one service and provider",
  slot_required: "Please book a time slot for every service",
  package_service_unpaired: "Please choose a provider for every service of the chosen packages",
  slot_unknown: "must name one of the job card's services and providers",
  payment_amount: "must be more than 0 and at most the balance",
  reason_required: "Please give a reason",
  date_span: "must be at most 31 days after the start date",
} as const;
