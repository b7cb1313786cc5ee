import { branchEndpoints, type BranchDto } from "@pitlane/domain";
import { createEntityHooks } from "../../../shared/api/hooks";

/** The golden entity's query hooks: everything comes from the one generic helper. */
export const branchHooks = createEntityHooks("branches", branchEndpoints);

export const useBranchList = branchHooks.useList;
export const useBranch = branchHooks.useDetail;
export const useBranchCreate = branchHooks.useCreate;
export const useBranchUpdate = branchHooks.useUpdate;
export const useBranchRemove = branchHooks.useRemove;

/** The name to show: Arabic in Arabic, English otherwise (also for a record naming its own branch). */
export const branchName = (branch: Pick<BranchDto, "branch_name_english" | "branch_name_arabic">, language: string) =>
  language === "ar" ? branch.branch_name_arabic : branch.branch_name_english;
