import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../shared/session/permissions";
import { ChoiceList } from "../../../shared/ui/choice-list";
import { NotAllowedNote } from "../../../shared/ui/not-allowed-note";
import { branchName, useBranchList } from "./branch-hooks";
import { ALL_BRANCHES } from "./use-branch-options";

interface Props {
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: ReactNode;
  /** Each form says these in its own words. */
  texts: {
    /** Shown instead of the list when the role cannot read branches. */
    notAllowed: string;
    /** Shown when the shop has no branch yet. */
    empty: string;
  };
}

/** The branches a service, product or team member belongs to, as checkboxes (the forms' locations tab). */
export function BranchChoiceList({ texts, ...props }: Props) {
  const canView = useCan("branches.view");
  if (!canView) return <NotAllowedNote>{texts.notAllowed}</NotAllowedNote>;
  return <BranchChoices {...props} emptyText={texts.empty} />;
}

function BranchChoices({ emptyText, ...props }: Omit<Props, "texts"> & { emptyText: string }) {
  const { t, i18n } = useTranslation();
  const list = useBranchList(ALL_BRANCHES);
  const choices = (list.data?.items ?? []).map((b) => ({
    value: b._id,
    label: branchName(b, i18n.language),
    description: b.active ? undefined : t("statuses.inactive"),
  }));
  return (
    <ChoiceList
      {...props}
      choices={choices}
      pending={list.isPending}
      loadError={list.error}
      onRetry={() => void list.refetch()}
      emptyText={emptyText}
    />
  );
}
