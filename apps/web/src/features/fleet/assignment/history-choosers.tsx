import { Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { type HistorySubject, useAnyEmployeeChoices, useAnyVehicleChoices } from "./assignment-hooks";
import { employeeChoiceLabel, vehicleChoiceLabel } from "./choice-labels";
import { ChoiceSelect } from "../../../shared/ui/choice-select";

interface Props {
  /** Whose history is open, if anyone's. */
  subject: HistorySubject | null;
  /** How the chooser of the open subject names it, once the history has said. */
  subjectLabel?: string;
}

/**
 * The vehicle and employee choosers of the assigned history: a choice goes into the address
 * (`?vehicle=` or `?employee=`), so reload and back work; any status, since history outlives it.
 */
export function HistoryChoosers({ subject, subjectLabel }: Props) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const choose = (kind: HistorySubject["kind"], id: string | null) => setParams(id ? { [kind]: id } : {});
  const initialOf = (kind: HistorySubject["kind"]) =>
    subject?.kind === kind && subjectLabel ? { value: subject.id, label: subjectLabel } : null;

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <ChoiceSelect
        label={t("fleet.assignment.fields.vehicle")}
        placeholder={t("fleet.assignment.form.vehicle_placeholder")}
        clearable
        w={280}
        value={subject?.kind === "vehicle" ? subject.id : null}
        initial={initialOf("vehicle")}
        useChoices={useAnyVehicleChoices}
        labelOf={vehicleChoiceLabel}
        loadFailedText={t("fleet.assignment.form.choices_failed")}
        onChange={(id) => choose("vehicle", id)}
      />
      <ChoiceSelect
        label={t("fleet.assignment.fields.employee")}
        placeholder={t("fleet.assignment.form.employee_placeholder")}
        clearable
        w={280}
        value={subject?.kind === "employee" ? subject.id : null}
        initial={initialOf("employee")}
        useChoices={useAnyEmployeeChoices}
        labelOf={employeeChoiceLabel}
        loadFailedText={t("fleet.assignment.form.choices_failed")}
        onChange={(id) => choose("employee", id)}
      />
    </Group>
  );
}
