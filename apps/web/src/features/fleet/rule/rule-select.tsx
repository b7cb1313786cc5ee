import { fuelRuleEndpoints, hasPermission, type FuelType } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { permissionsOf, useSessionState } from "../../../shared/session/session-store";
import { ListSelect, type ListSelectProps, NotAllowedSelect } from "../../../shared/ui/list-select";
import { useRuleChoices } from "./rule-hooks";

export interface RuleSelectProps extends ListSelectProps {
  /**
   * Only rules of these fuels: a vehicle's primary and secondary fuel (spec 001: "Vehicle fuel
   * type must match rule fuel type"). All rules when left out (an employee's).
   */
  fuelTypes?: readonly (FuelType | null | undefined)[];
  /** The record's own rule, kept as a choice after it was deactivated or ended. */
  current?: { _id: string; name: string } | null;
}

/**
 * A Select of the company's rules in force, for the employee and vehicle forms. Empty means no
 * rule (clearable): an employee or a vehicle may go without, as long as an assignment has one.
 */
export function RuleSelect(props: RuleSelectProps) {
  const { t } = useTranslation();
  const { session } = useSessionState();
  // The same "any of" the server checks: the rules screen, or a form that gives rules.
  const canChoose = !!session && hasPermission(permissionsOf(session), fuelRuleEndpoints.choices.permission);
  const { fuelTypes: _fuelTypes, current: _current, ...selectProps } = props;
  if (!canChoose) {
    return (
      <NotAllowedSelect
        label={t("fleet.rule.select.label")}
        {...selectProps}
        reason={t("fleet.rule.select.not_allowed")}
      />
    );
  }
  return <RuleChoices {...props} />;
}

function RuleChoices({ fuelTypes, current, ...props }: RuleSelectProps) {
  const { t } = useTranslation();
  const choices = useRuleChoices();
  const fuels = fuelTypes?.filter((fuel): fuel is FuelType => !!fuel);
  const options = (choices.data ?? [])
    .filter((rule) => !fuels || fuels.includes(rule.fuel_type))
    .map((rule) => ({
      value: rule._id,
      label: t("fleet.rule.select.option", { name: rule.name, fuel: t(`fleet.rule.fuel_types.${rule.fuel_type}`) }),
    }));
  if (current && !options.some((o) => o.value === current._id)) {
    options.unshift({ value: current._id, label: current.name });
  }
  return (
    <ListSelect
      label={t("fleet.rule.select.label")}
      placeholder={t("fleet.rule.select.placeholder")}
      clearable
      {...props}
      options={options}
      isLoadError={choices.isError}
      loadFailedText={t("fleet.rule.select.load_failed")}
    />
  );
}
