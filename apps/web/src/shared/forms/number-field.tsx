import "@mantine/core/styles/NumberInput.css";
import { NumberInput, type NumberInputProps } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type NumberKind, type NumberValue, shownNumber, typedNumber, typedNumberOrNull } from "./number-value";

/**
 * Mantine's ways of rewriting what was typed, kept out of reach: `min`/`max` clamp on blur,
 * `allowNegative={false}` drops a typed minus, `decimalScale` and `allowDecimal={false}` cut
 * decimals. The schema names the rule instead ("must be at least 1").
 */
type Rewriting =
  | "value"
  | "defaultValue"
  | "onChange"
  | "min"
  | "max"
  | "clampBehavior"
  | "allowNegative"
  | "allowDecimal"
  | "decimalScale"
  | "fixedDecimalScale"
  | "isAllowed"
  | "thousandSeparator"
  | "suffix"
  | "prefix";

interface Common extends Omit<NumberInputProps, Rewriting> {
  /** A whole number, a decimal, an amount (its thousands grouped as shown) or a percent (shown with %). */
  kind: NumberKind;
}

interface EmptyAsText extends Common {
  nullable?: false;
  value?: number | string;
  onChange: (value: number | string) => void;
}

/** For a schema that takes null: an emptied field is null. */
interface EmptyAsNull extends Common {
  nullable: true;
  value?: NumberValue;
  onChange: (value: NumberValue) => void;
}

export type NumberFieldProps = EmptyAsText | EmptyAsNull;

/** What a form hands a number field it does not place itself (useSchemaForm's `field(name)`). */
export type NumberFieldInputProps = Pick<EmptyAsText, "value" | "onChange" | "error" | "onFocus" | "onBlur">;

/** Display only: the value Mantine hands over has no separator or sign in it. */
const KIND_PROPS: Record<NumberKind, Pick<NumberInputProps, "thousandSeparator" | "suffix">> = {
  whole: {},
  decimal: {},
  amount: { thousandSeparator: "," },
  percent: { suffix: "%" },
};

/**
 * The one number input of the app: it keeps what was typed (a minus, decimals, an emptied field,
 * a value past any bound) and hands the form the number, so the form's schema, the API's own,
 * refuses it with the rule it breaks. Digits read left to right in Arabic too ("-50", not "50-").
 */
export function NumberField(props: NumberFieldProps) {
  const { kind, value, onChange: _onChange, nullable: _nullable, ...rest } = props;
  const { i18n } = useTranslation();
  const [typed, setTyped] = useState<number | string>(value ?? "");
  const shown = shownNumber(typed, value);

  function handleChange(next: number | string) {
    setTyped(next);
    if (props.nullable) props.onChange(typedNumberOrNull(next));
    else props.onChange(typedNumber(next));
  }

  return (
    <NumberInput
      {...KIND_PROPS[kind]}
      {...rest}
      value={shown}
      onChange={handleChange}
      styles={{ input: { direction: "ltr", textAlign: i18n.dir() === "rtl" ? "right" : "left" } }}
    />
  );
}
