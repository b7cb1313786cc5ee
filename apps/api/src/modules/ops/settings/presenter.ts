import type { OpsReceivingAccountDto, PlatformSettingsDto, TaxRateDto } from "@pitlane/domain";
import { toReceivingAccountDto as asOffered } from "../../fleet/index.js";
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

/** The account as the fleet form offers it, with what only the console sees. */
export const toReceivingAccountDto = (row: ReceivingAccountRow): OpsReceivingAccountDto => ({
  _id: row.id,
  country: row.countryCode,
  ...asOffered(row.countryCode, row),
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
