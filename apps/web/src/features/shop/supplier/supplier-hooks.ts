import { supplierEndpoints } from "@pitlane/domain";
import { createEntityHooks } from "../../../shared/api/hooks";

export const supplierHooks = createEntityHooks("suppliers", supplierEndpoints);

export const useSupplierList = supplierHooks.useList;
export const useSupplier = supplierHooks.useDetail;
export const useSupplierCreate = supplierHooks.useCreate;
export const useSupplierUpdate = supplierHooks.useUpdate;
export const useSupplierRemove = supplierHooks.useRemove;
