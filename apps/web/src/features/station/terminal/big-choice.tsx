import "@mantine/core/styles/FloatingIndicator.css";
import "@mantine/core/styles/SegmentedControl.css";
import { Input, SegmentedControl } from "@mantine/core";
import { type ReactNode, useId } from "react";

/** A choice among a few, all in view, each a touch target of 48 px at least (fuel, litres or amount). */
export function BigChoice<V extends string>({
  label,
  value,
  onChange,
  data,
  error,
}: {
  label: string;
  /** The form's refusal of the choice (none made). */
  error?: ReactNode;
  value: V | "";
  onChange: (value: V) => void;
  data: { value: V; label: string }[];
}) {
  const labelId = useId();
  return (
    <Input.Wrapper label={label} labelElement="div" id={labelId} size="lg" error={error}>
      <SegmentedControl
        display="flex"
        size="lg"
        role="radiogroup"
        aria-labelledby={`${labelId}-label`}
        value={value}
        // The chosen one filled in the primary colour: told apart at a glance, in sunlight too.
        color="indigo"
        // Mantine hands back one of `data`'s values.
        onChange={(chosen) => onChange(chosen as V)}
        data={data}
        styles={{ label: { minHeight: 48, display: "flex", alignItems: "center", justifyContent: "center" } }}
      />
    </Input.Wrapper>
  );
}
