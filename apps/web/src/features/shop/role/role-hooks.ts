import { roleEndpoints, type RoleListQuery, type RoleSaveBody } from "@pitlane/domain";
import { type QueryClient, keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { invalidateEntity, keys } from "../../../shared/api/hooks";
import { refreshUserInfo } from "../../../shared/session/restore";
import { sessionStore } from "../../../shared/session/session-store";
import { holdsAllPermissions } from "../../../shared/session/session-views";

/*
 * Roles have one `save` call for adding, changing and (de)activating, and the spec's list shape,
 * so the generic createEntityHooks does not fit; these keep its keys and its invalidation.
 */
const roleKeys = keys("roles");
const invalidate = (client: QueryClient, id?: string) => invalidateEntity(client, roleKeys, id);

/** A member may have just changed their own role: their menus and buttons follow at once. */
function refreshOwnPermissions() {
  if (!holdsAllPermissions(sessionStore.get().session)) void refreshUserInfo();
}

/** `enabled: false` when the user's role may not read roles: no call the server would refuse. */
export function useRoleList(query: RoleListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: roleKeys.list(query),
    enabled: options.enabled ?? true,
    queryFn: () => request(roleEndpoints.list, { query }),
    // Keep the previous page on screen while the next one loads: no flashing table.
    placeholderData: keepPreviousData,
  });
}

export function useRole(id: string) {
  return useQuery({
    queryKey: roleKeys.detail(id),
    queryFn: () => request(roleEndpoints.get, { params: { id } }),
    enabled: id !== "",
  });
}

/** merchant-role-post: adds without `id`; with it renames, replaces the actions or (de)activates. */
export function useRoleSave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleSaveBody) => request(roleEndpoints.save, { body }),
    onSuccess: async (role) => {
      refreshOwnPermissions();
      await invalidate(client, role._id);
    },
  });
}

export function useRoleRemove() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(roleEndpoints.remove, { body: { id } }),
    onSuccess: async (_result, id) => {
      client.removeQueries({ queryKey: roleKeys.detail(id) });
      await invalidate(client);
    },
  });
}
