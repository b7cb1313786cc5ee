import { z } from "zod";
import { RefusalCode as m } from "../platform/messages.js";
import { IsoDate, Percent, WholeNumber, requiredText } from "../platform/validation.js";
import { BANK_COUNTRIES, bankOf } from "../fleet/banks.js";
import { Iban, choice, ibanOfBankCheck, withChecks } from "../fleet/company.js";
import { ReceivingAccountDto } from "../fleet/top-up.js";

/** A hold lives between 5 minutes and a day before it is released (MONEY.md: e.g. 30 minutes). */
export const HOLD_EXPIRY_LIMITS = { min: 5, max: 1440 } as const;

/** The tax on the commission at a place from a day on: a province's, or its whole country's (no state). */
export const TaxRateDto = z.object({
  _id: z.string(),
  country_id: z.string(),
  country_code: z.string(),
  country_name: z.string(),
  state_id: z.string().nullable(),
  state_name: z.string().nullable(),
  rate: z.number(),
  effective_from: z.string(),
});
export type TaxRateDto = z.infer<typeof TaxRateDto>;

export const TaxRateBody = z.object({
  country_id: z.uuid({ error: m.id }),
  state_id: z.uuid({ error: m.id }).nullable().default(null),
  rate: Percent,
  effective_from: IsoDate,
});
export type TaxRateBody = z.infer<typeof TaxRateBody>;

export const HoldExpiryBody = z.object({
  hold_expiry_minutes: WholeNumber(HOLD_EXPIRY_LIMITS.max, HOLD_EXPIRY_LIMITS.min),
});
export type HoldExpiryBody = z.infer<typeof HoldExpiryBody>;

/** What an account may change after it is made: its bank and country stay (a top-up names only the bank). */
const receivingAccountFields = {
  account_title: requiredText(80),
  iban: Iban,
};

/**
 * A platform account companies of a country pay into: a bank of that country, and an IBAN of that
 * bank checked as a company's own IBAN is. One account per bank per country.
 */
export const ReceivingAccountBody = withChecks(
  z.object({
    country_code: choice(BANK_COUNTRIES),
    bank_code: z.string({ error: m.bank_first }).min(1, { error: m.bank_first }),
    ...receivingAccountFields,
  }),
  [
    {
      path: "bank_code",
      error: m.bank_wrong,
      isMet: (v) => !v.bank_code || bankOf(v.country_code, v.bank_code) !== undefined,
    },
    ibanOfBankCheck,
  ],
);
export type ReceivingAccountBody = z.infer<typeof ReceivingAccountBody>;

/** Title and IBAN (still of the account's bank, which the service checks), and whether companies see it. */
export const ReceivingAccountUpdateBody = z.object({
  ...receivingAccountFields,
  active: z.boolean({ error: m.required }),
});
export type ReceivingAccountUpdateBody = z.infer<typeof ReceivingAccountUpdateBody>;

/** An account as the console lists it: active or not, with its country. */
export const OpsReceivingAccountDto = ReceivingAccountDto.extend({
  _id: z.string(),
  country: z.string(),
  active: z.boolean(),
});
export type OpsReceivingAccountDto = z.infer<typeof OpsReceivingAccountDto>;

export const PlatformSettingsDto = z.object({
  hold_expiry_minutes: z.number().int(),
  tax_rates: z.array(TaxRateDto),
  receiving_accounts: z.array(OpsReceivingAccountDto),
});
export type PlatformSettingsDto = z.infer<typeof PlatformSettingsDto>;
