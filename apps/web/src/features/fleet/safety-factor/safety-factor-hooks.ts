import { MAX_REFERENCE_PAGE_SIZE, safetyFactorEndpoints, type SafetyFactorUpdateBody } from "@pitlane/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { keys } from "../../../shared/api/hooks";
import { vehicleKeys } from "../vehicle/vehicle-hooks";

const factorKeys = keys("safety-factors");
const query = { limit: MAX_REFERENCE_PAGE_SIZE };

/** Every vehicle type with the company's factor: one short list, never paged on screen. */
export function useSafetyFactors() {
  return useQuery({
    queryKey: factorKeys.list(query),
    queryFn: () => request(safetyFactorEndpoints.list, { query }),
  });
}

/** Saves and shows the list the server answered; a vehicle's details show its type's factor, so they refresh. */
export function useSaveSafetyFactors() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SafetyFactorUpdateBody) => request(safetyFactorEndpoints.update, { body }),
    onSuccess: async (saved) => {
      client.setQueryData(factorKeys.list(query), saved);
      await client.invalidateQueries({ queryKey: vehicleKeys.details() });
    },
  });
}
