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
