import { bankOf, type OpsReceivingAccountDto, type PlatformSettingsDto, type TaxRateDto } from "@pitlane/domain";
import type { ReceivingAccountRow } from "./receiving-accounts-repo.js";
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

export const toReceivingAccountDto = (row: ReceivingAccountRow): OpsReceivingAccountDto => ({
  _id: row.id,
  country: row.countryCode,
  bank_code: row.bankCode,
  bank_name: bankOf(row.countryCode, row.bankCode)?.name ?? row.bankCode,
  account_title: row.accountTitle,
  iban: row.iban,
  active: row.active,
});

export const toPlatformSettingsDto = (
  holdExpiryMinutes: number,
  taxRates: TaxRateRow[],
  accounts: ReceivingAccountRow[],
): PlatformSettingsDto => ({
  hold_expiry_minutes: holdExpiryMinutes,
  tax_rates: taxRates.map(toTaxRateDto),
  // A handful of rows, ordered by what the console shows: the country, then the bank's name.
  receiving_accounts: accounts
    .map(toReceivingAccountDto)
    .sort((a, b) => a.country.localeCompare(b.country) || a.bank_name.localeCompare(b.bank_name)),
});
