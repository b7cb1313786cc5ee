import { fleetRoleEndpoints, type FleetRoleBody, type FleetRoleListQuery } from "@pitlane/domain";
import { type QueryClient, keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { useCsvExport } from "../../../shared/api/csv";
import { invalidateEntity, keys } from "../../../shared/api/hooks";
import { refreshUserInfo } from "../../../shared/session/restore";
import { sessionStore } from "../../../shared/session/session-store";
import { holdsAllPermissions } from "../../../shared/session/session-views";

/*
 * Roles have no delete, a status call of their own and the spec's list shape (tab counts), so the
 * generic createEntityHooks does not fit; these keep its keys and its invalidation.
 */
export const fleetRoleKeys = keys("fleet-roles");
const invalidate = (client: QueryClient, id?: string) => invalidateEntity(client, fleetRoleKeys, id);

/** A user may have just changed their own role: their menus and buttons follow at once. */
async function afterChange(client: QueryClient, id: string) {
  if (!holdsAllPermissions(sessionStore.get().session)) void refreshUserInfo();
  await invalidate(client, id);
}

/** `enabled: false` when the user's role may not read roles: no call the server would refuse. */
export function useFleetRoleList(query: FleetRoleListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: fleetRoleKeys.list(query),
    enabled: options.enabled ?? true,
    queryFn: () => request(fleetRoleEndpoints.list, { query }),
    // Keep the previous page on screen while the next one loads: no flashing table.
    placeholderData: keepPreviousData,
  });
}

export function useFleetRole(id: string) {
  return useQuery({
    queryKey: fleetRoleKeys.detail(id),
    queryFn: () => request(fleetRoleEndpoints.get, { params: { id } }),
  });
}

/** The active roles for the employee form's select, refreshed with the lists. */
export function useFleetRoleChoices(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...fleetRoleKeys.lists(), "choices"],
    enabled: options.enabled ?? true,
    queryFn: () => request(fleetRoleEndpoints.choices),
  });
}

export function useFleetRoleCreate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FleetRoleBody) => request(fleetRoleEndpoints.create, { body }),
    onSuccess: (role) => afterChange(client, role._id),
  });
}

export function useFleetRoleUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: FleetRoleBody }) =>
      request(fleetRoleEndpoints.update, { params: { id }, body }),
    onSuccess: (role) => afterChange(client, role._id),
  });
}

export function useFleetRoleStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      request(fleetRoleEndpoints.updateStatus, { params: { id }, body: { status: active ? "active" : "inactive" } }),
    onSuccess: (role) => afterChange(client, role._id),
  });
}

/** The CSV of the roles the list's tab and search find. */
export const useFleetRoleExport = () => useCsvExport(fleetRoleEndpoints.export, "roles");
