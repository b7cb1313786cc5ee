import "@mantine/core/styles/SimpleGrid.css";
import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ReportChartProps } from "./report-chart";

const ReportChart = lazy(() => import("./report-chart"));

/** A report's chart, loaded with the first one shown. */
export function LazyReportChart(props: ReportChartProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Skeleton height={260} aria-label={t("fleet.report.chart.loading")} />}>
      <ReportChart {...props} />
    </Suspense>
  );
}

/** The range's totals: a name and a figure each, read as figures in both languages. */
export function ReportTotals({ figures }: { figures: [string, string][] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} fz="sm" fw={500} c="dimmed">
        {t("fleet.report.totals.label")}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: figures.length > 6 ? 7 : figures.length }} spacing="sm">
        {figures.map(([label, value]) => (
          <Paper key={label} withBorder p="sm" radius="md">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700}>
              <bdi dir="ltr">{value}</bdi>
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** A report as the screen lays it out: the chart's title and bars, then the totals, then the table. */
export function ReportPanel({
  chartTitle,
  chart,
  totals,
  children,
}: {
  chartTitle: string;
  chart: ReactNode;
  totals: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} fz="md">
          {chartTitle}
        </Title>
        {chart}
      </Stack>
      {totals}
      {children}
    </Stack>
  );
}
