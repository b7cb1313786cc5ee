import {
  type CategoryWithServicesDto,
  type RoleListQuery,
  type TeamMemberDto,
  categoryEndpoints,
  teamEndpoints,
} from "@pitlane/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request, requestRaw } from "../../../shared/api/client";
import { createEntityHooks, invalidateEntity, keys } from "../../../shared/api/hooks";
import { useRoleList } from "../role/role-hooks";

export const teamHooks = createEntityHooks("team", teamEndpoints);

export const useTeamList = teamHooks.useList;
export const useTeam = teamHooks.useDetail;
export const useTeamCreate = teamHooks.useCreate;
export const useTeamUpdate = teamHooks.useUpdate;
export const useTeamRemove = teamHooks.useRemove;

/** The member's name in the current language (the Arabic one when there is one). */
export const memberName = (member: Pick<TeamMemberDto, "name_eng" | "name_arabic">, language: string) =>
  (language === "ar" ? member.name_arabic : null) ?? member.name_eng;

export function useTeamToggleStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(teamEndpoints.toggleStatus, { params: { id } }),
    onSuccess: (_member, id) => invalidateEntity(client, teamHooks.keys, id),
  });
}

export function useResendInvitation() {
  return useMutation({
    mutationFn: (id: string) => request(teamEndpoints.resendInvitation, { body: { id } }),
  });
}

const activeRolesQuery: RoleListQuery = { status: "active", limit: 100, page: 1 };

/** The active roles a member may be given (the settings tab): the roles list's own query and key. */
export function useActiveRoles(isEnabled: boolean) {
  return useRoleList(activeRolesQuery, { enabled: isEnabled });
}

/** Categories with their services (the services tab); refreshed whenever a service changes. */
export function useCategoriesWithServices() {
  return useQuery({
    queryKey: keys("services").list("categories-with-services"),
    queryFn: () => requestRaw<CategoryWithServicesDto[]>(categoryEndpoints.withServices, {}),
  });
}
