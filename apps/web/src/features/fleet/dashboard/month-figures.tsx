import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Skeleton.css";
import { SimpleGrid, Skeleton, Stack } from "@mantine/core";
import type { Currency } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { ListError } from "../../../shared/ui/list-error";
import { ConsumptionCharts } from "./consumption-charts";
import { useDashboardFormat } from "./dashboard-format";
import { useDashboardFuel, useDashboardTrend } from "./dashboard-hooks";
import { monthFillsPath } from "./dashboard-month";
import { FuelCards } from "./fuel-cards";
import { FuelRankings } from "./fuel-rankings";

function MonthSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack role="status" aria-busy aria-label={t("fleet.dashboard.fuel.loading")}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} height={118} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={300} radius="md" />
    </Stack>
  );
}

/** The chosen month's fuel widgets: consumption, transactions, stations, fuel types and the rankings. */
export function MonthFigures({
  month,
  currency,
  canOpenFills,
}: {
  month: string;
  currency: Currency;
  canOpenFills: boolean;
}) {
  const fuel = useDashboardFuel(month);
  const trend = useDashboardTrend(month);
  const format = useDashboardFormat(currency);
  if (fuel.isError) return <ListError error={fuel.error} onRetry={() => void fuel.refetch()} />;
  if (!fuel.data) return <MonthSkeleton />;
  return (
    <Stack gap="lg">
      <FuelCards fuel={fuel.data} format={format} fillsPath={canOpenFills ? monthFillsPath(month) : null} />
      <ConsumptionCharts
        month={month}
        fuel={fuel.data}
        format={format}
        trend={{ data: trend.data, error: trend.isError ? trend.error : null, onRetry: () => void trend.refetch() }}
      />
      <FuelRankings month={month} fuel={fuel.data} format={format} canOpenFills={canOpenFills} />
    </Stack>
  );
}
