import { locationEndpoints, MAX_REFERENCE_PAGE_SIZE } from "@pitlane/domain";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { keys } from "../../../shared/api/hooks";

// Reference data hardly ever changes: fetched once per session, the whole list (spec: 9999).
const referenceQuery = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY };
const limit = MAX_REFERENCE_PAGE_SIZE;

export function useCountries() {
  return useQuery({
    ...referenceQuery,
    queryKey: keys("countries").list({ limit }),
    queryFn: () => request(locationEndpoints.countries, { query: { limit } }),
  });
}

export function useStates(countryId: string | null) {
  return useQuery({
    ...referenceQuery,
    queryKey: keys("states").list({ country_id: countryId, limit }),
    queryFn: () => request(locationEndpoints.states, { query: { country_id: countryId ?? "", limit } }),
    enabled: !!countryId,
  });
}

export function useCities(stateId: string | null) {
  return useQuery({
    ...referenceQuery,
    queryKey: keys("cities").list({ state_id: stateId, limit }),
    queryFn: () => request(locationEndpoints.cities, { query: { state_id: stateId ?? "", limit } }),
    enabled: !!stateId,
  });
}
