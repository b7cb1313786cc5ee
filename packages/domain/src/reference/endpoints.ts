import { defineEndpoint } from "../platform/endpoint.js";
import { listResultSchema } from "../platform/list.js";
import { CityListQuery, CountryDto, CountryListQuery, LocationDto, StateListQuery } from "./location.js";

const tag = "Reference data";

export const locationEndpoints = {
  countries: defineEndpoint({
    method: "GET",
    path: "/fueling/api/country/get-all",
    summary: "Every country",
    tag,
    auth: "public",
    permission: null,
    query: CountryListQuery,
    result: listResultSchema(CountryDto),
  }),
  states: defineEndpoint({
    method: "GET",
    path: "/fueling/api/state/get-all",
    summary: "The states (provinces, regions) of a country",
    tag,
    auth: "public",
    permission: null,
    query: StateListQuery,
    result: listResultSchema(LocationDto),
  }),
  cities: defineEndpoint({
    method: "GET",
    path: "/fueling/api/city/get-all",
    summary: "The cities of a state",
    tag,
    auth: "public",
    permission: null,
    query: CityListQuery,
    result: listResultSchema(LocationDto),
  }),
};
