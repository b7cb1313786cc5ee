import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";

// The server's: the web never imports this (the phone metadata would weigh on every form), it reads
// phones as the API presents them.

const asCountry = (iso2: string | null | undefined): CountryCode | undefined =>
  iso2 && /^[A-Z]{2}$/.test(iso2) ? (iso2 as CountryCode) : undefined;

/**
 * A phone as stored: E.164 ("+923002255913"), read from any way people type one: local with the
 * trunk 0 ("0300 2255913", read in `country`), international ("+92 300 2255913", "0092..."), with
 * spaces, dashes or brackets. Null when it cannot be a phone number (its length checked against the
 * country's numbering plan, not its digits, so a newly opened range is never refused).
 */
export function toE164(text: string, country: string | null | undefined): string | null {
  const typed = text.trim().replace(/^00/, "+");
  const parsed = parsePhoneNumberFromString(typed, { defaultCountry: asCountry(country) });
  return parsed?.isPossible() ? parsed.number : null;
}

/** A stored phone as people read it: "+92 300 2255913". */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

const PHONE_LIKE = /^[\d\s\-+().]+$/;

/**
 * The digits a search term matches inside stored phones (E.164 without its +), or null when the
 * term is not phone-like: a whole number in any form becomes its full digits, and a fragment loses a
 * leading 00 or trunk 0, so "03002255913", "+923002255913", "0300 22" and "2255913" all find
 * +923002255913.
 */
export function phoneSearchDigits(term: string, country: string | null | undefined): string | null {
  const trimmed = term.trim();
  if (!PHONE_LIKE.test(trimmed) || !/\d/.test(trimmed)) return null;
  const whole = toE164(trimmed, country);
  if (whole) return whole.slice(1);
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) return digits;
  return digits.replace(/^00/, "").replace(/^0/, "");
}
