import { ORG_UNIT_GROUPS, type OrgUnitKind } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../shared/session/permissions";
import { ListSelect, type ListSelectProps, NotAllowedSelect } from "../../../shared/ui/list-select";
import { useOrgUnitChoices } from "./org-unit-hooks";

interface Props extends ListSelectProps {
  /** Branches, departments or designations. */
  kind: OrgUnitKind;
}

/**
 * A Select of the company's branches, departments or designations, for the employee form and
 * filters. The choices are open to whoever may view the kind or view, add or edit employees
 * (as the server allows); anyone else sees the field disabled, saying why, instead of a refused call.
 */
export function OrgUnitSelect({ kind, ...props }: Props) {
  const { t } = useTranslation();
  const canView = useCan(`${ORG_UNIT_GROUPS[kind]}.view`);
  const canViewEmployees = useCan("employees.view");
  const canAddEmployees = useCan("employees.add");
  const canEditEmployees = useCan("employees.edit");
  if (!(canView || canViewEmployees || canAddEmployees || canEditEmployees)) {
    return <NotAllowedSelect {...props} reason={t(`fleet.org.${kind}.select.not_allowed`)} />;
  }
  return <OrgUnitChoices kind={kind} {...props} />;
}

function OrgUnitChoices({ kind, ...props }: Props) {
  const { t } = useTranslation();
  const choices = useOrgUnitChoices(kind);
  const options = (choices.data ?? []).map((unit) => ({ value: unit._id, label: unit.name }));
  return (
    <ListSelect
      placeholder={t(`fleet.org.${kind}.select.placeholder`)}
      {...props}
      options={options}
      isLoadError={choices.isError}
      loadFailedText={t(`fleet.org.${kind}.select.load_failed`)}
    />
  );
}
