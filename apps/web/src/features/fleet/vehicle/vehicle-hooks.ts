import { vehicleEndpoints, type FleetStatus } from "@pitlane/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { useCsvExport, useCsvImport } from "../../../shared/api/csv";
import { createEntityHooks, invalidateEntity } from "../../../shared/api/hooks";

const hooks = createEntityHooks("fleet-vehicles", vehicleEndpoints);

export const vehicleKeys = hooks.keys;
export const useVehicleList = hooks.useList;
export const useVehicle = hooks.useDetail;
export const useVehicleCreate = hooks.useCreate;
export const useVehicleUpdate = hooks.useUpdate;
export const useVehicleRemove = hooks.useRemove;

/** What the QR code and sticker show; under the vehicle's detail key, so a change to it refreshes them. */
export function useVehicleQr(id: string) {
  return useQuery({
    queryKey: [...vehicleKeys.detail(id), "qr"],
    queryFn: () => request(vehicleEndpoints.qr, { params: { id } }),
  });
}

export function useVehicleStatusUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: FleetStatus }) =>
      request(vehicleEndpoints.updateStatus, { params: { id }, body: { status } }),
    onSuccess: (_result, { id }) => invalidateEntity(client, vehicleKeys, id),
  });
}

/** The CSV of the vehicles the list's filters select. */
export const useVehicleExport = () => useCsvExport(vehicleEndpoints.exportCsv, "vehicles");

/** A CSV file of vehicles: all added, or none and the refused rows listed. */
export const useVehicleImport = () => useCsvImport(vehicleEndpoints.importCsv, vehicleKeys);
