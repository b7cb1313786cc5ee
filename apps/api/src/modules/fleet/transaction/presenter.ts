import {
  priceToMajor,
  purchaseAmounts,
  toLitres,
  toMajor,
  TRANSFER_KINDS,
  type DeclineReason,
  type PurchaseFlag,
  type RuleCycle,
  type StationReviewDto,
  type TransactionDetailDto,
  type TransactionDto,
  type TransactionStatus,
  type TransactionTransferDto,
} from "@pitlane/domain";
import type { HoldRow, TransferRow, UsageThen } from "./history-repo.js";
import type { TransactionRow } from "./repo.js";

type Purchase = TransactionRow["purchase"];

const majorOf = (minor: number | null) => (minor === null ? null : toMajor(minor));
const litresOf = (ml: number | null) => (ml === null ? null : toLitres(ml));

/** A hold past its time is expired to the company even before the sweep releases it: it can no longer be completed. */
export const statusAt = (p: Purchase, now: Date): TransactionStatus =>
  p.status === "held" && p.expiresAt !== null && p.expiresAt <= now ? "expired" : p.status;

/**
 * The millilitres and money a row shows. Completed: what the pump gave and the wallet paid. Held,
 * voided or expired: what the hold kept, fuel, commission and tax as they were held. Declined:
 * only what was asked, and no money.
 */
function quantitiesOf(p: Purchase) {
  if (p.status === "completed") {
    const [fuel, commission, tax] = [p.fuelAmount!, p.commissionAmount ?? 0, p.taxAmount ?? 0];
    return { ml: p.litresMl, money: { fuel, commission, tax, total: fuel + commission + tax } };
  }
  if (p.status === "declined" || p.authorisedMl === null || p.unitPrice === null) {
    return { ml: p.requestedMl, money: null };
  }
  return { ml: p.authorisedMl, money: purchaseAmounts(p.authorisedMl, p.unitPrice, p.commissionBp ?? 0, p.taxBp ?? 0) };
}

/** The reading the litres predict: the last one plus what they drive at the vehicle's rate (km per litre, in hundredths). */
function expectedOdometerOf(previous: number | null, ml: number | null, rate: number | null): number | null {
  if (previous === null || ml === null || !rate) return null;
  return previous + Math.round((ml / 1000) * (rate / 100));
}

/** A purchase's litres and money as a row shows them, in the API's units. */
export function toTransactionMoney(p: Purchase) {
  const { ml, money } = quantitiesOf(p);
  return {
    litres: litresOf(ml),
    fuel_amount: money && toMajor(money.fuel),
    commission: money && toMajor(money.commission),
    tax: money && toMajor(money.tax),
    total: money && toMajor(money.total),
  };
}

export function toTransactionDto(row: TransactionRow, now: Date): TransactionDto {
  const p = row.purchase;
  const isDeclined = p.status === "declined";
  return {
    _id: p.id,
    created_at: p.createdAt.toISOString(),
    reference: p.reference,
    station_id: p.stationId,
    station_name: row.stationName,
    station_city: row.cityName,
    station_city_arabic: row.cityNameArabic,
    employee_id: p.employeeId,
    employee_name: row.employeeName,
    vehicle_id: p.vehicleId,
    car_id: row.carId,
    plate_no: row.plateNo,
    fuel_type: p.fuelType,
    status: statusAt(p, now),
    // Written only by the authorisation, from the domain's codes; the columns are plain text.
    decline_reason: p.declineReason as DeclineReason | null,
    flags: p.flags as PurchaseFlag[],
    review: p.review,
    currency: p.currency,
    ...toTransactionMoney(p),
    unit_price: p.unitPrice === null ? null : priceToMajor(p.unitPrice),
    // The rules' check constraint keeps the column to the cycles.
    rule_cycle: row.ruleCycle as RuleCycle | null,
    odometer: p.odometer,
    previous_odometer: p.previousOdometer,
    km_since_last: p.previousOdometer === null ? null : p.odometer - p.previousOdometer,
    expected_odometer: expectedOdometerOf(p.previousOdometer, quantitiesOf(p).ml, row.consumptionRate),
    account_from: isDeclined ? null : "wallet",
    account_to: isDeclined ? null : "station_payable",
    expires_at: p.expiresAt?.toISOString() ?? null,
    resolved_at: p.resolvedAt?.toISOString() ?? null,
  };
}

const toHoldDto = (hold: HoldRow) => ({
  amount: toMajor(hold.amount),
  created_at: hold.createdAt.toISOString(),
  expires_at: hold.expiresAt.toISOString(),
  outcome: hold.outcome,
  posted_amount: majorOf(hold.postedAmount),
  resolved_at: hold.resolvedAt?.toISOString() ?? null,
});

const toTransferDto = (transfer: TransferRow): TransactionTransferDto => ({
  _id: transfer.id,
  kind: transfer.kind,
  amount: toMajor(transfer.amount),
  from_account: transfer.from,
  to_account: transfer.to,
  created_at: transfer.createdAt.toISOString(),
});

/** A purchase's transfers are written together: fuel first, then commission, then tax, as a receipt reads; reversals last. */
const byKind = (a: TransactionTransferDto, b: TransactionTransferDto) =>
  TRANSFER_KINDS.indexOf(a.kind) - TRANSFER_KINDS.indexOf(b.kind);

/** The platform's decision on the purchase, when the company disputed it and the decision is made. */
const disputeOf = (p: Purchase) =>
  p.disputeOutcome && p.disputeDecidedAt
    ? { outcome: p.disputeOutcome, note: p.disputeNote ?? "", decided_at: p.disputeDecidedAt.toISOString() }
    : null;

export function toTransactionDetailDto(
  row: TransactionRow,
  history: {
    hold: HoldRow | null;
    transfers: TransferRow[];
    usage: UsageThen | null;
    stationReview: StationReviewDto | null;
  },
  now: Date,
): TransactionDetailDto {
  const { usage } = history;
  const p = row.purchase;
  return {
    ...toTransactionDto(row, now),
    requested_litres: litresOf(p.requestedMl),
    requested_amount: majorOf(p.requestedAmount),
    commission_rate: p.commissionBp === null ? null : p.commissionBp / 100,
    tax_rate: p.taxBp === null ? null : p.taxBp / 100,
    rule:
      p.ruleId && row.ruleName && p.ruleSubject ? { _id: p.ruleId, name: row.ruleName, subject: p.ruleSubject } : null,
    usage_then: usage && {
      cycle_start: usage.cycleStart.toISOString(),
      mode: usage.recurring ? "recurring" : "amount",
      fuelings_that_day: usage.fuelingsToday,
      used: usage.recurring ? toLitres(usage.usedMl) : toMajor(usage.usedAmount),
      limit: usage.limit === null ? null : usage.recurring ? usage.limit : toMajor(usage.limit),
    },
    review_note: p.reviewNote,
    reviewed_by: row.reviewerName,
    reviewed_at: p.reviewedAt?.toISOString() ?? null,
    hold: history.hold && toHoldDto(history.hold),
    transfers: history.transfers.map(toTransferDto).sort(byKind),
    odometer_photo_id: p.odometerPhotoId,
    pump_photo_id: p.pumpPhotoId,
    station_review: history.stationReview,
    dispute: disputeOf(p),
  };
}

/** The CSV's columns, in order: codes as the API names them, amounts in major units, litres to three decimals. */
export const TRANSACTION_CSV_COLUMNS = [
  "created_at",
  "reference",
  "status",
  "decline_reason",
  "flags",
  "review",
  "station",
  "city",
  "employee",
  "car_id",
  "plate_no",
  "fuel_type",
  "litres",
  "unit_price",
  "fuel_amount",
  "commission",
  "tax",
  "total",
  "currency",
  "odometer",
  "km_since_last",
  "expected_odometer",
  "account_from",
  "account_to",
] as const;

export const toTransactionCsvRow = (dto: TransactionDto) => [
  dto.created_at,
  dto.reference,
  dto.status,
  dto.decline_reason,
  dto.flags.join(" "),
  dto.review,
  dto.station_name,
  dto.station_city,
  dto.employee_name,
  dto.car_id,
  dto.plate_no,
  dto.fuel_type,
  dto.litres === null ? null : dto.litres.toFixed(3),
  dto.unit_price,
  dto.fuel_amount,
  dto.commission,
  dto.tax,
  dto.total,
  dto.currency,
  dto.odometer,
  dto.km_since_last,
  dto.expected_odometer,
  dto.account_from,
  dto.account_to,
];
