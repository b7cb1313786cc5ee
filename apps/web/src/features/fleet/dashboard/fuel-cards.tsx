import "@mantine/core/styles/SimpleGrid.css";
import { Anchor, Group, Progress, SimpleGrid, Text } from "@mantine/core";
import type { DashboardFuelDto } from "@pitlane/domain";
import { IconClockHour4, IconDropletFilled, IconGasStation } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StatCard } from "../../../shared/ui/stat-card";
import type { DashboardFormat } from "./dashboard-format";

interface Props {
  fuel: DashboardFuelDto;
  format: DashboardFormat;
  /** The month's completed fills on the transactions screen, for a role that may open it. */
  fillsPath: string | null;
}

/** The month in three figures: litres and amount, transactions in peak and off-peak hours, stations used. */
export function FuelCards({ fuel, format, fillsPath }: Props) {
  const { t } = useTranslation();
  const { totals, transactions } = fuel;
  const peakShare = transactions.total === 0 ? 0 : (transactions.peak / transactions.total) * 100;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <StatCard
        label={t("fleet.dashboard.fuel.consumption")}
        value={format.litres(totals.litres)}
        valueSize={26}
        hint={t("fleet.dashboard.fuel.consumption_hint", { amount: format.money(totals.amount) })}
        icon={IconDropletFilled}
        color="indigo"
      />
      <StatCard
        label={t("fleet.dashboard.fuel.transactions")}
        value={format.number(transactions.total)}
        valueSize={26}
        hint={t("fleet.dashboard.fuel.transactions_hint")}
        icon={IconClockHour4}
        color="grape"
      >
        <Progress.Root size="sm" mt="sm" aria-hidden>
          <Progress.Section value={peakShare} color="grape" />
          <Progress.Section value={100 - peakShare} color="gray.4" />
        </Progress.Root>
        <Group justify="space-between" mt={6} gap="xs">
          <Text size="sm">{t("fleet.dashboard.fuel.peak", { count: transactions.peak })}</Text>
          <Text size="sm">{t("fleet.dashboard.fuel.off_peak", { count: transactions.off_peak })}</Text>
        </Group>
        {fillsPath && (
          <Anchor component={Link} to={fillsPath} size="xs">
            {t("fleet.dashboard.fuel.open_fills")}
          </Anchor>
        )}
      </StatCard>
      <StatCard
        label={t("fleet.dashboard.fuel.stations_used")}
        value={format.number(fuel.stations.used)}
        valueSize={26}
        hint={t("fleet.dashboard.fuel.stations_used_hint")}
        icon={IconGasStation}
        color="teal"
      />
    </SimpleGrid>
  );
}
