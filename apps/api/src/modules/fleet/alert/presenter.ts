import { FLEET_ALERT_KINDS, isAlertOn, toMajor, type FleetAlertDto, type FleetAlertSettingsDto } from "@pitlane/domain";
import type { AlertCompanyRow, AlertPurchaseRow, AlertTopUpRow } from "./feed-repo.js";

export const toAlertSettingsDto = (alertsOff: readonly string[]): FleetAlertSettingsDto => ({
  on: FLEET_ALERT_KINDS.filter((kind) => isAlertOn(alertsOff, kind)),
});

const purchaseFields = (row: AlertPurchaseRow) => ({
  purchase_id: row.id,
  reference: row.reference,
  plate_no: row.plateNo,
  employee_name: row.employeeName,
  station_name: row.stationName,
});

export const toDeclinedAlert = (row: AlertPurchaseRow): FleetAlertDto => ({
  kind: "purchase_declined",
  at: row.createdAt.toISOString(),
  ...purchaseFields(row),
  decline_reason: row.declineReason!,
  rule_cycle: row.ruleCycle,
});

/** Flagged when it completed: that is when the flags were found. */
export const toFlaggedAlert = (row: AlertPurchaseRow): FleetAlertDto => ({
  kind: "purchase_flagged",
  at: (row.resolvedAt ?? row.createdAt).toISOString(),
  ...purchaseFields(row),
  flags: row.flags,
});

export const toTopUpAlert = (row: AlertTopUpRow): FleetAlertDto => ({
  kind: "top_up_decided",
  at: row.decidedAt!.toISOString(),
  top_up_id: row.id,
  status: row.status === "approved" ? "approved" : "rejected",
  amount: toMajor(row.amount),
  currency: row.currency,
  slip_number: row.slipNumber,
  reason: row.reason,
});

/** The balance below the company's level now, since it fell there (or now, if the fall is not recorded yet). */
export function toLowBalanceAlert(company: AlertCompanyRow, now: Date): FleetAlertDto | null {
  const available = (company.posted ?? 0) - (company.pending ?? 0);
  if (company.threshold === null || available >= company.threshold) return null;
  return {
    kind: "low_balance",
    at: (company.lowSince ?? now).toISOString(),
    available: toMajor(available),
    threshold: toMajor(company.threshold),
    currency: company.currency,
  };
}
