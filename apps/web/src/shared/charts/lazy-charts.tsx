import "@mantine/core/styles/Skeleton.css";
import { Box, Skeleton } from "@mantine/core";
import { lazy, Suspense } from "react";
import type { GroupedBarChartProps } from "./grouped-bar-chart";
import type { SeriesBarChartProps } from "./series-bar-chart";
import type { SharePart } from "./share-donut-chart";

// recharts and the charts' CSS come with the first chart drawn, never with the page that holds it.
const SeriesBarChart = lazy(() => import("./series-bar-chart"));
const ShareDonutChart = lazy(() => import("./share-donut-chart"));
const GroupedBarChart = lazy(() => import("./grouped-bar-chart"));

/**
 * A chart is a picture of figures the page also gives in words (a table or a list beside it), so
 * it is hidden from screen readers and carries a label only for those who look for it.
 */
function Figure({ label, height, children }: { label: string; height: number; children: React.ReactNode }) {
  return (
    <Box role="img" aria-label={label} mih={height}>
      <Suspense fallback={<Skeleton height={height} radius="md" />}>{children}</Suspense>
    </Box>
  );
}

export function BarSeries(props: SeriesBarChartProps & { label: string }) {
  const height = props.height ?? 240;
  return (
    <Figure label={props.label} height={height}>
      <SeriesBarChart {...props} height={height} />
    </Figure>
  );
}

export function BarGroups(props: GroupedBarChartProps & { label: string }) {
  const height = props.height ?? 260;
  return (
    <Figure label={props.label} height={height}>
      <GroupedBarChart {...props} height={height} />
    </Figure>
  );
}

export function ShareDonut(props: {
  label: string;
  parts: SharePart[];
  format: (value: number) => string;
  size?: number;
}) {
  const size = props.size ?? 160;
  return (
    <Figure label={props.label} height={size}>
      <ShareDonutChart parts={props.parts} format={props.format} size={size} />
    </Figure>
  );
}

export type { SharePart };
