import { productEndpoints } from "@pitlane/domain";
import { createEntityHooks } from "../../../shared/api/hooks";

export const productHooks = createEntityHooks("products", productEndpoints);

export const useProductList = productHooks.useList;
export const useProduct = productHooks.useDetail;
export const useProductCreate = productHooks.useCreate;
export const useProductUpdate = productHooks.useUpdate;
export const useProductRemove = productHooks.useRemove;
