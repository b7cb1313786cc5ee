import { TOP_UP_STATUSES } from "@pitlane/domain/fleet/top-up";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, moneyAmount, oneOf, ts } from "./columns.js";
import { companyId, employees, fleetUploads } from "./fleet.js";
import { ledgerTransfers } from "./ledger.js";
import { rowId, sameTenantRef, tenantKey } from "./tenant-keys.js";

type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

/**
 * A company's request to add to its balance by bank transfer, with the slip and its proof. The
 * amount never changes after it is sent; the status moves once, from pending to approved (with the
 * transfer that credited the wallet) or to rejected (with the reason).
 */
export const topUps = pgTable(
  "top_ups",
  {
    id: rowId(),
    companyId: companyId(),
    /** The platform's receiving bank the money was sent to (packages/domain fleet/banks.ts). */
    bankCode: text("bank_code").notNull(),
    amount: moneyAmount("amount"),
    currency: text("currency").notNull(),
    /** The cheque or deposit slip number. */
    slipNumber: text("slip_number").notNull(),
    proofUploadId: uuid("proof_upload_id").notNull(),
    requestedBy: uuid("requested_by"),
    status: text("status").$type<TopUpStatus>().notNull().default("pending"),
    reason: text("reason"),
    /** Who decided, an operations user (named by id: the platform's users are not a company's rows). */
    decidedBy: uuid("decided_by"),
    decidedAt: ts("decided_at"),
    transferId: uuid("transfer_id"),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t.companyId, t.id),
    sameTenantRef("top_ups", t.companyId, t.proofUploadId, fleetUploads),
    sameTenantRef("top_ups", t.companyId, t.requestedBy, employees),
    sameTenantRef("top_ups", t.companyId, t.transferId, ledgerTransfers),
    index("top_ups_company_created_idx").on(t.companyId, t.createdAt),
    index("top_ups_company_status_created_idx").on(t.companyId, t.status, t.createdAt),
    // The operations queue: pending requests of every company, oldest first.
    index("top_ups_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check("top_ups_status_ck", sql`${t.status} in (${oneOf(TOP_UP_STATUSES)})`),
    check("top_ups_amount_ck", sql`${t.amount} > 0`),
    check(
      "top_ups_decision_ck",
      sql`(${t.status} = 'pending') = (${t.decidedAt} is null) and (${t.status} = 'approved') = (${t.transferId} is not null) and (${t.status} = 'rejected') = (${t.reason} is not null)`,
    ),
  ],
);
