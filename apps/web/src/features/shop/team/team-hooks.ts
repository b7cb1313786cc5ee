import { teamEndpoints } from "@pitlane/domain";
import { createEntityHooks } from "../../../shared/api/hooks";

export const teamHooks = createEntityHooks("team", teamEndpoints);

export const useTeamList = teamHooks.useList;
export const useTeam = teamHooks.useDetail;
export const useTeamCreate = teamHooks.useCreate;
export const useTeamUpdate = teamHooks.useUpdate;
export const useTeamRemove = teamHooks.useRemove;
