import type { FleetCompanyDto, FleetUserDto } from "@pitlane/domain";
import type { companies, employees } from "../../../db/schema/index.js";

type UserRow = typeof employees.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

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

export function toFleetCompanyDto(row: CompanyRow): FleetCompanyDto {
  return {
    _id: row.id,
    company_name: row.companyName,
    merchant_id: row.merchantId,
    currency: row.currency === "SAR" ? "SAR" : "PKR",
  };
}
