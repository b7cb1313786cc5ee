import {
  type AttendantBody,
  type AttendantUpdateBody,
  type FuelPriceBody,
  type FuelPriceListQuery,
  type StationBody,
  type StationCreateBody,
  type StationFuelPriceBody,
  type StationFuelPriceListQuery,
  type StationListQuery,
  type TerminalBody,
  type TerminalListQuery,
  opsStationEndpoints as e,
} from "@pitlane/domain";
import { type QueryClient, keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { invalidateEntity, keys } from "../../../shared/api/hooks";

export const stationKeys = keys("ops-stations");
const priceKeys = keys("ops-fuel-prices");

/** A station's terminals and prices live under its detail, so a change to the station refreshes them too. */
const underStation = (stationId: string, part: string, query?: unknown) =>
  [...stationKeys.detail(stationId), part, ...(query === undefined ? [] : [query])] as const;

/** A country's price changes what every station of it charges: its prices and all stations' details are stale. */
const afterCountryPrice = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: priceKeys.all }),
    client.invalidateQueries({ queryKey: stationKeys.details() }),
  ]);

export function useStations(query: StationListQuery) {
  return useQuery({
    queryKey: stationKeys.list(query),
    queryFn: () => request(e.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useStation(stationId: string) {
  return useQuery({
    queryKey: stationKeys.detail(stationId),
    queryFn: () => request(e.get, { params: { stationId } }),
  });
}

export function useCreateStation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StationCreateBody) => request(e.create, { body }),
    onSuccess: () => invalidateEntity(client, stationKeys),
  });
}

/** The whole station: edited, or deactivated and activated again. */
export function useUpdateStation(stationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StationBody) => request(e.update, { params: { stationId }, body }),
    onSuccess: () => invalidateEntity(client, stationKeys, stationId),
  });
}

export function useTerminals(stationId: string, query: TerminalListQuery) {
  return useQuery({
    queryKey: underStation(stationId, "terminals", query),
    queryFn: () => request(e.terminals, { params: { stationId }, query }),
    placeholderData: keepPreviousData,
  });
}

export function useAddTerminal(stationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TerminalBody) => request(e.addTerminal, { params: { stationId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: underStation(stationId, "terminals") }),
  });
}

export function useRevokeTerminal(stationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (terminalId: string) => request(e.revokeTerminal, { params: { stationId, terminalId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: underStation(stationId, "terminals") }),
  });
}

export function useStationPrices(stationId: string, query: StationFuelPriceListQuery) {
  return useQuery({
    queryKey: underStation(stationId, "prices", query),
    queryFn: () => request(e.stationPrices, { params: { stationId }, query }),
    placeholderData: keepPreviousData,
  });
}

/** What the station charges now; read again each minute the page stays open, as prices start on their own. */
export function useStationPricesInForce(stationId: string) {
  return useQuery({
    queryKey: underStation(stationId, "in-force"),
    queryFn: () => request(e.stationPricesInForce, { params: { stationId }, query: {} }),
    refetchInterval: 60_000,
  });
}

export function useSetStationPrice(stationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StationFuelPriceBody) => request(e.setStationPrice, { params: { stationId }, body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: underStation(stationId, "prices") }),
        client.invalidateQueries({ queryKey: underStation(stationId, "in-force") }),
      ]),
  });
}

export function useCountryPrices(query: FuelPriceListQuery) {
  return useQuery({
    queryKey: priceKeys.list(query),
    queryFn: () => request(e.countryPrices, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useCountryPricesInForce() {
  return useQuery({
    queryKey: [...priceKeys.all, "in-force"],
    queryFn: () => request(e.countryPricesInForce, { query: {} }),
    refetchInterval: 60_000,
  });
}

export function useSetCountryPrice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FuelPriceBody) => request(e.setCountryPrice, { body }),
    onSuccess: () => afterCountryPrice(client),
  });
}

export function useAttendants(stationId: string, query: TerminalListQuery) {
  return useQuery({
    queryKey: underStation(stationId, "attendants", query),
    queryFn: () => request(e.attendants, { params: { stationId }, query }),
    placeholderData: keepPreviousData,
  });
}

export function useAddAttendant(stationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AttendantBody) => request(e.addAttendant, { params: { stationId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: underStation(stationId, "attendants") }),
  });
}

/** Switched off or on, or a new password. */
export function useUpdateAttendant(stationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ attendantId, body }: { attendantId: string; body: AttendantUpdateBody }) =>
      request(e.updateAttendant, { params: { stationId, attendantId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: underStation(stationId, "attendants") }),
  });
}
