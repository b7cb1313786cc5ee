// No zod here: the web imports these texts on its first page, which must stay small.

/**
 * Every validation message the schemas use. The API prefixes the field name
 * ("email: must be a valid e-mail address"); the web looks the key up in `validation.*`
 * so the same rule reads in English and Arabic.
 */
export const ValidationMessage = {
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
  // Spec 001 section 5, spelled exactly as the spec writes them.
  fleet_phone: "Please enter valid phone number",
  new_password: "Please enter new password",
  password_same: "Password must be same",
  password_not_match: "Password not match",
  tpin_taken: "T-pin already exists",
  iban: "Please add valid 24 digit IBAN",
  bank_first: "Please select bank first",
  bank_wrong: "Please Select Correct Bank",
  image_required: "Please Add Image",
  monthly_usage_required: "Total Monthly Usage (PKR) required",
  safety_factor_required: "Enter Factor of Safety",
  fuel_limit_required: "Select Fuel limit",
  fuel_types_same: "Fuel types must not be same",
  rule_none: "Selected employee or vehicle must have at least one rule assigned",
  rule_both: "Both selected employee and vehicle have rule assigned, one must not be assigned any rule",
  fuel_type_mismatch: "Vehicle fuel type must match rule fuel type",
  employee_assigned:
    "This employee is already assigned to a vehicle. Please unassign the vehicle before changing the rule",
  odometer_below_previous: "Current odometer must not be less than previous odometer",
  odometer_above_previous: "Current odometer must not be more than 150% greater than the previous odometer",
  odometer_below_current: "Odometer must not be less than current odometer",
  odometer_above_current: "Odometer must not be more than 150% greater than the current odometer",
  branch_name_required: "Enter Branch Name",
  department_name_required: "Enter Department Name",
  role_name_required: "Enter Role Name",
  // Ours, where spec 001 gives no text.
  tpin_format: "must be 4 to 6 digits",
  vehicle_busy: "This vehicle is already assigned at that time",
  employee_busy: "This employee is already assigned to a vehicle at that time",
  vehicle_assigned: "This vehicle is assigned to an employee. Please unassign the vehicle before changing the rule",
  not_active: "must be active",
} as const;
export type ValidationMessageKey = keyof typeof ValidationMessage;
