import { useTranslation } from "react-i18next";
import { ListSelect, type ListSelectProps } from "../../../shared/ui/list-select";
import { useFleetRoleChoices } from "../role/role-hooks";

interface ChoiceProps extends ListSelectProps {
  /** The record's own choice, kept as an option after it left the list (a role made inactive). */
  current?: { _id: string; name: string | null } | null;
}

function withCurrent(options: { value: string; label: string }[], current: ChoiceProps["current"]) {
  if (current && !options.some((o) => o.value === current._id)) {
    options.unshift({ value: current._id, label: current.name ?? current._id });
  }
  return options;
}

/** The company's active roles: with one (and a password) the employee may sign in to the portal. */
export function EmployeeRoleSelect({ current, ...props }: ChoiceProps) {
  const { t } = useTranslation();
  const choices = useFleetRoleChoices();
  const options = withCurrent(
    (choices.data ?? []).map((role) => ({ value: role._id, label: role.name })),
    current,
  );
  return (
    <ListSelect
      placeholder={t("fleet.employee.role_select.placeholder")}
      clearable
      {...props}
      options={options}
      isLoadError={choices.isError}
      loadFailedText={t("fleet.employee.role_select.load_failed")}
    />
  );
}
