import { serviceEndpoints } from "@pitlane/domain";
import { createEntityHooks } from "../../../shared/api/hooks";

export const serviceHooks = createEntityHooks("services", serviceEndpoints);

export const useServiceList = serviceHooks.useList;
export const useService = serviceHooks.useDetail;
export const useServiceCreate = serviceHooks.useCreate;
export const useServiceUpdate = serviceHooks.useUpdate;
export const useServiceRemove = serviceHooks.useRemove;
