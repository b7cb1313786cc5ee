import { z } from "zod";

/** A place of the reference lists by its names: the English one, and the Arabic one where it has one. */
export interface PlaceName {
  name: string;
  nameArabic: string | null;
}

/** What a shop or a branch keeps of its address: the street line as typed, and its city, state and country. */
export interface AddressParts {
  line: string | null;
  city: PlaceName | null;
  state: PlaceName | null;
  country: PlaceName | null;
}

/** An address as printed, in each language of the documents. */
export const AddressText = z.object({ english: z.string(), arabic: z.string() });
export type AddressText = z.infer<typeof AddressText>;

/**
 * One line of an address for a document: the street line as typed, then the city, state and
 * country, most specific first, in the document's language (a place without an Arabic name keeps
 * its English one); null when nothing of it is known. Arabic joins with the Arabic comma.
 */
export function addressText(parts: AddressParts): AddressText | null {
  const line = parts.line?.trim() || null;
  const places = [parts.city, parts.state, parts.country].filter((p): p is PlaceName => p !== null);
  if (!line && places.length === 0) return null;
  const join = (names: string[], comma: string) => [line, ...names].filter((p): p is string => !!p).join(comma);
  return {
    english: join(
      places.map((p) => p.name),
      ", ",
    ),
    arabic: join(
      places.map((p) => p.nameArabic || p.name),
      "، ",
    ),
  };
}
