// No zod here: the API and every back office share these texts.

/**
 * The refusals of the platform, the public pages and the shapes both back offices use, each by its
 * stable code (the fleet portal's are in fleet-messages.ts, the shop's in shop-messages.ts). The
 * text is the API's English; a field refusal follows its field's name ("email: must be a valid
 * e-mail address"). The web translates by the code, never by the text.
 */
export const BaseRefusal = {
  // Shapes: a field's value.
  required: "is required",
  invalid: "is invalid",
  email: "must be a valid e-mail address",
  password_min: "must be at least 8 characters",
  password_max: "must be at most 128 characters",
  phone: "must be a valid phone number",
  too_long: "is too long",
  currency: "must be PKR or SAR",
  id: "must be a valid id",
  passwords_match: "must match the password",
  boolean: "must be true or false",
  reset_link: "this reset link is invalid or has expired",
  forbidden_character: "contains a character that is not allowed",
  whole_number: "must be a whole number",
  amount: "must be an amount with at most two decimals",
  percent: "must be a percent with at most two decimals",
  min: "must be at least {{min}}",
  max: "must be at most {{max}}",
  duration: "must be a duration in 5-minute steps, such as 45min or 1h 30min",
  choice: "is not one of the choices",
  date: "must be a date such as 2026-01-31",
  time: "must be a time such as 09:00",
  time_zone: "must be a time zone such as Asia/Karachi",
  slot_order: "must end after it starts",
  slot_overlap: "overlaps another slot of the same day",
  break_outside_work: "must fall inside working hours",
  week: "must list the seven days from Monday to Sunday",
  permissions_required: "Please select some actions",
  duplicate: "lists the same item twice",
  // The request itself.
  not_json: "must be JSON",
  invalid_json: "must be valid JSON",
  not_multipart: "must be sent as multipart/form-data",
  too_large: "The request is too large",
  route_not_found: "Not found: {{method}} {{path}}",
  csrf: "Missing or invalid CSRF token: reload the page and try again",
  too_many_attempts: "Too many attempts. Please wait a minute and try again.",
  too_many_requests: "Too many requests. Please wait a moment and try again.",
  unexpected: "Something went wrong on our side (request {{request}})",
  duplicate_record: "This record already exists",
  record_in_use: "This record is still in use or refers to a record that does not exist",
  // Signing in and permissions.
  sign_in_required: "Please sign in to continue",
  session_expired: "Your session has expired. Please log in again to continue.",
  forbidden: "You do not have permission to do this",
  grant_own_only: "You can only grant the permissions you hold yourself",
  invalid_credentials: "Invalid e-mail or password",
  email_taken: "An account with this e-mail already exists",
  // Places and uploads, which both back offices use.
  country_for_state: "is required when a state is chosen",
  state_for_city: "is required when a city is chosen",
  unknown_country: "is not a known country",
  state_outside_country: "is not a state of the chosen country",
  city_outside_state: "is not a city of the chosen state",
  vehicle_type_not_found: "Vehicle type not found",
  vehicle_make_not_found: "Vehicle make not found",
  image_type: "must be a PNG, JPEG, WebP or GIF image",
  image_size: "must be 5 MB or smaller",
  image_not_found: "Image not found",
  // Records and checks both back offices have.
  branch_not_found: "Branch not found",
  branch_name_taken: "A branch with this name already exists",
  role_not_found: "Role not found",
  role_name_taken: "A role with this name already exists",
  vehicle_not_found: "Vehicle not found",
  unknown_vehicle_type: "is not a known vehicle type",
  make_of_type: "is not a make of the chosen vehicle type",
  model_of_make: "is not a model of the chosen make",
} as const;
