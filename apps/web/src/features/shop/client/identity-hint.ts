import { formatIdentityNumber, identityCountryOf, normalizeIdentityNumber } from "@pitlane/domain";

/**
 * What the identity number field says under itself while the user types (spec 000 section 5):
 * nothing typed yet, a valid number as it will be shown, digits still to come, or a mistake.
 */
export type IdentityHint =
  | { kind: "empty" }
  | { kind: "valid"; country: "PK" | "SA"; display: string }
  | { kind: "typing"; digits: number }
  | { kind: "invalid" };

/** The longest a number gets: a Pakistani CNIC's 13 digits. */
const MAX_DIGITS = 13;

export function identityHintOf(input: string): IdentityHint {
  const typed = input.trim();
  if (typed === "") return { kind: "empty" };
  const digits = normalizeIdentityNumber(typed);
  const country = digits ? identityCountryOf(digits) : null;
  if (digits && country) return { kind: "valid", country, display: formatIdentityNumber(digits) };
  const bare = typed.replace(/-/g, "");
  if (!/^\d+$/.test(bare) || bare.length > MAX_DIGITS) return { kind: "invalid" };
  return { kind: "typing", digits: bare.length };
}

/** A valid number in its display form (the form shows it so on leaving the field); anything else as typed. */
export function displayIdentityNumber(input: string): string {
  const hint = identityHintOf(input);
  return hint.kind === "valid" ? hint.display : input;
}
