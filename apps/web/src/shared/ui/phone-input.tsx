import { TextInput, type TextInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * Phone numbers read left to right in both languages ("+92 42 3571 1234"); in Arabic an RTL input
 * would reorder the digit groups. The text still sits on the side of the page's own direction.
 */
export function PhoneInput(props: TextInputProps) {
  const { i18n } = useTranslation();
  const align = i18n.dir() === "rtl" ? "right" : "left";
  return (
    <TextInput type="tel" autoComplete="tel" {...props} styles={{ input: { direction: "ltr", textAlign: align } }} />
  );
}
