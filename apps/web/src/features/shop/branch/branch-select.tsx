import { useTranslation } from "react-i18next";
import { useCan } from "../../../shared/session/permissions";
import { ListSelect, type ListSelectProps, NotAllowedSelect } from "../../../shared/ui/list-select";
import { useBranchOptions } from "./use-branch-options";

/*
 * The filter's two sentences were written for the services list and read the same on the products
 * and team lists, so every branch filter says them.
 */

/** A Select of the shop's branches (reading them needs `branches.view`). */
export function BranchSelect(props: ListSelectProps) {
  const { t } = useTranslation();
  const canView = useCan("branches.view");
  if (!canView) return <NotAllowedSelect {...props} reason={t("shop.service.choices.no_branches")} />;
  return <BranchChoices {...props} />;
}

function BranchChoices(props: ListSelectProps) {
  const { t } = useTranslation();
  const branches = useBranchOptions();
  return (
    <ListSelect
      {...props}
      options={branches.options}
      isLoadError={branches.isError}
      loadFailedText={t("shop.service.choices.load_failed")}
    />
  );
}
