import { cities, countries, states } from "../../../db/schema/index.js";

/** The names of a record's country, state and city in both languages, selected beside the record. */
export const placeNameColumns = {
  countryName: countries.name,
  stateName: states.name,
  cityName: cities.name,
  countryNameArabic: countries.nameArabic,
  stateNameArabic: states.nameArabic,
  cityNameArabic: cities.nameArabic,
};

type PlaceNames = { [K in keyof typeof placeNameColumns]: string | null };

/** The place's names as the API answers them beside a record's ids. */
export const toPlaceNames = (row: PlaceNames) => ({
  country_name: row.countryName,
  state_name: row.stateName,
  city_name: row.cityName,
  country_name_arabic: row.countryNameArabic,
  state_name_arabic: row.stateNameArabic,
  city_name_arabic: row.cityNameArabic,
});
