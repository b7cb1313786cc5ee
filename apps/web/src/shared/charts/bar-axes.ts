/*
 * recharts draws left to right whatever the page's direction: in a right-to-left page the category
 * axis is reversed (the first point on the right) and the value axis stands on the right, so a chart
 * reads the way the page does. The points themselves stay in reading order.
 */

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

/** A bare compact number ("1.2K"): what a value axis has room for. */
export const compactNumber = (value: number) => compact.format(value);

/** The category (x) and value (y) axes' props of a bar chart in a page of that direction. */
export function barAxes(isRtl: boolean, axisFormat: (value: number) => string = compactNumber) {
  return {
    xAxisProps: { reversed: isRtl, interval: "preserveStartEnd" as const, minTickGap: 8 },
    yAxisProps: { orientation: isRtl ? ("right" as const) : ("left" as const), width: 48, tickFormatter: axisFormat },
  };
}
