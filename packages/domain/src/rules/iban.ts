/**
 * IBANs of the two countries the portal serves; both are 24 characters (spec 001: "24 digit IBAN").
 * Pakistan: PK, 2 check digits, a 4-letter bank code, 16 account digits. Saudi Arabia: SA, 2 check
 * digits, a 2-digit bank code, 18 account characters.
 */
export const IBAN_LENGTH = 24;

const SHAPES: Record<string, RegExp> = {
  PK: /^PK\d{2}[A-Z]{4}\d{16}$/,
  SA: /^SA\d{2}\d{2}[A-Z0-9]{18}$/,
};

/** Spaces are allowed while typing and dropped; letters are upper-cased. */
export const normalizeIban = (value: string): string => value.replace(/\s+/g, "").toUpperCase();

/** ISO 13616: move the first four characters to the end, letters to numbers, the whole mod 97 is 1. */
function hasValidChecksum(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (iban.length !== IBAN_LENGTH) return false;
  const shape = SHAPES[iban.slice(0, 2)];
  return !!shape && shape.test(iban) && hasValidChecksum(iban);
}

/** The bank code an IBAN carries: four letters in Pakistan, two digits in Saudi Arabia. */
export function bankCodeOfIban(value: string): string | null {
  const iban = normalizeIban(value);
  if (iban.startsWith("PK")) return iban.slice(4, 8);
  if (iban.startsWith("SA")) return iban.slice(4, 6);
  return null;
}
