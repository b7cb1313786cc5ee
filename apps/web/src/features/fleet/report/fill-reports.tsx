import {
  FUEL_TYPES,
  type ConsumptionReportQuery,
  type ConsumptionRowDto,
  type EmployeeReportQuery,
  type EmployeeReportRowDto,
  type FillFigures,
} from "@pitlane/domain";
import type { Column } from "../../../shared/ui/data-table";
import { ReportBody } from "./report-panel";
import { useReportFormat, type ReportFormat } from "./report-format";
import { useConsumptionReport, useEmployeeReport } from "./report-hooks";

interface Props<Q> {
  query: Q;
  currency: string;
  isFiltered: boolean;
  onPageChange: (page: number) => void;
}

/** The figure columns every fill report ends with. */
function figureColumns<R extends FillFigures>(f: ReportFormat): Column<R>[] {
  const t = f.t;
  const figures: { key: string; header: string; render: (r: R) => string }[] = [
    { key: "fuelings", header: t("fleet.report.columns.fuelings"), render: (r) => f.number(r.fuelings) },
    { key: "litres", header: t("fleet.report.columns.litres"), render: (r) => f.litres(r.litres) },
    { key: "fuel", header: t("fleet.report.columns.fuel_amount"), render: (r) => f.money(r.fuel_amount) },
    { key: "total", header: t("fleet.report.columns.total_amount"), render: (r) => f.money(r.total_amount) },
    { key: "km", header: t("fleet.report.columns.km"), render: (r) => f.number(r.km) },
    {
      key: "economy",
      header: t("fleet.report.columns.litres_per_100_km"),
      render: (r) => f.number(r.litres_per_100_km),
    },
    {
      key: "cost",
      header: t("fleet.report.columns.cost_per_km"),
      render: (r) => (r.cost_per_km === null ? "—" : f.money(r.cost_per_km)),
    },
  ];
  return figures.map((column) => ({
    ...column,
    alignEnd: true,
    render: (r: R) => <bdi dir="ltr">{column.render(r)}</bdi>,
  }));
}

type ConsumptionRow = ConsumptionRowDto & { _id: string };

/** Consumption by vehicle, employee, branch, department or fuel type: the page's groups charted by litres. */
export function ConsumptionReport({ query, currency, isFiltered, onPageChange }: Props<ConsumptionReportQuery>) {
  const f = useReportFormat(currency);
  const report = useConsumptionReport(query, true);
  const nameOf = (r: ConsumptionRowDto) => {
    if (r.name === null) return query.by === "employee" ? f.t("fleet.report.no_driver") : f.t("fleet.report.none");
    const fuel = query.by === "fuel_type" ? FUEL_TYPES.find((type) => type === r.name) : undefined;
    return fuel ? f.t(`fleet.rule.fuel_types.${fuel}`) : r.name;
  };
  // Fills of no driver (or drivers of no branch) are one group without an id: the table keys it apart.
  const data = report.data && {
    ...report.data,
    items: report.data.items.map((r): ConsumptionRow => ({ ...r, _id: r._id ?? "none" })),
  };
  const columns: Column<ConsumptionRow>[] = [
    {
      key: "group",
      header: f.t(`fleet.report.groups.${query.by}`),
      isMain: true,
      render: (r) => (
        <>
          <bdi>{nameOf(r)}</bdi>
          {r.detail && <bdi> · {r.detail}</bdi>}
        </>
      ),
    },
    ...figureColumns<ConsumptionRow>(f),
  ];
  const title = f.t("fleet.report.chart.consumption", { group: f.t(`fleet.report.groups.${query.by}`) });
  return (
    <ReportBody
      report={{ ...report, data }}
      chart={{
        title,
        seriesLabel: f.t("fleet.report.chart.litres"),
        bars: (data?.items ?? []).map((r) => ({ label: nameOf(r), value: r.litres })),
        format: f.litres,
      }}
      totals={data && f.fillTotals(data.totals)}
      table={{ label: f.t("fleet.report.tabs.consumption"), columns, isFiltered, onPageChange, minWidth: 960 }}
    />
  );
}

/** Each driver's fills, economy, vehicles, declines and flagged fills; the page's drivers charted by litres. */
export function EmployeeReport({ query, currency, isFiltered, onPageChange }: Props<EmployeeReportQuery>) {
  const f = useReportFormat(currency);
  const report = useEmployeeReport(query, true);
  const data = report.data;
  const columns: Column<EmployeeReportRowDto>[] = [
    {
      key: "employee",
      header: f.t("fleet.report.columns.employee"),
      isMain: true,
      render: (r) => (
        <>
          <bdi>{r.name}</bdi>
          {r.branch && <bdi> · {r.branch}</bdi>}
        </>
      ),
    },
    ...figureColumns<EmployeeReportRowDto>(f),
    {
      key: "vehicles",
      header: f.t("fleet.report.columns.vehicles"),
      alignEnd: true,
      render: (r) => f.number(r.vehicles),
    },
    {
      key: "declines",
      header: f.t("fleet.report.columns.declines"),
      alignEnd: true,
      render: (r) => f.number(r.declines),
    },
    { key: "flagged", header: f.t("fleet.report.columns.flagged"), alignEnd: true, render: (r) => f.number(r.flagged) },
  ];
  const totals = data && [
    [f.t("fleet.report.totals.drivers"), f.number(data.totals.drivers)] as [string, string],
    ...f.fillTotals(data.totals),
    [f.t("fleet.report.totals.declines"), f.number(data.totals.declines)] as [string, string],
  ];
  return (
    <ReportBody
      report={report}
      chart={{
        title: f.t("fleet.report.chart.employees"),
        seriesLabel: f.t("fleet.report.chart.litres"),
        bars: (data?.items ?? []).map((r) => ({ label: r.name, value: r.litres })),
        format: f.litres,
      }}
      totals={totals}
      table={{ label: f.t("fleet.report.tabs.employees"), columns, isFiltered, onPageChange, minWidth: 1100 }}
    />
  );
}
