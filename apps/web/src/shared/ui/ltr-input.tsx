import { TextInput, type TextInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * Text that reads left to right in both languages (e-mail, phone, an English name). In Arabic an RTL
 * input would reorder "+92 42 3571 1234" into "1234 3571 42 92+"; the text still sits on the side of
 * the page's own direction, like the fields around it.
 */
export function LtrInput(props: TextInputProps) {
  const { i18n } = useTranslation();
  const align = i18n.dir() === "rtl" ? "right" : "left";
  return <TextInput {...props} styles={{ input: { direction: "ltr", textAlign: align } }} />;
}

export const EmailInput = (props: TextInputProps) => <LtrInput type="email" autoComplete="email" {...props} />;

export const PhoneInput = (props: TextInputProps) => <LtrInput type="tel" autoComplete="tel" {...props} />;
