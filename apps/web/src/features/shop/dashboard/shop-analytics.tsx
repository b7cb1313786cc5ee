import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Skeleton.css";
import { SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import type { ShopDashboardDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { ListError } from "../../../shared/ui/list-error";
import { BreakdownCharts } from "./breakdown-charts";
import { useDashboardFormat } from "./dashboard-format";
import { KpiCards } from "./kpi-cards";
import { RecentOrders } from "./recent-orders";
import { SalesCharts } from "./sales-charts";

export interface ShopAnalyticsProps {
  data: ShopDashboardDto | undefined;
  error: unknown;
  onRetry: () => void;
}

function AnalyticsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack role="status" aria-busy aria-label={t("shop.dashboard.loading")}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }}>
        {Array.from({ length: 10 }, (_, card) => (
          <Skeleton key={card} height={112} radius="md" />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Skeleton height={300} radius="md" />
        <Skeleton height={300} radius="md" />
      </SimpleGrid>
      <Skeleton height={260} radius="md" />
    </Stack>
  );
}

function Figures({ data }: { data: ShopDashboardDto }) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const format = useDashboardFormat(data.currency);
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed" data-testid="dashboard-period">
        {t("shop.dashboard.period.showing", { from: clock.date(data.from), to: clock.date(data.to) })}
      </Text>
      <KpiCards data={data} format={format} />
      <SalesCharts data={data} format={format} />
      <BreakdownCharts data={data} format={format} />
      <RecentOrders orders={data.recentOrders} format={format} />
    </Stack>
  );
}

/** The period's figures, or their skeleton while they first load, or why they did not and a retry. */
export function ShopAnalytics({ data, error, onRetry }: ShopAnalyticsProps) {
  if (error) return <ListError error={error} onRetry={onRetry} />;
  if (!data) return <AnalyticsSkeleton />;
  return <Figures data={data} />;
}
