import "@mantine/core/styles/NumberInput.css";
// The control's indicator is a FloatingIndicator: without its styles it sits at the start edge, wrong in right to left.
import "@mantine/core/styles/FloatingIndicator.css";
import "@mantine/core/styles/SegmentedControl.css";
import { Input, NumberInput, SegmentedControl, SimpleGrid, Stack } from "@mantine/core";
import { MAX_FUEL_LIMIT_LITRES, RULE_CYCLES, RULE_MODES, type RuleCycle, type RuleMode } from "@pitlane/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRuleFormat } from "./rule-format";

interface NumberFieldProps {
  value: number | null;
  onChange: (value: number | null) => void;
  error?: ReactNode;
}

interface Props {
  mode: RuleMode;
  cycle: RuleCycle;
  onModeChange: (mode: RuleMode) => void;
  onCycleChange: (cycle: RuleCycle) => void;
  fuelLimit: NumberFieldProps;
  amountLimit: NumberFieldProps;
  /** The rule runs out as it stands ("no rule from next month"): its limit is not for changing. */
  disabled: boolean;
}

/** An empty number input is no limit (null), which the schema asks for with "Select Fuel limit". */
const toLimit = (value: number | string) => (typeof value === "number" ? value : null);

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
        <NumberInput
          key="fuel_limit"
          label={t("fleet.rule.fields.fuel_limit")}
          withAsterisk
          min={1}
          max={MAX_FUEL_LIMIT_LITRES}
          allowDecimal={false}
          allowNegative={false}
          disabled={disabled}
          value={fuelLimit.value ?? ""}
          onChange={(value) => fuelLimit.onChange(toLimit(value))}
          error={fuelLimit.error}
        />
      ) : (
        <NumberInput
          key="amount_limit"
          label={t("fleet.rule.fields.amount_limit", { currency })}
          withAsterisk
          min={0}
          decimalScale={2}
          thousandSeparator=","
          allowNegative={false}
          disabled={disabled}
          value={amountLimit.value ?? ""}
          onChange={(value) => amountLimit.onChange(toLimit(value))}
          error={amountLimit.error}
        />
      )}
    </Stack>
  );
}
