import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Fieldset.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Radio.css";
import { Checkbox, Fieldset, Radio, Stack } from "@mantine/core";
import type { RuleChangeEffect, RuleCycle } from "@pitlane/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRuleFormat } from "./rule-format";

interface Props {
  value: RuleChangeEffect;
  onChange: (effect: RuleChangeEffect) => void;
  /** The rule's cycle as saved: the next cycle starts by it. */
  cycle: RuleCycle;
  /** A new mode or cycle: the change can only apply immediately. */
  isReshaped: boolean;
  error?: ReactNode;
}

/**
 * Spec 001 section 4: ticking "apply immediately" applies the change now and resets the usage of
 * the employees and vehicles that already have consumption; unticked, the change waits for the
 * next cycle, or the rule ends with the month. Each choice says what it does, with its date.
 */
export function ChangeEffectField({ value, onChange, cycle, isReshaped, error }: Props) {
  const { t } = useTranslation();
  const format = useRuleFormat();
  const isImmediate = isReshaped || value === "immediate";

  return (
    <Fieldset legend={t("fleet.rule.effect.title")} variant="filled">
      <Stack gap="sm">
        <Checkbox
          label={t("fleet.rule.effect.immediate")}
          description={isReshaped ? t("fleet.rule.effect.reshaped_hint") : t("fleet.rule.effect.immediate_hint")}
          checked={isImmediate}
          disabled={isReshaped}
          onChange={(event) => onChange(event.currentTarget.checked ? "immediate" : "next_cycle")}
        />
        {!isImmediate && (
          <Radio.Group
            value={value}
            onChange={(effect) => onChange(effect === "none_next_month" ? "none_next_month" : "next_cycle")}
            error={error}
            aria-label={t("fleet.rule.effect.title")}
          >
            <Stack gap="sm" ps="xl">
              <Radio
                value="next_cycle"
                label={t("fleet.rule.effect.next_cycle")}
                description={t("fleet.rule.effect.next_cycle_hint", { date: format.day(format.nextCycleStart(cycle)) })}
              />
              <Radio
                value="none_next_month"
                label={t("fleet.rule.effect.none_next_month")}
                description={t("fleet.rule.effect.none_next_month_hint", {
                  date: format.day(format.firstOfNextMonth()),
                })}
              />
            </Stack>
          </Radio.Group>
        )}
      </Stack>
    </Fieldset>
  );
}
