import { invalid } from "@pitlane/domain";
import { formatPhone, phoneSearchDigits, toE164 } from "@pitlane/domain/platform/phone";

/** The country a tenant without one reads its local numbers in: the one its currency is spent in. */
const COUNTRY_OF_CURRENCY: Readonly<Record<string, string>> = { PKR: "PK", SAR: "SA" };

/** The country (ISO 3166) whose local numbers a tenant's people type: its own, else its currency's. */
export const phoneCountryOf = (iso2: string | null, currency: string): string | null =>
  iso2 ?? COUNTRY_OF_CURRENCY[currency] ?? null;

/** The refusal of a phone: the shop's shared words, or spec 001's in the fleet portal. */
export type PhoneRefusal = "phone" | "fleet_phone";

/**
 * Every phone a tenant's people type, read in the tenant's country: stored as E.164, refused when it
 * cannot be a phone there (or an international one), and a search term turned into the digits it
 * finds inside stored phones. Every service that writes or searches a phone goes through one of these.
 */
export function phonesIn(country: string | null, refusal: PhoneRefusal) {
  function stored(text: string): string {
    const e164 = toE164(text, country);
    if (!e164) throw invalid("phone", refusal);
    return e164;
  }

  return {
    country,
    refusal,
    /** E.164, or null when `text` cannot be a phone here: for checks that report rather than throw. */
    read: (text: string): string | null => toE164(text, country),
    /** `body` with its phone (when it names one) as stored; a phone that cannot be one here is refused. */
    withStoredPhone<T extends { phone?: string | null }>(body: T): T {
      return typeof body.phone === "string" ? { ...body, phone: stored(body.phone) } : body;
    },
    /** The digits a search term finds inside stored phones, or null when the term is not phone-like. */
    searchDigits: (term: string | undefined): string | null => (term ? phoneSearchDigits(term, country) : null),
  };
}

export type Phones = ReturnType<typeof phonesIn>;

/** Formatting a number is a parse by libphonenumber: lists show the same numbers page after page. */
const presented = new Map<string, string>();
const PRESENTED_MAX = 10_000;

/** A stored phone as people read it ("+92 300 2255913"); every presenter answers phones through this. */
export function presentPhone(stored: string): string;
export function presentPhone(stored: string | null): string | null;
export function presentPhone(stored: string | null): string | null {
  if (stored === null) return null;
  let shown = presented.get(stored);
  if (shown === undefined) {
    if (presented.size >= PRESENTED_MAX) presented.clear();
    shown = formatPhone(stored);
    presented.set(stored, shown);
  }
  return shown;
}
