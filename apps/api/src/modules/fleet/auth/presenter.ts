import type { FleetCompanyDto, FleetUserDto } from "@pitlane/domain";
import type { companies, employees } from "../../../db/schema/index.js";

type UserRow = typeof employees.$inferSelect;
/** A company with the ISO 3166 code of its country, which gives the web its weekend. */
export type CompanyWithCountry = typeof companies.$inferSelect & { countryCode: string | null };

/** Never returns the password or T-PIN hash: rows stop here. */
export function toFleetUserDto(row: UserRow, permissions: readonly string[]): FleetUserDto {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    is_admin: row.isAdmin,
    permissions: [...permissions],
  };
}

export function toFleetCompanyDto(row: CompanyWithCountry): FleetCompanyDto {
  return {
    _id: row.id,
    company_name: row.companyName,
    merchant_id: row.merchantId,
    currency: row.currency === "SAR" ? "SAR" : "PKR",
    time_zone: row.timeZone,
    country_code: row.countryCode,
  };
}
