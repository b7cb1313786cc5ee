import "@mantine/core/styles/NumberInput.css";
import { NumberInput, type NumberInputProps } from "@mantine/core";
import { DiscountType } from "@pitlane/domain";
import { type AmountType, AmountTypeControl } from "./amount-type-control";

interface Props {
  /** The type control's label ("Discount type", "Commission type"). */
  typeLabel: string;
  /** The value input's label for each type: the amount names the shop's currency. */
  valueLabels: { amount: string; percent: string };
  type: AmountType;
  onTypeChange: (type: AmountType) => void;
  /** The value input's form props (value, onChange, error) and any limits the form adds. */
  valueProps: NumberInputProps;
  /** Group an amount's thousands with commas ("1,500"); a percent never is. */
  isGrouped?: boolean;
}

/**
 * A discount or a commission: its type and its value, a percent capped at 100, the value disabled
 * while the type is none. Two inputs side by side in the caller's grid.
 */
export function AmountFields({ typeLabel, valueLabels, type, onTypeChange, valueProps, isGrouped }: Props) {
  const isPercentage = type === DiscountType.percentage;
  return (
    <>
      <AmountTypeControl label={typeLabel} value={type} onChange={onTypeChange} />
      <NumberInput
        label={isPercentage ? valueLabels.percent : valueLabels.amount}
        min={0}
        max={isPercentage ? 100 : undefined}
        decimalScale={2}
        thousandSeparator={isGrouped && !isPercentage ? "," : undefined}
        disabled={type === null}
        {...valueProps}
      />
    </>
  );
}
