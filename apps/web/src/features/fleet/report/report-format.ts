import type { BucketSize, ChartDto, FillFigures } from "@pitlane/domain";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { formatMoney } from "../../../shared/ui/money";
import type { ChartBar } from "./report-chart";

const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const litres = new Intl.NumberFormat("en-US", { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** How the reports write figures: Latin digits in both languages, litres to three decimals, a dash for none. */
export function useReportFormat(currency: string) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const number = (value: number | null) => (value === null ? "—" : whole.format(value));
  return {
    t,
    clock,
    number,
    litres: (value: number) => litres.format(value),
    money: (value: number) => formatMoney(value, currency),
    /** A bar of a chart named by its day ("03 March 2025") or its month ("March 2025"). */
    bucket: (start: string, size: BucketSize) => (size === "day" ? clock.date(start) : clock.date(start).slice(3)),
    /** The figures every fill report totals, named. */
    fillTotals: (f: FillFigures): [string, string][] => [
      [t("fleet.report.totals.fuelings"), number(f.fuelings)],
      [t("fleet.report.totals.litres"), litres.format(f.litres)],
      [t("fleet.report.totals.total_amount"), formatMoney(f.total_amount, currency)],
      [t("fleet.report.totals.km"), number(f.km)],
      [t("fleet.report.totals.litres_per_100_km"), number(f.litres_per_100_km)],
      [t("fleet.report.totals.cost_per_km"), f.cost_per_km === null ? "—" : formatMoney(f.cost_per_km, currency)],
    ],
  };
}

export type ReportFormat = ReturnType<typeof useReportFormat>;

/** A dated chart's bars, each named by its day or month. */
export const datedBars = (chart: ChartDto | undefined, format: ReportFormat): ChartBar[] =>
  (chart?.buckets ?? []).map((b) => ({ label: format.bucket(b.start, chart!.size), value: b.value }));

/** "by day" or "by month", as the chart's title says it. */
export const sizeWord = (t: TFunction, chart: ChartDto | undefined) => t(`fleet.report.chart.${chart?.size ?? "day"}`);
