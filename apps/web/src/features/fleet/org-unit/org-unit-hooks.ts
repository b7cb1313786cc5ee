import { orgUnitEndpointsByKind, type OrgUnitKind } from "@pitlane/domain";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../shared/api/client";
import { useCsvExport } from "../../../shared/api/csv";
import { createEntityHooks } from "../../../shared/api/hooks";

/** One set of hooks per kind, each under its own query keys, over the same shape of endpoints. */
export const orgUnitHooks = {
  branch: createEntityHooks("fleet-branches", orgUnitEndpointsByKind.branch),
  department: createEntityHooks("fleet-departments", orgUnitEndpointsByKind.department),
  designation: createEntityHooks("fleet-designations", orgUnitEndpointsByKind.designation),
} satisfies Record<OrgUnitKind, unknown>;

/**
 * A kind's units for a select, under the same key prefix as its lists, so adding, renaming or
 * deleting one refreshes every select. `enabled: false` when the role may not read them.
 */
export function useOrgUnitChoices(kind: OrgUnitKind, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...orgUnitHooks[kind].keys.lists(), "choices"],
    enabled: options.enabled ?? true,
    queryFn: () => request(orgUnitEndpointsByKind[kind].choices),
  });
}

/** The CSV of the branches the list's search finds, in the list's order. */
export const useBranchExport = () => useCsvExport(orgUnitEndpointsByKind.branch.export, "branches");
