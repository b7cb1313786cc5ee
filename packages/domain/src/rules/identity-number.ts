/**
 * Client identity numbers (spec 000 section 5): dashes are stripped, then exactly 13 digits (a
 * Pakistani CNIC) or 10 digits starting with 1 or 2 (a Saudi national or resident id).
 */
export type IdentityCountry = "PK" | "SA";

/** The digits of a valid number, or null when it is invalid. */
export function normalizeIdentityNumber(input: string): string | null {
  const digits = input.trim().replace(/-/g, "");
  if (/^\d{13}$/.test(digits)) return digits;
  if (/^[12]\d{9}$/.test(digits)) return digits;
  return null;
}

export function identityCountryOf(digits: string): IdentityCountry | null {
  if (/^\d{13}$/.test(digits)) return "PK";
  if (/^[12]\d{9}$/.test(digits)) return "SA";
  return null;
}

/** A Pakistani number reads 5 digits, dash, 7 digits, dash, 1 digit; a Saudi one as it is. */
export function formatIdentityNumber(digits: string): string {
  return identityCountryOf(digits) === "PK"
    ? `${digits.slice(0, 5)}-${digits.slice(5, 12)}-${digits.slice(12)}`
    : digits;
}
