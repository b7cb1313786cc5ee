import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/RadioCard.css";
import "@mantine/core/styles/RadioIndicator.css";
import { Group, Radio, Stack, Text } from "@mantine/core";
import type { ResultOf, topUpEndpoints } from "@pitlane/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export type ReceivingAccount = ResultOf<typeof topUpEndpoints.accounts>[number];

interface Props {
  accounts: ReceivingAccount[];
  value: string | null;
  onChange: (bankCode: string) => void;
  error?: ReactNode;
}

/**
 * The platform's accounts as cards to choose from, each with its title and IBAN: the company reads
 * where to pay and says where it paid in one place. Arrow keys move between them, as radios do.
 */
export function ReceivingAccountPicker({ accounts, value, onChange, error }: Props) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t("fleet.balance.add.bank")} withAsterisk value={value} onChange={onChange} error={error}>
      <Stack gap="xs" mt="xs">
        {accounts.map((account) => (
          <Radio.Card key={account.bank_code} value={account.bank_code} radius="md" p="sm">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Stack gap={2} miw={0}>
                <Text fw={600}>{account.bank_name}</Text>
                <Text size="sm" c="dimmed">
                  {t("fleet.balance.add.account_title")}: <bdi>{account.account_title}</bdi>
                </Text>
                <Text size="sm" c="dimmed">
                  {t("fleet.balance.add.iban")}: <bdi dir="ltr">{account.iban}</bdi>
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
