// No zod here, like base-messages.ts: the console's pages import these codes.

/**
 * The operations console's refusals about partner stations, their terminals and fuel prices, by
 * their stable codes (see base-messages.ts).
 */
export const OpsStationRefusal = {
  station_not_found: "Station not found",
  station_name_taken: "A station with this name already exists in this country",
  station_has_prices: "This station has prices of its own: it stays in its country",
  terminal_not_found: "Terminal not found",
  terminal_revoked: "This terminal is already revoked",
  attendant_not_found: "Attendant not found",
  attendant_email_taken: "is already the e-mail of a station attendant",
  country_currency: "is not a country whose currency the platform supports (PKR or SAR)",
  fuel_types_required: "must list at least one fuel",
  fuel_not_sold: "is not a fuel this station sells",
  coordinate: "must be a number of degrees",
  litre_price: "must be a price per litre above 0 with at most four decimals",
} as const;
