import { Button, Group, Stack, Text } from "@mantine/core";
import { type BalanceDto, type Currency, LowBalanceBody } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../shared/forms/number-field";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormError } from "../../../shared/ui/form-error";
import { moneyInText } from "../../../shared/ui/money";
import { SectionCard } from "../../../shared/ui/section-card";

export interface LowBalanceFormProps {
  balance: BalanceDto;
  currency: Currency;
  pending: boolean;
  errors: unknown;
  onSubmit: (body: LowBalanceBody) => void;
}

/** The level below which the dashboard warns and a mail goes out; switched off, there is no alert. */
export function LowBalanceForm({ balance, currency, pending, errors, onSubmit }: LowBalanceFormProps) {
  const { t } = useTranslation();
  const threshold = balance.low_balance_threshold;
  const { field, formProps, formError } = useSchemaForm(LowBalanceBody, { threshold }, errors);

  return (
    <SectionCard title={t("fleet.balance.threshold.title")}>
      <Text size="sm" c="dimmed">
        {t("fleet.balance.threshold.text")}
      </Text>
      <Text size="sm" fw={500} role="status">
        {threshold === null
          ? t("fleet.balance.threshold.none")
          : t("fleet.balance.threshold.current", { amount: moneyInText(threshold, currency) })}
      </Text>
      <form {...formProps(onSubmit)}>
        <Stack>
          <Group align="flex-start" gap="sm">
            <NumberField
              kind="amount"
              nullable
              label={t("fleet.balance.threshold.field", { currency })}
              w={260}
              {...field("threshold")}
            />
          </Group>
          <FormError failure={formError} />
          <Group gap="sm">
            <Button type="submit" loading={pending}>
              {t("fleet.balance.threshold.save")}
            </Button>
            {threshold !== null && (
              <Button variant="default" disabled={pending} onClick={() => onSubmit({ threshold: null })}>
                {t("fleet.balance.threshold.clear")}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
