import { resourceEndpoints } from "@pitlane/domain";
import { createEntityHooks } from "../../../shared/api/hooks";

export const resourceHooks = createEntityHooks("resources", resourceEndpoints);

export const useResourceList = resourceHooks.useList;
export const useResource = resourceHooks.useDetail;
export const useResourceCreate = resourceHooks.useCreate;
export const useResourceUpdate = resourceHooks.useUpdate;
export const useResourceRemove = resourceHooks.useRemove;
