import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { listResultSchema } from "../platform/list.js";
import {
  CountryPriceInForceDto,
  FuelPriceBody,
  FuelPriceDto,
  FuelPriceListQuery,
  PriceInForceQuery,
  StationFuelPriceBody,
  StationFuelPriceListQuery,
  StationPriceInForceDto,
} from "./ops-fuel-price.js";
import {
  NewTerminalDto,
  StationBody,
  StationCreateBody,
  StationDto,
  StationListQuery,
  StationParams,
  TerminalBody,
  TerminalDto,
  TerminalListQuery,
  TerminalParams,
} from "./ops-station.js";

const tag = "Operations console: stations";
const view = { tag, auth: "ops", permission: "stations.view" } as const;
const edit = { tag, auth: "ops", permission: "stations.edit" } as const;

/** The partner stations, their terminals and the price of fuel, as the console's staff keep them. */
export const opsStationEndpoints = {
  list: defineEndpoint({
    ...view,
    method: "GET",
    path: "/ops/api/stations",
    summary: "Every partner station, newest first; search by name, brand or city, filter by country, city or status",
    query: StationListQuery,
    result: listResultSchema(StationDto),
  }),
  get: defineEndpoint({
    ...view,
    method: "GET",
    path: "/ops/api/stations/:stationId",
    summary: "One station",
    params: StationParams,
    result: StationDto,
  }),
  create: defineEndpoint({
    ...edit,
    method: "POST",
    path: "/ops/api/stations",
    summary: "Add a partner station: its name is unique in its country",
    body: StationCreateBody,
    result: StationDto,
  }),
  update: defineEndpoint({
    ...edit,
    method: "PUT",
    path: "/ops/api/stations/:stationId",
    summary: "Change a station whole; `status: inactive` stops it (stations are never deleted)",
    params: StationParams,
    body: StationBody,
    result: StationDto,
  }),
  terminals: defineEndpoint({
    ...view,
    method: "GET",
    path: "/ops/api/stations/:stationId/terminals",
    summary: "The station's terminals newest first, revoked ones too; never their keys",
    params: StationParams,
    query: TerminalListQuery,
    result: listResultSchema(TerminalDto),
  }),
  addTerminal: defineEndpoint({
    ...edit,
    method: "POST",
    path: "/ops/api/stations/:stationId/terminals",
    summary: "Add a terminal: the answer shows its API key, this once",
    params: StationParams,
    body: TerminalBody,
    result: NewTerminalDto,
  }),
  revokeTerminal: defineEndpoint({
    ...edit,
    method: "POST",
    path: "/ops/api/stations/:stationId/terminals/:terminalId/revoke",
    summary: "Revoke a terminal: its key stops working; the terminal stays listed",
    params: TerminalParams,
    result: TerminalDto,
  }),
  countryPrices: defineEndpoint({
    ...view,
    method: "GET",
    path: "/ops/api/fuel-prices",
    summary: "A country's fuel prices, newest first (scheduled ones too); filter by fuel type",
    query: FuelPriceListQuery,
    result: listResultSchema(FuelPriceDto),
  }),
  setCountryPrice: defineEndpoint({
    ...edit,
    method: "POST",
    path: "/ops/api/fuel-prices",
    summary: "A country's price of a fuel from a moment on (the same moment again replaces that price)",
    body: FuelPriceBody,
    result: FuelPriceDto,
  }),
  countryPricesInForce: defineEndpoint({
    ...view,
    method: "GET",
    path: "/ops/api/fuel-prices/in-force",
    summary: "For each priced country and fuel, the country's price in force now (or at `at`)",
    query: PriceInForceQuery,
    result: z.array(CountryPriceInForceDto),
  }),
  stationPrices: defineEndpoint({
    ...view,
    method: "GET",
    path: "/ops/api/stations/:stationId/fuel-prices",
    summary: "The station's own prices, newest first; filter by fuel type",
    params: StationParams,
    query: StationFuelPriceListQuery,
    result: listResultSchema(FuelPriceDto),
  }),
  setStationPrice: defineEndpoint({
    ...edit,
    method: "POST",
    path: "/ops/api/stations/:stationId/fuel-prices",
    summary: "The station's own price of a fuel it sells, from a moment on: it overrides its country's",
    params: StationParams,
    body: StationFuelPriceBody,
    result: FuelPriceDto,
  }),
  stationPricesInForce: defineEndpoint({
    ...view,
    method: "GET",
    path: "/ops/api/stations/:stationId/fuel-prices/in-force",
    summary: "What the station charges now (or at `at`) for each fuel it sells: its own price, else its country's",
    params: StationParams,
    query: PriceInForceQuery,
    result: z.array(StationPriceInForceDto),
  }),
};
