import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { ChoicesGate } from "../package/choices-gate";

type Props = Omit<ComponentProps<typeof ChoicesGate>, "chooseBranchText"> & {
  /** Spec 000 section 8's words for this list ("Failed to fetch services"). */
  failedText: string;
};

/** The package builder's gate in the job card's words: what a section says instead of its picker. */
export function ChoiceState(props: Props) {
  const { t } = useTranslation();
  return <ChoicesGate chooseBranchText={t("shop.job_card.form.choose_branch_first")} {...props} />;
}
