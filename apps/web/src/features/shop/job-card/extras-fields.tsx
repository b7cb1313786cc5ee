import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import "@mantine/core/styles/SimpleGrid.css";
import { SimpleGrid, Stack, Switch, Textarea } from "@mantine/core";
import { type JobCardDraft, type JobCardDraftAction, maxOdometerOver } from "@pitlane/domain";
import type { Dispatch } from "react";
import { useTranslation } from "react-i18next";
import { ListSelect } from "../../../shared/ui/list-select";
import { memberName } from "../team/team-hooks";
import { useBranchTeam } from "./job-card-choices";
import { NumberField } from "../../../shared/forms/number-field";

interface Props {
  draft: JobCardDraft;
  dispatch: Dispatch<JobCardDraftAction>;
  errorOf: (field: string) => string | undefined;
  idOf: (field: string) => string;
  /** The vehicle's reading before this job card's, which the odometer is checked against (decision 0013). */
  lastOdometer: number | null;
}

const km = (value: number) => value.toLocaleString("en");

/** The inspection and who does it, the odometer at intake, and notes. */
export function ExtrasFields({ draft, dispatch, errorOf, idOf, lastOdometer }: Props) {
  const { t, i18n } = useTranslation();
  const team = useBranchTeam(draft.show_inspection ? draft.branch_id : null);
  const teamOptions = (team.data ?? []).map((m) => ({ value: m._id, label: memberName(m, i18n.language) }));

  return (
    <Stack gap="sm">
      <Switch
        id={idOf("show_inspection")}
        label={t("shop.job_card.fields.show_inspection")}
        description={t("shop.job_card.form.inspection_hint")}
        checked={draft.show_inspection}
        onChange={(event) =>
          dispatch({
            type: "set_inspection",
            show: event.currentTarget.checked,
            provider_id: draft.inspection_provider_id,
          })
        }
      />
      {draft.show_inspection && (
        <ListSelect
          id={idOf("inspection_provider_id")}
          label={t("shop.job_card.fields.inspection_provider")}
          placeholder={t("shop.job_card.form.technician_placeholder")}
          disabled={draft.branch_id === null}
          clearable
          options={teamOptions}
          isLoadError={team.isError}
          loadFailedText={t("shop.job_card.choices.providers_failed")}
          value={draft.inspection_provider_id}
          error={errorOf("inspection_provider_id")}
          onChange={(id) => dispatch({ type: "set_inspection", show: true, provider_id: id })}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberField
          kind="whole"
          nullable
          id={idOf("odometer")}
          label={t("shop.job_card.fields.odometer")}
          description={
            lastOdometer === null
              ? t("shop.job_card.form.odometer_hint")
              : t("shop.job_card.form.odometer_range", {
                  last: km(lastOdometer),
                  max: km(maxOdometerOver(lastOdometer)),
                })
          }
          value={draft.odometer}
          error={errorOf("odometer")}
          onChange={(odometer) => dispatch({ type: "set_odometer", odometer })}
        />
      </SimpleGrid>
      <Textarea
        id={idOf("notes")}
        label={t("shop.job_card.fields.notes")}
        dir="auto"
        rows={3}
        value={draft.notes}
        error={errorOf("notes")}
        onChange={(event) => dispatch({ type: "set_notes", notes: event.currentTarget.value })}
      />
    </Stack>
  );
}
