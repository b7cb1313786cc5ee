import "@mantine/charts/styles.css";
import { DonutChart } from "@mantine/charts";

export interface SharePart {
  name: string;
  value: number;
  color: string;
}

/** How a whole divides (fuel types, peak and off-peak): a donut; the figures beside it say the same in words. */
export default function ShareDonutChart({
  parts,
  format,
  size = 160,
}: {
  parts: SharePart[];
  format: (value: number) => string;
  size?: number;
}) {
  return (
    <DonutChart
      data={parts}
      size={size}
      thickness={24}
      valueFormatter={format}
      tooltipDataSource="segment"
      paddingAngle={parts.length > 1 ? 2 : 0}
    />
  );
}
