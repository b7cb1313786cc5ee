import { SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LtrInput } from "../../../../../shared/ui/ltr-input";
import type { SignupFormKit } from "../signup-form";

/** The person authorised for the account, the tax numbers and an optional referral. */
export function AuthorisedStep({ field }: SignupFormKit) {
  const { t } = useTranslation();
  return (
    <Stack>
      <TextInput
        label={t("fleet.auth.fields.authorised_person")}
        dir="auto"
        data-autofocus
        {...field("authorised_person")}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <LtrInput label={t("fleet.auth.fields.ntn")} {...field("ntn")} />
        <LtrInput label={t("fleet.auth.fields.strn")} {...field("strn")} />
      </SimpleGrid>
      <LtrInput label={t("fleet.auth.fields.referral")} {...field("referral")} />
    </Stack>
  );
}
