import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { useDirection } from "@mantine/core";
import { barAxes } from "./bar-axes";

export interface SeriesBarChartProps {
  /** One bar per point, in reading order: the chart turns it round in a right-to-left page. */
  points: { label: string; value: number }[];
  /** The series' name, shown in the tooltip. */
  name: string;
  /** How a value reads in the tooltip. */
  format: (value: number) => string;
  /** How it reads on the value axis, where room is short (a bare compact number by default). */
  axisFormat?: (value: number) => string;
  color?: string;
  height?: number;
}

/**
 * A bar chart of one series over time (days of a month, months of a year) or over named things. In
 * Arabic the category axis runs from the right and the value axis stands on the right, as the page
 * reads; colours and the grid follow Mantine's light or dark theme through its variables.
 */
export default function SeriesBarChart(props: SeriesBarChartProps) {
  const { points, name, format, axisFormat, color = "indigo.6", height = 240 } = props;
  const isRtl = useDirection().dir === "rtl";
  return (
    <BarChart
      h={height}
      data={points}
      dataKey="label"
      series={[{ name: "value", label: name, color }]}
      valueFormatter={format}
      tickLine="y"
      gridAxis="x"
      {...barAxes(isRtl, axisFormat)}
      tooltipAnimationDuration={150}
    />
  );
}
