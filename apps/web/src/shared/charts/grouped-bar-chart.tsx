import "@mantine/charts/styles.css";
import "@mantine/core/styles/ColorSwatch.css";
import { BarChart } from "@mantine/charts";
import { useDirection } from "@mantine/core";
import { barAxes } from "./bar-axes";

/** One series of a grouped chart: its key in the points, its name in the legend and tooltip, its colour. */
export interface BarSeriesSpec {
  key: string;
  name: string;
  color: string;
}

/** A category's label and its value of each series, under the series' key. */
export type BarGroup = { label: string } & Record<string, string | number>;

export interface GroupedBarChartProps {
  /** One group of bars per point, in reading order: the chart turns it round in a right-to-left page. */
  points: BarGroup[];
  series: BarSeriesSpec[];
  /** Stacked (parts of one whole: sales by source) or side by side (two measures: booked and scheduled). */
  isStacked?: boolean;
  format: (value: number) => string;
  axisFormat?: (value: number) => string;
  height?: number;
}

/** Bars of two or more series over the same categories, with a legend; RTL and dark theme as `SeriesBarChart`. */
export default function GroupedBarChart(props: GroupedBarChartProps) {
  const { points, series, isStacked = false, format, axisFormat, height = 260 } = props;
  const isRtl = useDirection().dir === "rtl";
  return (
    <BarChart
      h={height}
      data={points}
      dataKey="label"
      type={isStacked ? "stacked" : "default"}
      series={series.map((s) => ({ name: s.key, label: s.name, color: s.color }))}
      valueFormatter={format}
      withLegend
      legendProps={{ verticalAlign: "bottom" }}
      tickLine="y"
      gridAxis="x"
      {...barAxes(isRtl, axisFormat)}
      tooltipAnimationDuration={150}
    />
  );
}
