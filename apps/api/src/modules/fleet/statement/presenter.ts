import { BANKS, priceToMajor, toLitres, toMajor, todayIn } from "@pitlane/domain";
import type {
  StatementCommissionDto,
  StatementDto,
  StatementPurchaseDto,
  StatementReversalDto,
  StatementTopUpDto,
  StatementTotalsDto,
} from "@pitlane/domain/fleet/statement";
import type { CommissionRow, PurchaseLineRow, ReversalLineRow, TopUpLineRow } from "./repo.js";
import type { Movement } from "./wallet-repo.js";

/** A statement's head before it is shown: a stored month's, or a statement of account made on demand. */
export interface StatementHead {
  id: string | null;
  number: number | null;
  month: string | null;
  startsAt: Date;
  endsAt: Date;
  currency: string;
  opening: number;
  credits: number;
  debits: number;
  closing: number;
}

/** The last day a period covers on the company's clock: the day of its last instant. */
const lastDayOf = (zone: string, endsAt: Date) => todayIn(zone, new Date(endsAt.getTime() - 1));

export const toStatementDto = (head: StatementHead, zone: string): StatementDto => ({
  _id: head.id,
  number: head.number,
  month: head.month,
  from: todayIn(zone, head.startsAt),
  to: lastDayOf(zone, head.endsAt),
  starts_at: head.startsAt.toISOString(),
  ends_at: head.endsAt.toISOString(),
  currency: head.currency,
  opening: toMajor(head.opening),
  credits: toMajor(head.credits),
  debits: toMajor(head.debits),
  closing: toMajor(head.closing),
});

export function toTotalsDto(movements: Movement[]): StatementTotalsDto {
  const of = (kind: Movement["kind"], side: "credited" | "debited") =>
    toMajor(movements.find((m) => m.kind === kind)?.[side] ?? 0);
  return {
    top_ups: of("top_up", "credited"),
    reversals_in: of("reversal", "credited"),
    fuel: of("fuel", "debited"),
    commission: of("commission", "debited"),
    tax: of("tax", "debited"),
    reversals_out: of("reversal", "debited"),
  };
}

export const toCommissionDto = (row: CommissionRow): StatementCommissionDto => ({
  commission_rate: (row.commissionBp ?? 0) / 100,
  tax_rate: (row.taxBp ?? 0) / 100,
  purchases: row.purchases,
  fuel: toMajor(row.fuel),
  commission: toMajor(row.commission),
  tax: toMajor(row.tax),
  gross: toMajor(row.commission + row.tax),
});

export const toTopUpLineDto = (row: TopUpLineRow): StatementTopUpDto => ({
  _id: row.id,
  at: row.at.toISOString(),
  bank_code: row.bankCode,
  bank_name: BANKS.find((bank) => bank.code === row.bankCode)?.name ?? row.bankCode,
  slip_number: row.slipNumber,
  amount: toMajor(row.amount),
});

export const toReversalLineDto = (row: ReversalLineRow): StatementReversalDto => ({
  _id: row.id,
  at: new Date(row.at).toISOString(),
  reverses: row.reverses,
  purchase_reference: row.reference,
  amount: toMajor(row.is_credit ? Number(row.amount) : -Number(row.amount)),
});

/** Litres per 100 km over the km since the vehicle's last fill; none without a distance. */
function litresPer100(litres: number, km: number | null): number | null {
  if (km === null || km <= 0) return null;
  return Math.round((litres / km) * 100 * 100) / 100;
}

/** A purchase's line: completed purchases carry every amount (the pump wrote them when it posted the transfers). */
export function toPurchaseLineDto(row: PurchaseLineRow): StatementPurchaseDto {
  const [fuel, commission, tax] = [row.fuel ?? 0, row.commission ?? 0, row.tax ?? 0];
  const litres = toLitres(row.litresMl ?? 0);
  const km = row.previousOdometer === null ? null : row.odometer - row.previousOdometer;
  return {
    _id: row.id,
    at: row.at.toISOString(),
    reference: row.reference,
    station_name: row.stationName,
    fuel_type: row.fuelType,
    litres,
    unit_price: priceToMajor(row.unitPrice ?? 0),
    fuel: toMajor(fuel),
    commission: toMajor(commission),
    subtotal: toMajor(fuel + commission),
    tax: toMajor(tax),
    total: toMajor(fuel + commission + tax),
    payment_method: "prepaid_balance",
    employee_name: row.employeeName,
    car_id: row.carId,
    plate_no: row.plateNo,
    odometer: row.odometer,
    km_since_last: km,
    litres_per_100_km: litresPer100(litres, km),
  };
}
