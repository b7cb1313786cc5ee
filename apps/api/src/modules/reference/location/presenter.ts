import type { CountryDto, LocationDto } from "@pitlane/domain";

export const toLocationDto = (row: { id: string; name: string; nameArabic: string | null }): LocationDto => ({
  _id: row.id,
  name: row.name,
  name_arabic: row.nameArabic,
});

export const toCountryDto = (row: {
  id: string;
  name: string;
  nameArabic: string | null;
  iso2: string;
}): CountryDto => ({
  ...toLocationDto(row),
  iso2: row.iso2,
});
