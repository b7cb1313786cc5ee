import "@mantine/core/styles/SimpleGrid.css";
import { SimpleGrid } from "@mantine/core";
import type { JobCardDraft, JobCardDraftAction } from "@pitlane/domain";
import type { Dispatch } from "react";
import { useTranslation } from "react-i18next";
import { ListSelect } from "../../../shared/ui/list-select";
import { useBranchOptions } from "../branch/use-branch-options";
import { useConfirmBranchChange } from "../package/use-confirm-branch-change";
import { LazyDateField } from "../../../shared/forms/lazy-date-fields";

interface Props {
  draft: JobCardDraft;
  today: string;
  dispatch: Dispatch<JobCardDraftAction>;
  errorOf: (field: string) => string | undefined;
  idOf: (field: string) => string;
}

const hasLines = (d: JobCardDraft) => d.packages.length > 0 || d.pairs.length > 0 || d.products.length > 0;

/** Where and when: the branch (its catalogue and team fill the rest of the form) and the day, today by default. */
export function BranchDateFields({ draft, today, dispatch, errorOf, idOf }: Props) {
  const { t } = useTranslation();
  const branches = useBranchOptions({ isActiveOnly: true });
  const confirmBranchChange = useConfirmBranchChange();

  function handleBranch(branchId: string | null) {
    if (!branchId || branchId === draft.branch_id) return;
    const change = () => dispatch({ type: "set_branch", branch_id: branchId });
    // Changing it clears what was chosen at the old branch: ask first.
    if (hasLines(draft)) confirmBranchChange(change);
    else change();
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <ListSelect
        id={idOf("branch_id")}
        label={t("shop.job_card.fields.branch")}
        placeholder={t("shop.job_card.form.branch_placeholder")}
        withAsterisk
        allowDeselect={false}
        options={branches.options}
        isLoadError={branches.isError}
        loadFailedText={t("shop.job_card.choices.branches_failed")}
        value={draft.branch_id}
        error={errorOf("branch_id")}
        onChange={handleBranch}
      />
      <LazyDateField
        id={idOf("date")}
        label={t("shop.job_card.fields.date")}
        withAsterisk
        minDate={today}
        value={draft.selected_date}
        error={errorOf("date")}
        onChange={(date) => date && dispatch({ type: "set_date", date })}
      />
    </SimpleGrid>
  );
}
