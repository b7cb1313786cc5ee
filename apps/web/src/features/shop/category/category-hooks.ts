import { categoryEndpoints } from "@pitlane/domain";
import { createEntityHooks } from "../../../shared/api/hooks";

export const categoryHooks = createEntityHooks("categories", categoryEndpoints);

export const useCategoryList = categoryHooks.useList;
export const useCategory = categoryHooks.useDetail;
export const useCategoryCreate = categoryHooks.useCreate;
export const useCategoryUpdate = categoryHooks.useUpdate;
export const useCategoryRemove = categoryHooks.useRemove;
