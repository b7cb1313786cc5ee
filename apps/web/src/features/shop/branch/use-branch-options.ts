import type { BranchDto, PackageDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../shared/session/permissions";
import { branchName, useBranchList } from "./branch-hooks";

/**
 * A shop has few branches: the first 100 by name cover them all. Every choice of a branch (a filter,
 * a form's field, a locations tab) reads this one query, so the list is fetched once.
 */
export const ALL_BRANCHES = { page: 1, limit: 100, sort: "name", order: "asc" } as const;

export interface BranchOption {
  value: string;
  label: string;
}

/** A record's own branch, named by the record: kept as a choice after the branch was deactivated. */
type OwnBranch = Pick<PackageDto, "branch_id" | "branch_name_english" | "branch_name_arabic">;

/**
 * The shop's branches when the role may read them; not asked for (and none) otherwise, as the
 * server would refuse. `isPending` only while they are actually being fetched.
 */
function useAllBranches() {
  const canView = useCan("branches.view");
  const list = useBranchList(ALL_BRANCHES, { enabled: canView });
  return { list, isPending: canView && list.isPending };
}

/**
 * The shop's branches as Select options, named in the reader's language. A form may offer active
 * branches only, plus the edited record's own if it has since been deactivated.
 */
export function useBranchOptions({
  isActiveOnly = false,
  current,
}: { isActiveOnly?: boolean; current?: OwnBranch } = {}) {
  const { i18n } = useTranslation();
  const { list: branches, isPending } = useAllBranches();
  const options: BranchOption[] = (branches.data?.items ?? [])
    .filter((b) => !isActiveOnly || b.active || b._id === current?.branch_id)
    .map((b) => ({ value: b._id, label: branchName(b, i18n.language) }));
  if (current && !options.some((o) => o.value === current.branch_id)) {
    options.unshift({ value: current.branch_id, label: branchName(current, i18n.language) });
  }
  return {
    options,
    isPending,
    isError: branches.isError,
    error: branches.error,
    retry: () => void branches.refetch(),
  };
}

/** The shop's branches when the role may read them, else none (see useAllBranches). */
export function useReadableBranches(): { branches: BranchDto[]; isPending: boolean } {
  const { list, isPending } = useAllBranches();
  return { branches: list.data?.items ?? [], isPending };
}
