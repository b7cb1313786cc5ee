import {
  type ClientAppointmentsQuery,
  type ClientVehicleCreateBody,
  type ClientVehicleUpdateBody,
  appointmentEndpoints,
  clientEndpoints,
  clientVehicleEndpoints,
} from "@pitlane/domain";
import { type QueryClient, keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { createEntityHooks, invalidateEntity, keys } from "../../../shared/api/hooks";

export const clientHooks = createEntityHooks("clients", clientEndpoints);

export const useClientList = clientHooks.useList;
export const useClient = clientHooks.useDetail;
export const useClientCreate = clientHooks.useCreate;
export const useClientUpdate = clientHooks.useUpdate;
export const useClientRemove = clientHooks.useRemove;

/** Brings an archived client back: both lists and its page are stale. */
export function useClientRestore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(clientEndpoints.restore, { body: { id } }),
    onSuccess: (_restored, id) => invalidateEntity(client, clientHooks.keys, id),
  });
}

/* The job card form reads a client's vehicles under the same key, so a change here refreshes it too. */
const vehicleKeys = keys("client-vehicles");
const vehicleListKey = (clientId: string) => [...vehicleKeys.lists(), clientId];
const historyKey = (vehicleId: string) => [...vehicleKeys.details(), vehicleId, "history"];

export function useClientVehicles(clientId: string) {
  return useQuery({
    queryKey: vehicleListKey(clientId),
    queryFn: () => request(clientVehicleEndpoints.list, { query: { client_id: clientId } }),
  });
}

export function useVehicleHistory(vehicleId: string) {
  return useQuery({
    queryKey: historyKey(vehicleId),
    queryFn: () => request(clientVehicleEndpoints.history, { query: { vehicle_id: vehicleId } }),
  });
}

/** A vehicle change: the client's vehicles and the clients' counts of them are stale. */
const afterVehicleChange = (client: QueryClient, clientId: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: vehicleListKey(clientId) }),
    invalidateEntity(client, clientHooks.keys, clientId),
  ]);

export function useVehicleCreate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientVehicleCreateBody) => request(clientVehicleEndpoints.create, { body }),
    onSuccess: (vehicle) => afterVehicleChange(client, vehicle.client_id),
  });
}

export function useVehicleUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ClientVehicleUpdateBody }) =>
      request(clientVehicleEndpoints.update, { params: { id }, body }),
    onSuccess: (vehicle) => afterVehicleChange(client, vehicle.client_id),
  });
}

export function useVehicleRemove(clientId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(clientVehicleEndpoints.remove, { body: { id } }),
    onSuccess: () => afterVehicleChange(client, clientId),
  });
}

/** A client's appointments, under the appointments' list key so a booking or a cancellation refreshes them. */
export function useClientAppointments(query: ClientAppointmentsQuery) {
  return useQuery({
    queryKey: [...keys("appointments").lists(), "by-client", query],
    queryFn: () => request(appointmentEndpoints.byClient, { query }),
    placeholderData: keepPreviousData,
  });
}
