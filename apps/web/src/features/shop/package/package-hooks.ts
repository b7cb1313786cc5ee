import {
  packageEndpoints,
  productEndpoints,
  serviceEndpoints,
  type ServiceSummaryDto,
  type VariantChoiceDto,
} from "@pitlane/domain";
import { useQuery } from "@tanstack/react-query";
import { requestRaw } from "../../../shared/api/client";
import { createEntityHooks, keys } from "../../../shared/api/hooks";

/**
 * add-package both adds and changes (spec 000 section 7): it is the create and the update call;
 * the generic update puts the id in the body, as the endpoint wants it.
 */
export const packageHooks = createEntityHooks("packages", {
  ...packageEndpoints,
  create: packageEndpoints.save,
  update: packageEndpoints.save,
});

export const usePackageList = packageHooks.useList;
export const usePackage = packageHooks.useDetail;
export const usePackageCreate = packageHooks.useCreate;
export const usePackageUpdate = packageHooks.useUpdate;
export const usePackageRemove = packageHooks.useRemove;

/*
 * The builder's choices for a branch. Their keys sit under the services' and products' list keys,
 * so a change to a service or product (which invalidates those lists) refreshes them too.
 */
const serviceKeys = keys("services");
const productKeys = keys("products");

export function useBranchServices(branchId: string) {
  return useQuery({
    queryKey: [...serviceKeys.lists(), "by-branch", branchId],
    queryFn: () => requestRaw<ServiceSummaryDto[]>(serviceEndpoints.byBranch, { query: { branch_id: branchId } }),
    enabled: branchId !== "",
  });
}

export function useBranchVariants(branchId: string) {
  return useQuery({
    queryKey: [...productKeys.lists(), "by-branch", branchId],
    queryFn: () => requestRaw<VariantChoiceDto[]>(productEndpoints.byBranch, { query: { branch_id: branchId } }),
    enabled: branchId !== "",
  });
}
