import "../../../../../shared/ui/select-styles";
import { Select, Stack, TextInput } from "@mantine/core";
import { BANKS } from "@pitlane/domain/fleet/banks";
import { useTranslation } from "react-i18next";
import { LtrInput } from "../../../../../shared/ui/ltr-input";
import type { SignupFormKit } from "../signup-form";

const COUNTRIES = ["PK", "SA"] as const;

/** The company's bank, IBAN and account title; the IBAN must belong to the chosen bank. */
export function BankStep({ field }: SignupFormKit) {
  const { t } = useTranslation();
  const banks = COUNTRIES.map((country) => ({
    group: t(`fleet.auth.bank_groups.${country}`),
    items: BANKS.filter((bank) => bank.country === country).map((bank) => ({ value: bank.code, label: bank.name })),
  }));

  return (
    <Stack>
      <Select
        label={t("fleet.auth.fields.bank")}
        placeholder={t("fleet.auth.fields.choose")}
        data={banks}
        searchable
        // The step focuses its first field: opening the list then would cover Back and Next.
        openOnFocus={false}
        nothingFoundMessage={t("fields.nothing_found")}
        data-autofocus
        {...field("bank_code")}
      />
      <LtrInput
        label={t("fleet.auth.fields.iban")}
        description={t("fleet.auth.fields.iban_hint")}
        maxLength={34}
        autoComplete="off"
        {...field("iban")}
      />
      <TextInput label={t("fleet.auth.fields.account_title")} dir="auto" {...field("account_title")} />
    </Stack>
  );
}
