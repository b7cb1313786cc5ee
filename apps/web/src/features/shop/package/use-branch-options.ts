import type { PackageDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { branchName, useBranchList } from "../branch/branch-hooks";

export interface BranchOption {
  value: string;
  label: string;
}

type BranchOfPackage = Pick<PackageDto, "branch_id" | "branch_name_english" | "branch_name_arabic">;

/**
 * The shop's branches as choices, by name (a shop has far fewer than the 100 a page holds). The
 * builder offers active branches only, plus the edited package's own if it has since been deactivated.
 */
export function useBranchOptions({
  isActiveOnly = false,
  current,
}: {
  isActiveOnly?: boolean;
  current?: BranchOfPackage;
}) {
  const { i18n } = useTranslation();
  const branches = useBranchList({ page: 1, limit: 100, sort: "name", order: "asc" });
  const options: BranchOption[] = (branches.data?.items ?? [])
    .filter((b) => !isActiveOnly || b.active || b._id === current?.branch_id)
    .map((b) => ({ value: b._id, label: branchName(b, i18n.language) }));
  if (current && branches.data && !options.some((o) => o.value === current.branch_id)) {
    const label = i18n.language === "ar" ? current.branch_name_arabic : current.branch_name_english;
    options.unshift({ value: current.branch_id, label });
  }
  return { options, isPending: branches.isPending, error: branches.error, retry: () => void branches.refetch() };
}
