import type { TextInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LtrInput } from "../../../shared/ui/ltr-input";
import { displayIdentityNumber, identityHintOf, type IdentityHint } from "./identity-hint";

interface Props extends Omit<TextInputProps, "value" | "onChange" | "description"> {
  value: string;
  onChange: (value: string) => void;
}

function useHintText(hint: IdentityHint): string {
  const { t } = useTranslation();
  switch (hint.kind) {
    case "empty":
      return t("shop.client.identity.hint");
    case "valid":
      // Isolated left to right: in an Arabic sentence the digits and dashes would otherwise reorder.
      return t(`shop.client.identity.valid_${hint.country}`, { display: `\u2066${hint.display}\u2069` });
    case "typing":
      return t("shop.client.identity.typing", { count: hint.digits });
    case "invalid":
      return t("shop.client.identity.invalid");
  }
}

/**
 * The identity number, left to right in both languages, with a hint that follows the typing; a
 * valid Pakistani number takes its dashes (12345-1234567-1) on leaving the field.
 */
export function IdentityNumberField({ value, onChange, onBlur, ...props }: Props) {
  const description = useHintText(identityHintOf(value));
  return (
    <LtrInput
      {...props}
      inputMode="numeric"
      autoComplete="off"
      placeholder="12345-1234567-1"
      description={<span aria-live="polite">{description}</span>}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        onChange(displayIdentityNumber(event.currentTarget.value));
        onBlur?.(event);
      }}
    />
  );
}
