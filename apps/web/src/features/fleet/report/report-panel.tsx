import "@mantine/core/styles/SimpleGrid.css";
import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { ListResult } from "@pitlane/domain";
import { IconChartBar } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { DataTable, type Column } from "../../../shared/ui/data-table";
import { ListError } from "../../../shared/ui/list-error";
import type { ReportChartProps } from "./report-chart";

const ReportChart = lazy(() => import("./report-chart"));

/** A report's chart, loaded with the first one shown. */
function LazyReportChart(props: ReportChartProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Skeleton height={260} aria-label={t("fleet.report.chart.loading")} />}>
      <ReportChart {...props} />
    </Suspense>
  );
}

/** The range's totals: a name and a figure each, read as figures in both languages. */
function ReportTotals({ figures }: { figures: [string, string][] }) {
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

/** A report's page as its hook loads it. */
interface LoadedReport<T> {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isPending: boolean;
  data?: ListResult<T>;
}

interface BodyProps<T> {
  report: LoadedReport<T>;
  chart: ReportChartProps;
  totals: [string, string][] | undefined;
  table: {
    label: string;
    columns: Column<T>[];
    isFiltered: boolean;
    onPageChange: (page: number) => void;
    minWidth?: number;
  };
}

/**
 * A report as the screen lays it out: the chart with its title, the range's totals, then the page's
 * table; why it failed to load, with a retry, in their place.
 */
export function ReportBody<T extends { _id: string }>({ report, chart, totals, table }: BodyProps<T>) {
  const { t } = useTranslation();
  if (report.isError) return <ListError error={report.error} onRetry={() => void report.refetch()} />;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} fz="md">
          {chart.title}
        </Title>
        <LazyReportChart {...chart} />
      </Stack>
      {totals && <ReportTotals figures={totals} />}
      <DataTable
        {...table}
        data={report.data}
        pending={report.isPending}
        emptyTexts={{ none: t("fleet.report.empty"), filtered: t("fleet.report.empty_filtered") }}
        emptyIcon={IconChartBar}
      />
    </Stack>
  );
}
