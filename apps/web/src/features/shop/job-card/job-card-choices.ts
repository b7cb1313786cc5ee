import {
  type ClientDto,
  clientEndpoints,
  clientVehicleEndpoints,
  packageEndpoints,
  teamEndpoints,
} from "@pitlane/domain";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { keys } from "../../../shared/api/hooks";

/** The form's choosers. Their keys sit under each entity's list key, so a change there refreshes them. */
const CLIENT_CHOICES = 20;

/** Clients matching what is typed, searched on the server (a shop may have tens of thousands). */
export function useClientChoices(search: string) {
  const query = { page: 1, limit: CLIENT_CHOICES, search: search || undefined };
  return useQuery({
    queryKey: keys("clients").list(query),
    queryFn: async (): Promise<ClientDto[]> => (await request(clientEndpoints.list, { query })).items,
  });
}

export function useClientVehicles(clientId: string | null) {
  return useQuery({
    queryKey: [...keys("client-vehicles").lists(), clientId],
    queryFn: () => request(clientVehicleEndpoints.list, { query: { client_id: clientId ?? "" } }),
    enabled: clientId !== null,
  });
}

export function useBranchPackages(branchId: string | null) {
  return useQuery({
    queryKey: [...keys("packages").lists(), "by-branch", branchId],
    queryFn: () => request(packageEndpoints.byBranch, { query: { branch_id: branchId ?? "" } }),
    enabled: branchId !== null,
  });
}

/** The team members who perform a service at the branch: the providers a pair may name. */
export function useServiceProviders(branchId: string | null, serviceId: string | null) {
  return useQuery({
    queryKey: [...keys("team").lists(), "by-branch-service", branchId, serviceId],
    queryFn: () =>
      request(teamEndpoints.byBranchService, { query: { branch_id: branchId ?? "", service_id: serviceId ?? "" } }),
    enabled: branchId !== null && serviceId !== null,
  });
}

/** Everyone working at the branch: who may do the inspection. */
export function useBranchTeam(branchId: string | null) {
  return useQuery({
    queryKey: [...keys("team").lists(), "by-branch", branchId],
    queryFn: () => request(teamEndpoints.byBranch, { query: { branch_id: branchId ?? "" } }),
    enabled: branchId !== null,
  });
}
