import { like, type Column, type SQL } from "drizzle-orm";

/** An ILIKE pattern matching `search` anywhere, with its own `%`, `_` and `\` taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, "\\$&")}%`;
}

/**
 * Matches a stored phone (E.164) holding `digits` (a search term as `phoneSearchDigits` reads it),
 * or nothing when the term is not phone-like.
 */
export function phoneContains(column: Column, digits: string | null): SQL | undefined {
  return digits ? like(column, containsPattern(digits)) : undefined;
}
