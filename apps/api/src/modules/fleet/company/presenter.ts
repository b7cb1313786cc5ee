import { BANKS, type FleetCompanyDetailsDto } from "@pitlane/domain";
import type { CompanyDetailsRow } from "./repo.js";

export function toCompanyDetailsDto(row: CompanyDetailsRow): FleetCompanyDetailsDto {
  const c = row.company;
  return {
    _id: c.id,
    merchant_id: c.merchantId,
    company_name: c.companyName,
    company_type: c.companyType,
    email: c.email,
    phone: c.phone,
    address: c.address,
    country_id: c.countryId,
    state_id: c.stateId,
    city_id: c.cityId,
    country_name: row.countryName,
    state_name: row.stateName,
    city_name: row.cityName,
    country_name_arabic: row.countryNameArabic,
    state_name_arabic: row.stateNameArabic,
    city_name_arabic: row.cityNameArabic,
    industry: c.industry,
    company_size: c.companySize,
    fleet_size: c.fleetSize,
    monthly_usage: c.monthlyUsage,
    monthly_usage_unit: c.monthlyUsageUnit,
    contact_role: c.contactRole,
    experience: c.experience,
    bank_code: c.bankCode,
    bank_name: BANKS.find((bank) => bank.code === c.bankCode)?.name ?? null,
    iban: c.iban,
    account_title: c.accountTitle,
    authorised_person: c.authorisedPerson,
    ntn: c.ntn,
    strn: c.strn,
    referral: c.referral,
    currency: c.currency === "SAR" ? "SAR" : "PKR",
    time_zone: c.timeZone,
    created_at: c.createdAt.toISOString(),
  };
}
