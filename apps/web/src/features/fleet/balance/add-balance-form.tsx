import { Stack, Text } from "@mantine/core";
import type { Currency, TopUpBody } from "@pitlane/domain";
import { IconReceipt } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ImageField } from "../../../shared/forms/image-field";
import { NumberField } from "../../../shared/forms/number-field";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormActions } from "../../../shared/ui/form-actions";
import { LtrInput } from "../../../shared/ui/ltr-input";
import { type ReceivingAccount, ReceivingAccountPicker } from "./receiving-account-picker";
import { EMPTY_TOP_UP, topUpSchemaFor } from "./top-up-form-values";

export interface AddBalanceFormProps {
  accounts: ReceivingAccount[];
  currency: Currency;
  pending: boolean;
  /** The failed call: a field's refusal lands on it, any other (the company suspended) above the buttons. */
  errors: unknown;
  onSubmit: (body: TopUpBody) => void;
  onCancel: () => void;
}

/**
 * A request to add to the balance: where the company paid, how much, the slip's number and a picture
 * of it. Checked by the API's schema before any call, in spec 001's words.
 */
export function AddBalanceForm({ accounts, currency, pending, errors, onSubmit, onCancel }: AddBalanceFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => topUpSchemaFor(accounts), [accounts]);
  const { form, field, formProps, formError } = useSchemaForm(schema, EMPTY_TOP_UP, errors);
  const proofTexts = {
    label: t("fleet.balance.add.proof.label"),
    hint: t("fleet.balance.add.proof.hint"),
    choose: t("fleet.balance.add.proof.choose"),
    change: t("fleet.balance.add.proof.change"),
    remove: t("fleet.balance.add.proof.remove"),
    previewAlt: t("fleet.balance.add.proof.preview_alt"),
  };

  return (
    <form {...formProps(onSubmit)}>
      <Stack>
        <Text size="sm">{t("fleet.balance.add.intro")}</Text>
        <ReceivingAccountPicker
          accounts={accounts}
          value={form.values.bank_code}
          onChange={(code) => form.setFieldValue("bank_code", code)}
          error={field("bank_code").error}
        />
        <NumberField
          kind="amount"
          label={t("fleet.balance.add.amount", { currency })}
          withAsterisk
          {...field("amount")}
        />
        <LtrInput label={t("fleet.balance.add.slip")} withAsterisk autoComplete="off" {...field("slip_number")} />
        <ImageField
          value={form.values.proof_id}
          onChange={(id) => form.setFieldValue("proof_id", id)}
          error={field("proof_id").error}
          placeholderIcon={IconReceipt}
          texts={proofTexts}
        />
        <FormActions
          failure={formError}
          pending={pending}
          onCancel={onCancel}
          submitLabel={t("fleet.balance.add.submit")}
        />
      </Stack>
    </form>
  );
}
