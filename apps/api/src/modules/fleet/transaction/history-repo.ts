import { and, asc, eq, inArray, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.js";
import {
  ledgerAccounts,
  ledgerHoldResolutions,
  ledgerHolds,
  ledgerTransfers,
  type purchases,
} from "../../../db/schema/index.js";
import { tenantRow } from "../../../db/tenant-row.js";
import { ruleOf } from "../purchase/purchase-reads.js";
import { ruleUsage } from "../purchase/rule-usage.js";

type PurchaseRow = typeof purchases.$inferSelect;

const debit = alias(ledgerAccounts, "debit");
const credit = alias(ledgerAccounts, "credit");

/**
 * What the ledger holds of one purchase: its hold, how the hold ended, and the transfers that completed
 * it; and its rule's use as the pump counted it then.
 */
export function createTransactionHistoryRepo(db: Db) {
  return {
    /**
     * The rule's cycle at the moment the purchase was asked: the fuelings of its day and the use of its
     * cycle by the purchases asked before it, and the limit in force that day.
     */
    async usageThen(companyId: string, purchase: PurchaseRow, timeZone: string) {
      const { ruleId, ruleSubject, vehicleId, employeeId } = purchase;
      const who = ruleSubject === "vehicle" ? { vehicleId } : employeeId ? { employeeId } : null;
      const rule = ruleId && ruleSubject && who ? await ruleOf(db, companyId, ruleId) : null;
      if (!rule || !who) return null;
      return ruleUsage(db, companyId, rule, who, purchase.createdAt, timeZone, { asOfThen: true });
    },

    async hold(companyId: string, holdId: string) {
      const [row] = await db
        .select({
          amount: ledgerHolds.amount,
          createdAt: ledgerHolds.createdAt,
          expiresAt: ledgerHolds.expiresAt,
          outcome: ledgerHoldResolutions.outcome,
          postedAmount: ledgerHoldResolutions.postedAmount,
          resolvedAt: ledgerHoldResolutions.createdAt,
        })
        .from(ledgerHolds)
        .leftJoin(
          ledgerHoldResolutions,
          and(
            eq(ledgerHoldResolutions.companyId, ledgerHolds.companyId),
            eq(ledgerHoldResolutions.holdId, ledgerHolds.id),
          ),
        )
        .where(and(eq(ledgerHolds.companyId, companyId), eq(ledgerHolds.id, holdId)));
      return row ?? null;
    },

    /**
     * The hold's transfers, and those that reversed them (a refunded dispute), with the kinds of the
     * accounts on either side, through the ledger's hold index and its index of reversals.
     */
    transfers(companyId: string, holdId: string) {
      const ofHold = and(eq(ledgerTransfers.companyId, companyId), eq(ledgerTransfers.holdId, holdId));
      const reversed = db.select({ id: ledgerTransfers.id }).from(ledgerTransfers).where(ofHold);
      return db
        .select({
          id: ledgerTransfers.id,
          kind: ledgerTransfers.kind,
          amount: ledgerTransfers.amount,
          from: debit.kind,
          to: credit.kind,
          createdAt: ledgerTransfers.createdAt,
        })
        .from(ledgerTransfers)
        .innerJoin(debit, tenantRow(debit, ledgerTransfers.debitAccountId, ledgerTransfers))
        .innerJoin(credit, tenantRow(credit, ledgerTransfers.creditAccountId, ledgerTransfers))
        .where(
          and(
            eq(ledgerTransfers.companyId, companyId),
            or(eq(ledgerTransfers.holdId, holdId), inArray(ledgerTransfers.reversesId, reversed)),
          ),
        )
        .orderBy(asc(ledgerTransfers.createdAt));
    },
  };
}

export type TransactionHistoryRepo = ReturnType<typeof createTransactionHistoryRepo>;
export type HoldRow = NonNullable<Awaited<ReturnType<TransactionHistoryRepo["hold"]>>>;
export type TransferRow = Awaited<ReturnType<TransactionHistoryRepo["transfers"]>>[number];
export type UsageThen = NonNullable<Awaited<ReturnType<TransactionHistoryRepo["usageThen"]>>>;
