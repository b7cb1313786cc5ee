import { fuelRuleEndpoints, usageEndpoints, type FuelRuleChoicesQuery } from "@pitlane/domain";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { useCsvExport } from "../../../shared/api/csv";
import { createEntityHooks } from "../../../shared/api/hooks";

const hooks = createEntityHooks("fuel-rules", fuelRuleEndpoints);

export const ruleKeys = hooks.keys;
export const useRuleList = hooks.useList;
export const useRule = hooks.useDetail;
export const useRuleCreate = hooks.useCreate;
export const useRuleUpdate = hooks.useUpdate;
export const useRuleRemove = hooks.useRemove;

/**
 * The rules a new holder may be given, under the same key prefix as the lists, so adding, changing
 * or deleting a rule refreshes every select. `enabled: false` when the role may not read them.
 */
export function useRuleChoices(query: Partial<FuelRuleChoicesQuery> = {}, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...ruleKeys.lists(), "choices", query],
    enabled: options.enabled ?? true,
    queryFn: () => request(fuelRuleEndpoints.choices, { query }),
  });
}

/** The CSV of the rules the list's filters select. */
export const useRuleExport = () => useCsvExport(fuelRuleEndpoints.export, "fuel-rules");

/** What the rule's holders used of it in the cycle running now. */
export function useRuleUsage(id: string) {
  return useQuery({
    queryKey: [...ruleKeys.details(), id, "usage"],
    queryFn: () => request(usageEndpoints.rule, { params: { id } }),
  });
}
