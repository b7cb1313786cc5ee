import type { ShopDto } from "@pitlane/domain";
import type { shops } from "../../../db/schema/index.js";
import { fromStoredValue } from "../../../platform/money-columns.js";

/** A shop with the ISO 3166 code of its country (null without one), which gives the web its weekend. */
export type ShopWithCountry = typeof shops.$inferSelect & { countryCode: string | null };

export function toShopDto(row: ShopWithCountry): ShopDto {
  return {
    _id: row.id,
    shop_name: row.shopName,
    phone: row.phone,
    email: row.email,
    address: row.address,
    country_id: row.countryId,
    state_id: row.stateId,
    city_id: row.cityId,
    currency: row.currency === "SAR" ? "SAR" : "PKR",
    vat_rate: fromStoredValue(row.vatRateBp),
    logo: row.logoUploadId,
    vat_number: row.vatNumber,
    time_zone: row.timeZone,
    country_code: row.countryCode,
  };
}
