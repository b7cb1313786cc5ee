import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Skeleton.css";
import { SimpleGrid, Skeleton } from "@mantine/core";
import type { Currency } from "@pitlane/domain";
import { IconCalendarStats, IconGauge, IconReceipt } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { AmountIn } from "../../../shared/ui/money";
import { ListError } from "../../../shared/ui/list-error";
import { StatCard } from "../../../shared/ui/stat-card";
import { useDashboardUsage } from "./dashboard-hooks";

/** Usage beside the balance: spent this month, the last 30 days' daily average, and how many days the balance lasts at it. */
export function UsageFigures({ currency }: { currency: Currency }) {
  const { t } = useTranslation();
  const usage = useDashboardUsage();
  if (usage.isError) return <ListError error={usage.error} onRetry={() => void usage.refetch()} />;
  if (!usage.data) return <Skeleton height={104} radius="md" />;
  const { spent_this_month, average_daily_spend, days_of_fuel_left } = usage.data;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <StatCard
        label={t("fleet.dashboard.usage.spent_this_month")}
        value={<AmountIn amount={spent_this_month} currency={currency} />}
        valueSize={24}
        hint={t("fleet.dashboard.usage.spent_this_month_hint")}
        icon={IconReceipt}
        color="grape"
      />
      <StatCard
        label={t("fleet.dashboard.usage.average_daily")}
        value={<AmountIn amount={average_daily_spend} currency={currency} />}
        valueSize={24}
        hint={t("fleet.dashboard.usage.average_daily_hint")}
        icon={IconGauge}
        color="blue"
      />
      <StatCard
        label={t("fleet.dashboard.usage.days_left")}
        value={
          days_of_fuel_left === null
            ? t("fleet.dashboard.usage.days_left_none")
            : t("fleet.dashboard.usage.days", { count: days_of_fuel_left })
        }
        valueSize={24}
        hint={t("fleet.dashboard.usage.days_left_hint")}
        icon={IconCalendarStats}
        color={days_of_fuel_left !== null && days_of_fuel_left < 7 ? "orange" : "teal"}
      />
    </SimpleGrid>
  );
}
