import type { ShopDto, ShopSessionDto } from "@pitlane/domain";
import type { shops } from "../../../db/schema/index.js";
import { fromStoredValue } from "../../../platform/money-columns.js";
import { presentPhone } from "../../../platform/phones.js";

/** A shop with the ISO 3166 code of its country (null without one), which gives the web its weekend. */
export type ShopWithCountry = typeof shops.$inferSelect & { countryCode: string | null };

/** What every role of the shop reads in its session. */
export function toShopSessionDto(row: ShopWithCountry): ShopSessionDto {
  return {
    _id: row.id,
    shop_name: row.shopName,
    currency: row.currency === "SAR" ? "SAR" : "PKR",
    vat_rate: fromStoredValue(row.vatRateBp),
    time_zone: row.timeZone,
    country_code: row.countryCode,
  };
}

/** The store settings: the session's part, the contacts and address, and whether the currency is locked. */
export function toShopDto(row: ShopWithCountry, currencyLocked: boolean): ShopDto {
  return {
    ...toShopSessionDto(row),
    phone: presentPhone(row.phone),
    email: row.email,
    address: row.address,
    country_id: row.countryId,
    state_id: row.stateId,
    city_id: row.cityId,
    logo: row.logoUploadId,
    vat_number: row.vatNumber,
    currency_locked: currencyLocked,
  };
}
