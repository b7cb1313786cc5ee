// The control's indicator is a FloatingIndicator: without its styles it sits at the start edge, wrong in right to left.
import "@mantine/core/styles/FloatingIndicator.css";
import "@mantine/core/styles/SegmentedControl.css";
import { Input, SegmentedControl } from "@mantine/core";
import { DiscountType } from "@pitlane/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/** A discount's or a commission's kind: Fixed (1), Percentage (2), or none. */
export type AmountType = DiscountType | null;

const choices = [
  { value: "none", type: null },
  { value: "fixed", type: DiscountType.fixed },
  { value: "percentage", type: DiscountType.percentage },
] as const satisfies readonly { value: string; type: AmountType }[];

interface Props {
  label: string;
  value: AmountType;
  onChange: (type: AmountType) => void;
}

/**
 * None, Fixed (1) or Percentage (2) as one segmented control: all three visible, arrow keys move
 * between them. The three names were written for the service form and are read from there by every
 * form (and by the browser journeys), so they stay under `shop.service.amount_types`.
 */
export function AmountTypeControl({ label, value, onChange }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Input.Wrapper label={label} labelElement="div" id={labelId}>
      <SegmentedControl
        display="flex"
        role="radiogroup"
        aria-labelledby={`${labelId}-label`}
        value={choices.find((c) => c.type === value)?.value ?? "none"}
        onChange={(chosen) => onChange(choices.find((c) => c.value === chosen)?.type ?? null)}
        data={choices.map((c) => ({ value: c.value, label: t(`shop.service.amount_types.${c.value}`) }))}
      />
    </Input.Wrapper>
  );
}
