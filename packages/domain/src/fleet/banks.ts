/**
 * The banks a company can name for its account, with the code their IBANs carry (four letters in
 * Pakistan, two digits in Saudi Arabia), so a chosen bank can be checked against the IBAN.
 */
export const BANKS = [
  { code: "ABPA", country: "PK", name: "Allied Bank" },
  { code: "ASCM", country: "PK", name: "Askari Bank" },
  { code: "BAHL", country: "PK", name: "Bank AL Habib" },
  { code: "ALFH", country: "PK", name: "Bank Alfalah" },
  { code: "BKIP", country: "PK", name: "BankIslami" },
  { code: "FAYS", country: "PK", name: "Faysal Bank" },
  { code: "HABB", country: "PK", name: "Habib Bank Limited (HBL)" },
  { code: "MPBL", country: "PK", name: "Habib Metropolitan Bank" },
  { code: "JSBL", country: "PK", name: "JS Bank" },
  { code: "MUCB", country: "PK", name: "MCB Bank" },
  { code: "MEZN", country: "PK", name: "Meezan Bank" },
  { code: "NBPA", country: "PK", name: "National Bank of Pakistan" },
  { code: "SONE", country: "PK", name: "Soneri Bank" },
  { code: "SCBL", country: "PK", name: "Standard Chartered Pakistan" },
  { code: "UNIL", country: "PK", name: "United Bank Limited (UBL)" },
  { code: "80", country: "SA", name: "Al Rajhi Bank" },
  { code: "05", country: "SA", name: "Alinma Bank" },
  { code: "30", country: "SA", name: "Arab National Bank" },
  { code: "15", country: "SA", name: "Bank AlBilad" },
  { code: "60", country: "SA", name: "Bank AlJazira" },
  { code: "55", country: "SA", name: "Banque Saudi Fransi" },
  { code: "20", country: "SA", name: "Riyad Bank" },
  { code: "45", country: "SA", name: "Saudi Awwal Bank (SAB)" },
  { code: "10", country: "SA", name: "Saudi National Bank (SNB)" },
] as const;

export type BankCode = (typeof BANKS)[number]["code"];
export const BANK_CODES = BANKS.map((bank) => bank.code) as [BankCode, ...BankCode[]];

/** The countries whose banks the portal knows (ISO 3166 alpha-2). */
export type BankCountry = (typeof BANKS)[number]["country"];
export const BANK_COUNTRIES = [...new Set(BANKS.map((bank) => bank.country))] as [BankCountry, ...BankCountry[]];

/** The bank of that code in that country, if the country has one. */
export const bankOf = (country: string, code: string) =>
  BANKS.find((bank) => bank.country === country && bank.code === code);
