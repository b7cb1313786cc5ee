// No zod here: the web imports these texts on its first page, which must stay small.

/**
 * The validation messages of the shop dashboard and the public pages (the fleet portal's are in
 * fleet-messages.ts, so the sign-in page does not carry them). The API prefixes the field name
 * ("email: must be a valid e-mail address"); the web looks the key up in `validation.*`
 * so the same rule reads in English and Arabic.
 */
export const BaseValidationMessage = {
  required: "is required",
  email: "must be a valid e-mail address",
  password_min: "must be at least 8 characters",
  password_max: "must be at most 128 characters",
  phone: "must be a valid phone number",
  too_long: "is too long",
  currency: "must be PKR or SAR",
  vat_rate: "must be a number from 0 to 100",
  id: "must be a valid id",
  passwords_match: "must match the password",
  boolean: "must be true or false",
  reset_link: "this reset link is invalid or has expired",
  forbidden_character: "contains a character that is not allowed",
  amount: "must be an amount from 0 with at most two decimals",
  percent: "must be a percent from 0 to 100",
  whole_number: "must be a whole number from 0",
  duration: "must be a duration in 5-minute steps, such as 45min or 1h 30min",
  choice: "is not one of the choices",
  date: "must be a date such as 2026-01-31",
  time: "must be a time such as 09:00",
  slot_order: "must end after it starts",
  slot_overlap: "overlaps another slot of the same day",
  break_outside_work: "must fall inside working hours",
  week: "must list the seven days from Monday to Sunday",
  permissions_required: "Please select some actions",
  duplicate: "lists the same item twice",
} as const;
