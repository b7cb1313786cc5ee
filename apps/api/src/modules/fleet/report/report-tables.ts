import {
  formatAmount,
  formatDateIn,
  formatDateTimeIn,
  type ConsumptionGroup,
  type ConsumptionRowDto,
  type EmployeeReportRowDto,
  type FillFigures,
  type FuelingRowDto,
  type FuelType,
  type TopUpDto,
} from "@pitlane/domain";
import type { ReportLang, ReportPdfTexts } from "./pdf-texts.js";

/** How a printed report writes its values: dates on the company's clock, Latin digits in both languages. */
export interface Writer {
  lang: ReportLang;
  zone: string;
  texts: ReportPdfTexts;
}

type Cell = string | number | null;

/** One column of a report's exports: its CSV header (and printed header's key), CSV value, and printed text. */
export interface TableColumn<R> {
  key: string;
  /** Points on the A4 page; the columns of a table add up to its width. */
  width: number;
  align?: "start" | "end";
  csv: (row: R) => Cell;
  pdf?: (row: R, w: Writer) => string;
}

const grouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const threeDecimals = new Intl.NumberFormat("en-US", { minimumFractionDigits: 3, maximumFractionDigits: 3 });
/** A number as printed: grouped, Latin digits; a dash for none. */
export const printed = (value: number | null) => (value === null ? "—" : grouped.format(value));
const litres = (value: number) => threeDecimals.format(value);
const date = (iso: string | null, w: Writer) => (iso ? formatDateIn(w.zone, iso, w.lang) : "—");
const fuelName = (fuel: FuelType, w: Writer) => w.texts.fuelTypes[fuel];

/** The columns of fills' figures every fill report ends with. */
function figureColumns<R extends FillFigures>(narrow = false): TableColumn<R>[] {
  const width = narrow ? 44 : 52;
  return [
    { key: "fuelings", width: 40, align: "end", csv: (r) => r.fuelings },
    { key: "litres", width, align: "end", csv: (r) => r.litres.toFixed(3), pdf: (r) => litres(r.litres) },
    { key: "fuel_amount", width: 58, align: "end", csv: (r) => r.fuel_amount, pdf: (r) => formatAmount(r.fuel_amount) },
    {
      key: "total_amount",
      width: 58,
      align: "end",
      csv: (r) => r.total_amount,
      pdf: (r) => formatAmount(r.total_amount),
    },
    { key: "km", width, align: "end", csv: (r) => r.km },
    { key: "litres_per_100_km", width: 42, align: "end", csv: (r) => r.litres_per_100_km },
    { key: "cost_per_km", width: 42, align: "end", csv: (r) => r.cost_per_km },
  ];
}

/** The consumption report's group column: the vehicle's plate and car id, the driver and their id, or the name. */
export function consumptionColumns(by: ConsumptionGroup): TableColumn<ConsumptionRowDto>[] {
  const nameOf = (r: ConsumptionRowDto, w: Writer) => {
    if (r.name === null) return w.texts.none;
    // A fuel type group is named by its code, which the check constraint keeps to the vocabulary.
    if (by === "fuel_type") return fuelName(r.name as FuelType, w);
    return r.detail ? `${r.name} · ${r.detail}` : r.name;
  };
  return [
    { key: by, width: 171, csv: (r) => r.name, pdf: nameOf },
    ...(by === "vehicle" || by === "employee"
      ? [{ key: "detail", width: 0, csv: (r: ConsumptionRowDto) => r.detail }]
      : []),
    ...figureColumns<ConsumptionRowDto>(),
  ];
}

export const EMPLOYEE_COLUMNS: TableColumn<EmployeeReportRowDto>[] = [
  {
    key: "employee",
    width: 103,
    csv: (r) => r.name,
    pdf: (r) => (r.employee_code ? `${r.name} · ${r.employee_code}` : r.name),
  },
  { key: "employee_code", width: 0, csv: (r) => r.employee_code },
  { key: "branch", width: 0, csv: (r) => r.branch },
  { key: "department", width: 0, csv: (r) => r.department },
  ...figureColumns<EmployeeReportRowDto>(true),
  { key: "vehicles", width: 28, align: "end", csv: (r) => r.vehicles },
  { key: "declines", width: 28, align: "end", csv: (r) => r.declines },
  { key: "flagged", width: 28, align: "end", csv: (r) => r.flagged },
];

export const TOP_UP_COLUMNS: TableColumn<TopUpDto>[] = [
  { key: "date", width: 80, csv: (r) => r.created_at, pdf: (r, w) => date(r.created_at, w) },
  { key: "status", width: 60, csv: (r) => r.status, pdf: (r, w) => w.texts.statuses[r.status] },
  { key: "amount", width: 75, align: "end", csv: (r) => r.amount, pdf: (r) => formatAmount(r.amount) },
  { key: "bank", width: 120, csv: (r) => r.bank_name },
  { key: "slip_number", width: 90, csv: (r) => r.slip_number },
  { key: "decided_at", width: 90, csv: (r) => r.decided_at, pdf: (r, w) => date(r.decided_at, w) },
];

export const FUELING_COLUMNS: TableColumn<FuelingRowDto>[] = [
  {
    key: "completed_at",
    width: 70,
    csv: (r) => r.resolved_at,
    pdf: (r, w) => (r.resolved_at ? formatDateTimeIn(w.zone, r.resolved_at, w.lang) : "—"),
  },
  { key: "reference", width: 0, csv: (r) => r.reference },
  { key: "vehicle", width: 62, csv: (r) => r.plate_no, pdf: (r) => `${r.plate_no} · ${r.car_id}` },
  { key: "employee", width: 62, csv: (r) => r.employee_name, pdf: (r, w) => r.employee_name ?? w.texts.none },
  { key: "station", width: 70, csv: (r) => r.station_name },
  { key: "fuel_type", width: 40, csv: (r) => r.fuel_type, pdf: (r, w) => fuelName(r.fuel_type, w) },
  {
    key: "litres",
    width: 40,
    align: "end",
    csv: (r) => r.litres?.toFixed(3) ?? null,
    pdf: (r) => litres(r.litres ?? 0),
  },
  { key: "unit_price", width: 0, csv: (r) => r.unit_price },
  { key: "total_amount", width: 50, align: "end", csv: (r) => r.total, pdf: (r) => formatAmount(r.total ?? 0) },
  { key: "odometer", width: 45, align: "end", csv: (r) => r.odometer },
  { key: "km_since_last", width: 36, align: "end", csv: (r) => r.km_since_last },
  { key: "litres_per_100_km", width: 40, align: "end", csv: (r) => r.litres_per_100_km },
];

/** A column's printed text: its own writer, or the value as a number or a name. */
export const textOf = <R>(column: TableColumn<R>, row: R, w: Writer): string => {
  if (column.pdf) return column.pdf(row, w);
  const value = column.csv(row);
  return typeof value === "number" ? printed(value) : (value ?? "—");
};

/** The printed columns: those with a width (the CSV carries a few more, such as ids and references). */
export const printedColumns = <R>(columns: TableColumn<R>[]) => columns.filter((c) => c.width > 0);
