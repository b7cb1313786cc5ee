import "@mantine/core/styles/NumberInput.css";
import { NumberInput, type NumberInputProps } from "@mantine/core";
import { numberOrNull } from "./vehicle-form-values";

interface Props extends Omit<NumberInputProps, "value" | "onChange"> {
  value: number | null;
  onChange: (value: number | null) => void;
}

/** A number input whose empty state is null, as the vehicle schemas take a number left out. */
export function VehicleNumberInput({ value, onChange, ...props }: Props) {
  return (
    <NumberInput
      allowNegative={false}
      allowDecimal={false}
      {...props}
      value={value ?? ""}
      onChange={(next) => onChange(numberOrNull(next))}
    />
  );
}
