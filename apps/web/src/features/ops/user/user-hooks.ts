import { type ListQuery, type OpsUserBody, type OpsUserUpdateBody, opsEndpoints as e } from "@pitlane/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { keys } from "../../../shared/api/hooks";
import { refreshUserInfo } from "../../../shared/session/restore";

export const opsUserKeys = keys("ops-users");

export function useOpsUsers(query: ListQuery) {
  return useQuery({
    queryKey: opsUserKeys.list(query),
    queryFn: () => request(e.users, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useAddOpsUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OpsUserBody) => request(e.addUser, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: opsUserKeys.lists() }),
  });
}

/** A role changed or a user switched off; when it is the signed-in user, their permissions are read again. */
export function useUpdateOpsUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: OpsUserUpdateBody }) =>
      request(e.updateUser, { params: { id }, body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: opsUserKeys.lists() });
      await refreshUserInfo();
    },
  });
}
