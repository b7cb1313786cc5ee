import "../../../shared/ui/select-styles";
import { Select, Stack, TextInput } from "@mantine/core";
import {
  BANK_COUNTRIES,
  BANKS,
  type OpsReceivingAccountDto,
  ReceivingAccountBody,
  ReceivingAccountUpdateBody,
} from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";
import { LtrInput } from "../../../shared/ui/ltr-input";

interface Props<Body> {
  pending: boolean;
  errors: unknown;
  onSubmit: (body: Body) => void;
  onCancel: () => void;
}

type FieldProps = ReturnType<ReturnType<typeof useSchemaForm>["field"]>;

/** The title and IBAN, the two things an account keeps changeable. */
function TitleAndIban({ title, iban }: { title: FieldProps; iban: FieldProps }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput label={t("ops.settings.accounts.account_title")} withAsterisk dir="auto" {...title} />
      <LtrInput label={t("ops.settings.accounts.iban")} withAsterisk maxLength={34} autoComplete="off" {...iban} />
    </>
  );
}

/** A new account: a country, one of its banks, the title and an IBAN of that bank. */
export function AddReceivingAccountForm({ pending, errors, onSubmit, onCancel }: Props<ReceivingAccountBody>) {
  const { t } = useTranslation();
  const { form, field, formProps, formError } = useSchemaForm(
    ReceivingAccountBody,
    { country_code: "", bank_code: "", account_title: "", iban: "" },
    errors,
  );
  const country = form.getValues().country_code;
  const banks = BANKS.filter((bank) => bank.country === country).map((bank) => ({
    value: bank.code,
    label: bank.name,
  }));
  return (
    <form {...formProps(onSubmit)}>
      <Stack>
        <Select
          label={t("fields.country")}
          placeholder={t("fields.choose_country")}
          withAsterisk
          allowDeselect={false}
          data-autofocus
          data={BANK_COUNTRIES.map((code) => ({ value: code, label: t(`ops.settings.accounts.countries.${code}`) }))}
          {...field("country_code")}
          // A bank belongs to one country: another country starts the choice of bank again.
          onChange={(code) => form.setValues({ country_code: code ?? "", bank_code: "" })}
        />
        <Select
          label={t("ops.settings.accounts.bank")}
          placeholder={t("ops.settings.accounts.choose_bank")}
          withAsterisk
          searchable
          allowDeselect={false}
          disabled={!country}
          nothingFoundMessage={t("fields.nothing_found")}
          data={banks}
          {...field("bank_code")}
        />
        <TitleAndIban title={field("account_title")} iban={field("iban")} />
        <FormActions
          failure={formError}
          pending={pending}
          onCancel={onCancel}
          submitLabel={t("ops.settings.accounts.add")}
        />
      </Stack>
    </form>
  );
}

/** An account's title and IBAN; its country and bank stay, and so does whether it is active. */
export function EditReceivingAccountForm({
  account,
  pending,
  errors,
  onSubmit,
  onCancel,
}: Props<ReceivingAccountUpdateBody> & { account: OpsReceivingAccountDto }) {
  const { t } = useTranslation();
  const { field, formProps, formError } = useSchemaForm(
    ReceivingAccountUpdateBody,
    { account_title: account.account_title, iban: account.iban, active: account.active },
    errors,
  );
  return (
    <form {...formProps(onSubmit)}>
      <Stack>
        <TextInput label={t("ops.settings.accounts.bank")} value={account.bank_name} readOnly variant="filled" />
        <TitleAndIban title={field("account_title")} iban={field("iban")} />
        <FormActions
          failure={formError}
          pending={pending}
          onCancel={onCancel}
          submitLabel={t("actions.save_changes")}
        />
      </Stack>
    </form>
  );
}
