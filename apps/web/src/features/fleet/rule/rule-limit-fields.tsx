// The control's indicator is a FloatingIndicator: without its styles it sits at the start edge, wrong in right to left.
import "@mantine/core/styles/FloatingIndicator.css";
import "@mantine/core/styles/SegmentedControl.css";
import { Input, SegmentedControl, SimpleGrid, Stack } from "@mantine/core";
import { RULE_CYCLES, RULE_MODES, type RuleCycle, type RuleMode } from "@pitlane/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../shared/forms/number-field";
import type { NumberValue } from "../../../shared/forms/number-value";
import { useRuleFormat } from "./rule-format";

/** A limit as typed; emptied it is null, no limit, which the schema asks for with "Select Fuel limit". */
interface LimitProps {
  value: NumberValue;
  onChange: (value: NumberValue) => void;
  error?: ReactNode;
}

interface Props {
  mode: RuleMode;
  cycle: RuleCycle;
  onModeChange: (mode: RuleMode) => void;
  onCycleChange: (cycle: RuleCycle) => void;
  fuelLimit: LimitProps;
  amountLimit: LimitProps;
  /** The rule runs out as it stands ("no rule from next month"): its limit is not for changing. */
  disabled: boolean;
}

/** The mode switch (litres or an amount), the cycle, and the one limit input the mode needs. */
export function RuleLimitFields({ mode, cycle, onModeChange, onCycleChange, fuelLimit, amountLimit, disabled }: Props) {
  const { t } = useTranslation();
  const { currency } = useRuleFormat();

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Input.Wrapper label={t("fleet.rule.fields.mode")} description={t("fleet.rule.form.mode_hint")}>
          <SegmentedControl
            mt={4}
            fullWidth
            value={mode}
            disabled={disabled}
            onChange={(value) => onModeChange(RULE_MODES.find((m) => m === value) ?? "recurring")}
            data={RULE_MODES.map((m) => ({ value: m, label: t(`fleet.rule.modes.${m}`) }))}
          />
        </Input.Wrapper>
        <Input.Wrapper label={t("fleet.rule.fields.cycle")}>
          <SegmentedControl
            mt={4}
            fullWidth
            value={cycle}
            disabled={disabled}
            onChange={(value) => onCycleChange(RULE_CYCLES.find((c) => c === value) ?? "weekly")}
            data={RULE_CYCLES.map((c) => ({ value: c, label: t(`fleet.rule.cycles.${c}`) }))}
          />
        </Input.Wrapper>
      </SimpleGrid>
      {mode === "recurring" ? (
        <NumberField
          key="fuel_limit"
          kind="whole"
          nullable
          label={t("fleet.rule.fields.fuel_limit")}
          withAsterisk
          disabled={disabled}
          {...fuelLimit}
        />
      ) : (
        <NumberField
          key="amount_limit"
          kind="amount"
          nullable
          label={t("fleet.rule.fields.amount_limit", { currency })}
          withAsterisk
          disabled={disabled}
          {...amountLimit}
        />
      )}
    </Stack>
  );
}
