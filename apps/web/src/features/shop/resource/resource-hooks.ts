import { resourceEndpoints, type ResourceDto } from "@pitlane/domain";
import { createEntityHooks } from "../../../shared/api/hooks";

export const resourceHooks = createEntityHooks("resources", resourceEndpoints);

export const useResourceList = resourceHooks.useList;
export const useResource = resourceHooks.useDetail;
export const useResourceCreate = resourceHooks.useCreate;
export const useResourceUpdate = resourceHooks.useUpdate;
export const useResourceRemove = resourceHooks.useRemove;

/** The resource's branch as the reader's language names it. */
export const resourceBranchName = (resource: ResourceDto, language: string) =>
  language === "ar" ? resource.branch_name_arabic : resource.branch_name_english;
