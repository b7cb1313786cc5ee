import { z } from "zod";
import { ReferenceListQuery } from "../platform/list.js";
import { RefusalCode } from "../platform/messages.js";

export const LocationDto = z.object({
  _id: z.string(),
  name: z.string(),
  name_arabic: z.string().nullable(),
});
export type LocationDto = z.infer<typeof LocationDto>;

export const CountryDto = LocationDto.extend({ iso2: z.string() });
export type CountryDto = z.infer<typeof CountryDto>;

export const CountryListQuery = ReferenceListQuery;
export const StateListQuery = ReferenceListQuery.extend({ country_id: z.uuid({ error: RefusalCode.id }) });
export const CityListQuery = ReferenceListQuery.extend({ state_id: z.uuid({ error: RefusalCode.id }) });

/** A record's place that may be left unchosen (a branch's, a supplier's): its ids and names in both languages. */
export const optionalPlaceFields = {
  country_id: z.string().nullable(),
  state_id: z.string().nullable(),
  city_id: z.string().nullable(),
  country_name: z.string().nullable(),
  state_name: z.string().nullable(),
  city_name: z.string().nullable(),
  country_name_arabic: z.string().nullable(),
  state_name_arabic: z.string().nullable(),
  city_name_arabic: z.string().nullable(),
};
