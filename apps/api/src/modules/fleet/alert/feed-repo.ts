import type { DeclineReason, PurchaseFlag, RuleCycle } from "@pitlane/domain";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import {
  companies,
  employees,
  fuelRules,
  ledgerAccounts,
  purchases,
  stations,
  topUps,
  vehicles,
} from "../../../db/schema/index.js";
import { tenantRow } from "../../../db/tenant-row.js";
import { walletOf } from "../ledger/ledger.js";

const companyId = sql.placeholder("companyId");
const limit = sql.placeholder("limit");

/** A purchase with the names its alert line shows, read in the same query. */
const purchaseLines = (db: Db) =>
  db
    .select({
      id: purchases.id,
      reference: purchases.reference,
      createdAt: purchases.createdAt,
      resolvedAt: purchases.resolvedAt,
      // The table's checks hold these to DECLINE_REASONS, PURCHASE_FLAGS and RULE_CYCLES.
      declineReason: sql<DeclineReason | null>`${purchases.declineReason}`,
      flags: sql<PurchaseFlag[]>`${purchases.flags}`,
      ruleCycle: sql<RuleCycle | null>`${fuelRules.cycle}`,
      plateNo: vehicles.plateNo,
      employeeName: employees.name,
      stationName: stations.name,
    })
    .from(purchases)
    .innerJoin(stations, eq(stations.id, purchases.stationId))
    .innerJoin(vehicles, tenantRow(vehicles, purchases.vehicleId, purchases))
    .leftJoin(employees, tenantRow(employees, purchases.employeeId, purchases))
    .leftJoin(fuelRules, tenantRow(fuelRules, purchases.ruleId, purchases));

/**
 * What the alert feed reads (decision 0050): no table of its own, each kind from the rows that
 * already record it, the latest few by an index range (the company first in every index).
 */
export function createAlertFeedRepo(db: Db) {
  const company = db
    .select({
      alertsOff: companies.alertsOff,
      currency: companies.currency,
      threshold: companies.lowBalanceThreshold,
      lowSince: companies.lowBalanceAlertedAt,
      posted: ledgerAccounts.posted,
      pending: ledgerAccounts.pendingDebits,
    })
    .from(companies)
    .leftJoin(ledgerAccounts, walletOf(companies.id))
    .where(eq(companies.id, companyId))
    .prepare("fleet_alert_company");

  // purchases_company_status_idx
  const declined = purchaseLines(db)
    .where(and(eq(purchases.companyId, companyId), eq(purchases.status, "declined")))
    .orderBy(desc(purchases.createdAt))
    .limit(limit)
    .prepare("fleet_alert_declined");

  // purchases_flagged_idx: the review list's, the flagged not reviewed yet.
  const flagged = purchaseLines(db)
    .where(and(eq(purchases.companyId, companyId), sql`cardinality(${purchases.flags}) > 0`, isNull(purchases.review)))
    .orderBy(desc(purchases.createdAt))
    .limit(limit)
    .prepare("fleet_alert_flagged");

  // top_ups_company_status_created_idx: a company's decided top-ups are a few a month.
  const decided = db
    .select({
      id: topUps.id,
      status: topUps.status,
      amount: topUps.amount,
      currency: topUps.currency,
      slipNumber: topUps.slipNumber,
      reason: topUps.reason,
      decidedAt: topUps.decidedAt,
    })
    .from(topUps)
    .where(and(eq(topUps.companyId, companyId), inArray(topUps.status, ["approved", "rejected"])))
    .orderBy(desc(topUps.createdAt))
    .limit(limit)
    .prepare("fleet_alert_top_ups");

  return {
    /** The company's switches, its low-balance level and when the balance fell below it, and its wallet. */
    async company(id: string) {
      const [row] = await company.execute({ companyId: id });
      return row ?? null;
    },
    declined: (id: string, n: number) => declined.execute({ companyId: id, limit: n }),
    flagged: (id: string, n: number) => flagged.execute({ companyId: id, limit: n }),
    decidedTopUps: (id: string, n: number) => decided.execute({ companyId: id, limit: n }),
  };
}

export type AlertFeedRepo = ReturnType<typeof createAlertFeedRepo>;
export type AlertPurchaseRow = Awaited<ReturnType<AlertFeedRepo["declined"]>>[number];
export type AlertTopUpRow = Awaited<ReturnType<AlertFeedRepo["decidedTopUps"]>>[number];
export type AlertCompanyRow = NonNullable<Awaited<ReturnType<AlertFeedRepo["company"]>>>;
