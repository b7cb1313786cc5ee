/** Text a spreadsheet would run as a formula starts with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as an export writes it: formula-like text behind a `'`, so opening the file runs nothing. */
export const protectCsvCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/** A cell as an import reads it: trimmed, with the `'` an export put before formula-like text taken off. */
export function readCsvCell(value: string | undefined): string {
  const trimmed = (value ?? "").trim();
  return trimmed.startsWith("'") && FORMULA_START.test(trimmed.slice(1)) ? trimmed.slice(1) : trimmed;
}
