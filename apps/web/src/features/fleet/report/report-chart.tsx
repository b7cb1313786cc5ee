import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { useTranslation } from "react-i18next";

export interface ChartBar {
  label: string;
  value: number;
}

export interface ReportChartProps {
  /** The chart's accessible name: what its bars count. */
  title: string;
  /** What a bar's value is called in the tooltip. */
  seriesLabel: string;
  bars: ChartBar[];
  format: (value: number) => string;
}

/**
 * A report's bars (Mantine charts over recharts; this module and its CSS load with the first chart,
 * not with the screen). recharts draws left to right: in Arabic the axis is reversed and the values
 * sit on the right, so the chart reads as the page does. Colours follow the theme, dark included.
 */
export default function ReportChart({ title, seriesLabel, bars, format }: ReportChartProps) {
  const { i18n } = useTranslation();
  const isRtl = i18n.dir() === "rtl";
  return (
    <div role="img" aria-label={title} data-testid="report-chart">
      <BarChart
        h={260}
        data={bars}
        dataKey="label"
        series={[{ name: "value", label: seriesLabel, color: "teal.6" }]}
        valueFormatter={format}
        tickLine="y"
        gridAxis="y"
        xAxisProps={{ reversed: isRtl }}
        yAxisProps={{ orientation: isRtl ? "right" : "left", width: 70 }}
      />
    </div>
  );
}
