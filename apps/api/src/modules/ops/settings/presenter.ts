import { receivingAccountsOf, RECEIVING_ACCOUNTS, type PlatformSettingsDto, type TaxRateDto } from "@pitlane/domain";
import type { TaxRateRow } from "./repo.js";

export const toTaxRateDto = (row: TaxRateRow): TaxRateDto => ({
  _id: row.id,
  country_id: row.countryId,
  country_code: row.countryCode,
  country_name: row.countryName,
  state_id: row.stateId,
  state_name: row.stateName,
  rate: row.rateBp / 100,
  effective_from: row.effectiveFrom,
});

/** The platform's receiving accounts, country by country, each with its bank's name. */
const receivingAccounts = [...new Set(RECEIVING_ACCOUNTS.map((account) => account.country))].flatMap(
  receivingAccountsOf,
);

export const toPlatformSettingsDto = (holdExpiryMinutes: number, taxRates: TaxRateRow[]): PlatformSettingsDto => ({
  hold_expiry_minutes: holdExpiryMinutes,
  tax_rates: taxRates.map(toTaxRateDto),
  receiving_accounts: receivingAccounts,
});
