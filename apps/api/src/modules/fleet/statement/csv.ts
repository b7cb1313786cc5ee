import { formatTimeIn, todayIn } from "@pitlane/domain";
import { toCsv } from "../../../platform/csv.js";
import type { StatementDocument } from "./service.js";

/** One row per movement, by section: the opening, top-ups, purchases, reversals, then the closing. */
const COLUMNS = [
  "section",
  "date",
  "time",
  "reference",
  "bank",
  "slip_number",
  "station",
  "fuel_type",
  "litres",
  "unit_price",
  "total_price",
  "commission",
  "subtotal",
  "tax",
  "net_charged",
  "payment_method",
  "employee",
  "car_id",
  "plate_no",
  "odometer",
  "km_since_last",
  "litres_per_100_km",
  "reverses",
  "amount",
  "currency",
] as const;

type Cell = string | number | null;

/** A row with the named columns filled and the rest empty. */
function rowOf(cells: Partial<Record<(typeof COLUMNS)[number], Cell>>): Cell[] {
  return COLUMNS.map((column) => cells[column] ?? null);
}

/**
 * The statement as CSV for accounting: dates on the company's clock as YYYY-MM-DD (what a
 * spreadsheet sorts), amounts in major units; `amount` is each row's move of the wallet, signed.
 */
export function statementCsv(doc: StatementDocument): string {
  const { statement: s, time_zone: zone } = doc;
  const when = (at: string) => ({ date: todayIn(zone, at), time: formatTimeIn(zone, at), currency: s.currency });
  const rows = [
    rowOf({ section: "opening", date: s.from, amount: s.opening, currency: s.currency }),
    ...doc.top_ups.map((line) =>
      rowOf({
        section: "top_up",
        ...when(line.at),
        bank: line.bank_name,
        slip_number: line.slip_number,
        amount: line.amount,
      }),
    ),
    ...doc.purchases.map((line) =>
      rowOf({
        section: "purchase",
        ...when(line.at),
        reference: line.reference,
        station: line.station_name,
        fuel_type: line.fuel_type,
        litres: line.litres.toFixed(3),
        unit_price: line.unit_price,
        total_price: line.fuel,
        commission: line.commission,
        subtotal: line.subtotal,
        tax: line.tax,
        net_charged: line.total,
        payment_method: line.payment_method,
        employee: line.employee_name,
        car_id: line.car_id,
        plate_no: line.plate_no,
        odometer: line.odometer,
        km_since_last: line.km_since_last,
        litres_per_100_km: line.litres_per_100_km,
        amount: -line.total,
      }),
    ),
    ...doc.reversals.map((line) =>
      rowOf({
        section: "reversal",
        ...when(line.at),
        reference: line.purchase_reference,
        reverses: line.reverses,
        amount: line.amount,
      }),
    ),
    rowOf({ section: "closing", date: s.to, amount: s.closing, currency: s.currency }),
  ];
  return toCsv(COLUMNS, rows);
}
