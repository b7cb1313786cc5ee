import { Group, Paper, Stack, Text } from "@mantine/core";
import type { Currency } from "@pitlane/domain";
import { IconCreditCard } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { AmountIn } from "../../../shared/ui/money";
import { useBalance } from "../balance/balance-hooks";
import { DashboardPanel } from "../../../shared/ui/dashboard-panel";

interface Props {
  companyName: string;
  merchantId: string;
  currency: Currency;
}

/**
 * The fuel card (decision 0048): the company has one prepaid card, its wallet, named by its merchant
 * id at every partner station; drawn as a card with what it can pay now.
 */
export function FuelCardPanel({ companyName, merchantId, currency }: Props) {
  const { t } = useTranslation();
  const balance = useBalance();
  return (
    <DashboardPanel title={t("fleet.dashboard.fuel_card.title")} description={t("fleet.dashboard.fuel_card.subtitle")}>
      <Paper
        radius="lg"
        p="lg"
        c="white"
        style={{ background: "linear-gradient(135deg, var(--mantine-color-indigo-8), var(--mantine-color-teal-7))" }}
      >
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} truncate>
              <bdi>{companyName}</bdi>
            </Text>
            <IconCreditCard size={28} aria-hidden />
          </Group>
          <Stack gap={0}>
            <Text size="xs" opacity={0.85}>
              {t("fleet.dashboard.fuel_card.merchant_id")}
            </Text>
            <Text ff="monospace" fz="lg" fw={600}>
              <bdi dir="ltr">{merchantId}</bdi>
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" opacity={0.85}>
              {t("fleet.dashboard.fuel_card.available")}
            </Text>
            <Text fz="xl" fw={700}>
              {balance.data ? <AmountIn amount={balance.data.available} currency={currency} /> : "—"}
            </Text>
          </Stack>
        </Stack>
      </Paper>
    </DashboardPanel>
  );
}
