import "@mantine/core/styles/SimpleGrid.css";
import { SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EmailInput, PhoneInput } from "../../../shared/ui/ltr-input";
import type { TabProps } from "./team-form";
import { emptyToNull } from "./team-form-values";

/** E-mail (needed to sign in: the invitation goes there) and phone. */
export function ContactTab({ form: { form, field } }: TabProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <EmailInput
        label={t("fields.email")}
        description={t("shop.team.hints.email")}
        withAsterisk={form.values.can_sign_in}
        {...field("email")}
        value={form.values.email ?? ""}
        onChange={(event) => form.setFieldValue("email", emptyToNull(event.currentTarget.value))}
      />
      <PhoneInput
        label={t("fields.phone")}
        {...field("phone")}
        value={form.values.phone ?? ""}
        onChange={(event) => form.setFieldValue("phone", emptyToNull(event.currentTarget.value))}
      />
    </SimpleGrid>
  );
}
