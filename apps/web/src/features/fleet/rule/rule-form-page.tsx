import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Switch.css";
import "../../../shared/ui/select-styles";
import { Alert, Paper, Select, SimpleGrid, Stack, Switch, TextInput } from "@mantine/core";
import { FUEL_TYPES, FuelRuleUpdateBody, type FuelRuleDto, type RuleChangeEffect } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";
import { PageHeader } from "../../../shared/ui/page-header";
import { ChangeEffectField } from "./change-effect-field";
import { FuelingDaysField } from "./fueling-days-field";
import { useRuleFormat } from "./rule-format";
import { effectiveChange, isReshaped, ruleValuesOf } from "./rule-form-values";
import { RuleLimitFields } from "./rule-limit-fields";
import { NumberField } from "../../../shared/forms/number-field";

export interface RuleFormPageProps {
  /** The rule being edited; absent when adding. */
  data?: FuelRuleDto;
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the button. */
  errors: unknown;
  onSubmit: (body: FuelRuleUpdateBody) => void;
  onCancel: () => void;
}

/** Add and edit share this page; editing adds the choice of when the change takes effect. */
export function RuleFormPage({ data, pending, errors, onSubmit, onCancel }: RuleFormPageProps) {
  const { t } = useTranslation();
  const format = useRuleFormat();
  const initial = ruleValuesOf(data);
  const { form, field, formProps, formError } = useSchemaForm(FuelRuleUpdateBody, initial, errors);
  const { values } = form;
  const reshaped = isReshaped(values, data);
  // A rule that runs out keeps its limit: the inputs go back to it and wait.
  const isEnding = !!data && !reshaped && values.change_effect === "none_next_month";

  function setChangeEffect(effect: RuleChangeEffect) {
    form.setFieldValue("change_effect", effect);
    if (effect === "none_next_month") {
      const { mode, cycle, fuel_limit, amount_limit } = initial;
      form.setValues({ mode, cycle, fuel_limit, amount_limit });
    }
  }

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={data ? t("fleet.rule.title_edit") : t("fleet.rule.title_add")} />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <form {...formProps((body) => onSubmit({ ...body, change_effect: effectiveChange(form.getValues(), data) }))}>
          <Stack>
            {data?.next_fuel_limit != null && data.next_limit_from && (
              <Alert color="blue" variant="light">
                {t("fleet.rule.form.next_limit_note", {
                  limit: format.limit(data.mode, data.next_fuel_limit),
                  date: format.day(data.next_limit_from),
                })}
              </Alert>
            )}
            {data?.ends_on && (
              <Alert color="yellow" variant="light">
                {t("fleet.rule.form.ends_note", { date: format.day(data.ends_on) })}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t("fleet.rule.fields.name")} withAsterisk autoFocus dir="auto" {...field("name")} />
              <Select
                label={t("fleet.rule.fields.fuel_type")}
                withAsterisk
                allowDeselect={false}
                data={FUEL_TYPES.map((fuel) => ({ value: fuel, label: t(`fleet.rule.fuel_types.${fuel}`) }))}
                {...field("fuel_type")}
              />
            </SimpleGrid>
            <RuleLimitFields
              mode={values.mode}
              cycle={values.cycle}
              onModeChange={(mode) => form.setFieldValue("mode", mode)}
              onCycleChange={(cycle) => form.setFieldValue("cycle", cycle)}
              fuelLimit={{
                value: values.fuel_limit,
                onChange: (limit) => form.setFieldValue("fuel_limit", limit),
                error: field("fuel_limit").error,
              }}
              amountLimit={{
                value: values.amount_limit,
                onChange: (limit) => form.setFieldValue("amount_limit", limit),
                error: field("amount_limit").error,
              }}
              disabled={isEnding}
            />
            <NumberField
              kind="whole"
              label={t("fleet.rule.fields.fuelings_per_day")}
              withAsterisk
              maw={240}
              {...field("fuelings_per_day")}
            />
            <FuelingDaysField
              value={values.fueling_days}
              onChange={(days) => form.setFieldValue("fueling_days", days)}
              error={field("fueling_days").error}
            />
            <Switch
              label={t("fleet.rule.fields.active")}
              checked={values.status === "active"}
              onChange={(event) => form.setFieldValue("status", event.currentTarget.checked ? "active" : "inactive")}
            />
            {data && (
              <ChangeEffectField
                value={values.change_effect}
                onChange={setChangeEffect}
                cycle={data.cycle}
                isReshaped={reshaped}
                error={field("change_effect").error}
              />
            )}
            <FormActions
              failure={formError}
              pending={pending}
              onCancel={onCancel}
              submitLabel={data ? t("actions.save_changes") : t("fleet.rule.add")}
            />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
