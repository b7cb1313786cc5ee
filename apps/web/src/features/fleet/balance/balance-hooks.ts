import { type LowBalanceBody, type TopUpBody, type TopUpListQuery, topUpEndpoints } from "@pitlane/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { useCsvExport } from "../../../shared/api/csv";
import { keys } from "../../../shared/api/hooks";
import { useCan } from "../../../shared/session/permissions";

const balanceKeys = keys("fleet-balance");
const topUpKeys = keys("fleet-top-ups");

/**
 * The wallet: read afresh each time a screen shows it, since approvals (by the operations staff) and
 * holds at the pump change it without this portal knowing. Not asked for by a role that may not read
 * it (the server allows balance.view or dashboard.view: a role may add balance without either).
 */
export function useBalance() {
  const canRead = useCan(["balance.view", "dashboard.view"]);
  const query = useQuery({
    queryKey: balanceKeys.all,
    queryFn: () => request(topUpEndpoints.balance),
    enabled: canRead,
    refetchOnMount: "always",
  });
  return { ...query, canRead };
}

/** The platform's accounts the company may pay into: fixed per country, so read once. */
export function useReceivingAccounts() {
  return useQuery({
    queryKey: keys("fleet-receiving-accounts").all,
    queryFn: () => request(topUpEndpoints.accounts),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A page of the history; the previous page stays on screen while the next loads. */
export function useTopUpList(query: TopUpListQuery) {
  return useQuery({
    queryKey: topUpKeys.list(query),
    queryFn: () => request(topUpEndpoints.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** A new request: the history has a new row and the balance a new amount on its way. */
export function useTopUpCreate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TopUpBody) => request(topUpEndpoints.create, { body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: topUpKeys.lists() }),
        client.invalidateQueries({ queryKey: balanceKeys.all }),
      ]),
  });
}

/** The alert level: the answer is the balance as it now reads. */
export function useSetLowBalance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LowBalanceBody) => request(topUpEndpoints.setLowBalance, { body }),
    onSuccess: (balance) => client.setQueryData(balanceKeys.all, balance),
  });
}

/** The CSV of the history the filters select. */
export const useTopUpExport = () => useCsvExport(topUpEndpoints.export, "top-ups");
