import { useTranslation } from "react-i18next";
import { branchName, useBranchList } from "../branch/branch-hooks";

/** A shop has few branches: the first 100 by name cover them all, for a filter or a form's choice. */
const BRANCH_CHOICES = { page: 1, limit: 100, sort: "name", order: "asc" } as const;

/** The shop's branches as Select options, named in the reader's language. */
export function useBranchOptions() {
  const { i18n } = useTranslation();
  const branches = useBranchList(BRANCH_CHOICES);
  const options = (branches.data?.items ?? []).map((b) => ({ value: b._id, label: branchName(b, i18n.language) }));
  return { options, isPending: branches.isPending, isError: branches.isError };
}
