import { DiscountType } from "@pitlane/domain";
import { type AmountType, AmountTypeControl } from "./amount-type-control";
import { NumberField, type NumberFieldInputProps } from "./number-field";

interface Props {
  /** The type control's label ("Discount type", "Commission type"). */
  typeLabel: string;
  /** The value input's label for each type: the amount names the shop's currency. */
  valueLabels: { amount: string; percent: string };
  type: AmountType;
  onTypeChange: (type: AmountType) => void;
  /** The value input's form props (value, onChange, error). */
  valueProps: NumberFieldInputProps;
}

/**
 * A discount or a commission: its type and its value (the schema holds a percent to 100), the
 * value disabled while the type is none. Two inputs side by side in the caller's grid.
 */
export function AmountFields({ typeLabel, valueLabels, type, onTypeChange, valueProps }: Props) {
  const isPercentage = type === DiscountType.percentage;
  return (
    <>
      <AmountTypeControl label={typeLabel} value={type} onChange={onTypeChange} />
      <NumberField
        kind={isPercentage ? "percent" : "amount"}
        label={isPercentage ? valueLabels.percent : valueLabels.amount}
        disabled={type === null}
        {...valueProps}
      />
    </>
  );
}
