import type { ParseKeys, TFunction } from "i18next";

/** The groups of texts named by a value the API sends as a plain string, not an enum of the contract. */
type Group =
  "ops.company.ledger.kinds" | "ops.company.ledger.accounts" | "ops.audit.targets" | "ops.settings.accounts.countries";

/**
 * A value's text in the reader's language ("top_up" → "Top-up"), or the value as it came when it is
 * one this build has no text for (a newer server's kind): never an empty cell.
 */
export function knownText(t: TFunction, group: Group, value: string): string {
  // The key is built at run time; i18next answers whether it exists, and the default covers a miss.
  const key = `${group}.${value}` as ParseKeys;
  return /^\w+$/.test(value) ? t(key, { defaultValue: value }) : value;
}
