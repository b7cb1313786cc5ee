import type { FuelingReportQuery, FuelingRowDto, TopUpDto, TopUpReportQuery } from "@pitlane/domain";
import type { Column } from "../../../shared/ui/data-table";
import { Plate } from "../../../shared/ui/plate";
import { TopUpStatusBadge } from "../../../shared/top-up/top-up-status-badge";
import { datedBars, sizeWord, useReportFormat } from "./report-format";
import { useFuelingReport, useTopUpReport } from "./report-hooks";
import { ReportBody } from "./report-panel";

interface Props<Q> {
  query: Q;
  currency: string;
  isFiltered: boolean;
  onPageChange: (page: number) => void;
}

const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;

/** The fills completed in the range, latest first, with litres charted by day or month. */
export function FuelingReport({ query, currency, isFiltered, onPageChange }: Props<FuelingReportQuery>) {
  const f = useReportFormat(currency);
  const report = useFuelingReport(query, true);
  const data = report.data;
  const t = f.t;
  const columns: Column<FuelingRowDto>[] = [
    {
      key: "completed",
      header: t("fleet.report.columns.completed_at"),
      isMain: true,
      render: (r) => (r.resolved_at ? f.clock.dateTime(r.resolved_at) : "—"),
    },
    { key: "vehicle", header: t("fleet.report.columns.vehicle"), render: (r) => <Plate>{r.plate_no}</Plate> },
    {
      key: "employee",
      header: t("fleet.report.columns.employee"),
      render: (r) => (r.employee_name ? <bdi>{r.employee_name}</bdi> : t("fleet.report.no_driver")),
    },
    { key: "station", header: t("fleet.report.columns.station"), render: (r) => <bdi>{r.station_name}</bdi> },
    {
      key: "fuel",
      header: t("fleet.report.columns.fuel_type"),
      render: (r) => t(`fleet.rule.fuel_types.${r.fuel_type}`),
    },
    {
      key: "litres",
      header: t("fleet.report.columns.litres"),
      alignEnd: true,
      render: (r) => ltr(f.litres(r.litres ?? 0)),
    },
    {
      key: "total",
      header: t("fleet.report.columns.total_amount"),
      alignEnd: true,
      render: (r) => ltr(r.total === null ? "—" : f.money(r.total)),
    },
    {
      key: "odometer",
      header: t("fleet.report.columns.odometer"),
      alignEnd: true,
      render: (r) => ltr(f.number(r.odometer)),
    },
    {
      key: "km",
      header: t("fleet.report.columns.km_since_last"),
      alignEnd: true,
      render: (r) => ltr(f.number(r.km_since_last)),
    },
    {
      key: "economy",
      header: t("fleet.report.columns.litres_per_100_km"),
      alignEnd: true,
      render: (r) => ltr(f.number(r.litres_per_100_km)),
    },
  ];
  return (
    <ReportBody
      report={report}
      chart={{
        title: t("fleet.report.chart.fuelings", { size: sizeWord(t, data?.chart) }),
        seriesLabel: t("fleet.report.chart.litres"),
        bars: datedBars(data?.chart, f),
        format: f.litres,
      }}
      totals={data && f.fillTotals(data.totals)}
      table={{ label: t("fleet.report.tabs.fuelings"), columns, isFiltered, onPageChange, minWidth: 1100 }}
    />
  );
}

/** The top-ups asked in the range, newest first, with the approved amount charted by day or month. */
export function TopUpReport({ query, currency, isFiltered, onPageChange }: Props<TopUpReportQuery>) {
  const f = useReportFormat(currency);
  const report = useTopUpReport(query, true);
  const data = report.data;
  const t = f.t;
  const columns: Column<TopUpDto>[] = [
    { key: "date", header: t("fleet.report.columns.date"), isMain: true, render: (r) => f.clock.date(r.created_at) },
    { key: "status", header: t("fleet.report.columns.status"), render: (r) => <TopUpStatusBadge topUp={r} /> },
    { key: "amount", header: t("fleet.report.columns.amount"), alignEnd: true, render: (r) => ltr(f.money(r.amount)) },
    { key: "bank", header: t("fleet.report.columns.bank"), render: (r) => <bdi>{r.bank_name}</bdi> },
    { key: "slip", header: t("fleet.report.columns.slip_number"), render: (r) => ltr(r.slip_number) },
    {
      key: "decided",
      header: t("fleet.report.columns.decided_at"),
      render: (r) => (r.decided_at ? f.clock.date(r.decided_at) : "—"),
    },
  ];
  const totals: [string, string][] | undefined = data && [
    [t("fleet.report.totals.requests"), f.number(data.totals.requests)],
    [t("fleet.report.totals.approved_amount"), f.money(data.totals.approved_amount)],
    [t("fleet.report.totals.pending_amount"), f.money(data.totals.pending_amount)],
    [t("fleet.report.totals.rejected_amount"), f.money(data.totals.rejected_amount)],
  ];
  return (
    <ReportBody
      report={report}
      chart={{
        title: t("fleet.report.chart.top-ups", { size: sizeWord(t, data?.chart) }),
        seriesLabel: t("fleet.report.chart.amount"),
        bars: datedBars(data?.chart, f),
        format: f.money,
      }}
      totals={totals}
      table={{ label: t("fleet.report.tabs.top-ups"), columns, isFiltered, onPageChange }}
    />
  );
}
