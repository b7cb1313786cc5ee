import { type AddressText, formatDateIn, formatTimeIn } from "@pitlane/domain";

/** The languages a shop's documents print in: English, or Arabic with the whole page mirrored. */
export type PdfLang = "en" | "ar";

/** The page's direction for the language: an Arabic page is mirrored, its reading starting on the right. */
export const directionOf = (lang: PdfLang): "ltr" | "rtl" => (lang === "ar" ? "rtl" : "ltr");

/** What a document writes its dates by: its language and the shop's wall clock. */
export interface PdfClock {
  lang: PdfLang;
  timeZone: string;
}

/** An instant as DD MMMM YYYY on the shop's wall clock (spec 000 section 3), with Latin digits in Arabic too. */
export const dateOf = (iso: string, { lang, timeZone }: PdfClock) => formatDateIn(timeZone, iso, lang);

/** An instant as HH:mm on the shop's wall clock, whatever the server's zone. */
export const timeOf = (iso: string, { timeZone }: PdfClock) => formatTimeIn(timeZone, iso);

/**
 * An address in the document's language. The page runs no bidi algorithm (pdf-layout.ts orders
 * words by their script), so in Arabic a comma after a word in Latin letters (a street line typed
 * so) stands as a word of its own, and sits with the Arabic names that follow.
 */
export function addressIn(address: AddressText | null, { lang }: { lang: PdfLang }): string | null {
  if (!address) return null;
  return lang === "ar" ? address.arabic.replace(/([A-Za-z0-9])، /g, "$1 ، ") : address.english;
}
