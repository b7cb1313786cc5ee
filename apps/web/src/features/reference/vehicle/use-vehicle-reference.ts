import { MAX_REFERENCE_PAGE_SIZE, vehicleReferenceEndpoints } from "@pitlane/domain";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { keys } from "../../../shared/api/hooks";

// Reference data hardly ever changes: fetched once per session, the whole list (spec: limit=9999).
const referenceQuery = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY };
const limit = MAX_REFERENCE_PAGE_SIZE;

export function useVehicleTypes() {
  return useQuery({
    ...referenceQuery,
    queryKey: keys("vehicle-types").list({ limit }),
    queryFn: () => request(vehicleReferenceEndpoints.types, { query: { limit } }),
  });
}

export function useVehicleMakes(typeId: string | null) {
  return useQuery({
    ...referenceQuery,
    queryKey: keys("vehicle-makes").list({ typeId, limit }),
    queryFn: () => request(vehicleReferenceEndpoints.makes, { params: { typeId: typeId ?? "" }, query: { limit } }),
    enabled: !!typeId,
  });
}

export function useVehicleModels(makeId: string | null) {
  return useQuery({
    ...referenceQuery,
    queryKey: keys("vehicle-models").list({ makeId, limit }),
    queryFn: () => request(vehicleReferenceEndpoints.models, { params: { makeId: makeId ?? "" }, query: { limit } }),
    enabled: !!makeId,
  });
}
