import { Currency, currencyOfCountry, type FuelPriceDto, type StationDto, type TerminalDto } from "@pitlane/domain";
import type { FuelPriceRow } from "./price-repo.js";
import type { StationRow } from "./repo.js";
import type { TerminalRow } from "./terminal-repo.js";

/** A station's currency: its country's. The service takes stations only in countries the platform prices. */
export function stationCurrency(countryCode: string): Currency {
  const currency = currencyOfCountry(countryCode);
  if (!currency) throw new Error(`a station in ${countryCode}, a country the platform does not price`);
  return currency;
}

export const toStationDto = ({ station: s, ...place }: StationRow): StationDto => ({
  _id: s.id,
  name: s.name,
  brand: s.brand,
  address: s.address,
  country_id: s.countryId,
  country_code: place.countryCode,
  country_name: place.countryName,
  country_name_arabic: place.countryNameArabic,
  state_id: s.stateId,
  state_name: place.stateName,
  state_name_arabic: place.stateNameArabic,
  city_id: s.cityId,
  city_name: place.cityName,
  city_name_arabic: place.cityNameArabic,
  latitude: s.latitude,
  longitude: s.longitude,
  fuel_types: s.fuelTypes,
  status: s.status,
  currency: stationCurrency(place.countryCode),
  created_at: s.createdAt.toISOString(),
  updated_at: s.updatedAt.toISOString(),
});

export const toTerminalDto = (row: TerminalRow): TerminalDto => ({
  _id: row.id,
  station_id: row.stationId,
  name: row.name,
  status: row.revokedAt ? "revoked" : "active",
  created_at: row.createdAt.toISOString(),
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

export const toFuelPriceDto = (row: FuelPriceRow): FuelPriceDto => ({
  _id: row.id,
  country_id: row.countryId,
  station_id: row.stationId,
  fuel_type: row.fuelType,
  price: row.price,
  // The table's check keeps it to PKR and SAR.
  currency: Currency.parse(row.currency),
  effective_at: row.effectiveAt.toISOString(),
  created_at: row.createdAt.toISOString(),
});
