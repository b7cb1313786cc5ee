import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, money, moneyAmount, oneOf, ts } from "./columns.js";
import { companyId } from "./fleet.js";
import { rowId, sameTenantRef, tenantKey } from "./tenant-keys.js";

/**
 * The fleet money ledger (decision 0036). Every account belongs to one company, the platform's own
 * ones too (its bank clearing, commission revenue, tax payable and each station's payable are kept
 * per company), so that a money transaction touches one company's rows (one shard, no hot row).
 */
export const LEDGER_ACCOUNT_KINDS = [
  "wallet",
  "bank_clearing",
  "station_payable",
  "commission_revenue",
  "tax_payable",
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const LEDGER_TRANSFER_KINDS = ["top_up", "fuel", "commission", "tax", "reversal"] as const;
export type LedgerTransferKind = (typeof LEDGER_TRANSFER_KINDS)[number];

export const HOLD_OUTCOMES = ["completed", "voided", "expired"] as const;
export type HoldOutcome = (typeof HOLD_OUTCOMES)[number];

/**
 * An account: what is posted to it (credits minus debits) and what open holds keep from it. Only a
 * wallet is guarded: its available amount (posted minus pending debits) never goes below zero, by the
 * guarded update that debits it and by the check behind it. The platform's side of a top-up, bank
 * clearing, goes negative by as much as the wallets were credited: the company's accounts sum to zero.
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: rowId(),
    companyId: companyId(),
    kind: text("kind").$type<LedgerAccountKind>().notNull(),
    /** What the account is for within its kind: a station's id for its payable, "" otherwise. */
    subject: text("subject").notNull().default(""),
    currency: text("currency").notNull(),
    posted: money("posted"),
    pendingDebits: money("pending_debits"),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t.companyId, t.id),
    uniqueIndex("ledger_accounts_kind_uq").on(t.companyId, t.kind, t.subject),
    check("ledger_accounts_kind_ck", sql`${t.kind} in (${oneOf(LEDGER_ACCOUNT_KINDS)})`),
    check("ledger_accounts_pending_ck", sql`${t.pendingDebits} >= 0`),
    check("ledger_accounts_wallet_ck", sql`${t.kind} <> 'wallet' or ${t.posted} - ${t.pendingDebits} >= 0`),
  ],
);

/** A hold: an amount kept from a wallet until it is completed, voided or expires. Never changed. */
export const ledgerHolds = pgTable(
  "ledger_holds",
  {
    id: rowId(),
    companyId: companyId(),
    accountId: uuid("account_id").notNull(),
    amount: moneyAmount("amount"),
    /** What the hold is for, as its caller names it (a purchase's reference). */
    reference: text("reference").notNull(),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [
    tenantKey(t.companyId, t.id),
    sameTenantRef("ledger_holds", t.companyId, t.accountId, ledgerAccounts),
    // The sweep of expired holds reads across companies from where its last run stopped.
    index("ledger_holds_expiry_idx").on(t.expiresAt),
    check("ledger_holds_amount_ck", sql`${t.amount} > 0`),
  ],
);

/** How a hold ended: one row per hold at most, by its key, so a hold resolves exactly once. */
export const ledgerHoldResolutions = pgTable(
  "ledger_hold_resolutions",
  {
    companyId: companyId(),
    holdId: uuid("hold_id").notNull(),
    outcome: text("outcome").$type<HoldOutcome>().notNull(),
    /** What was posted of the hold: at most its amount when completed, 0 when voided or expired. */
    postedAmount: moneyAmount("posted_amount"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.holdId] }),
    sameTenantRef("ledger_hold_resolutions", t.companyId, t.holdId, ledgerHolds),
    check("ledger_hold_resolutions_outcome_ck", sql`${t.outcome} in (${oneOf(HOLD_OUTCOMES)})`),
    check("ledger_hold_resolutions_posted_ck", sql`${t.postedAmount} >= 0`),
  ],
);

/**
 * A transfer: `amount` from one account to another, written once and never changed. A movement of
 * several transfers (a purchase: fuel, commission, tax) shares a `group_id`. A correction is a new
 * transfer the other way that names the one it reverses, at most once.
 */
export const ledgerTransfers = pgTable(
  "ledger_transfers",
  {
    id: rowId(),
    companyId: companyId(),
    groupId: uuid("group_id").notNull(),
    kind: text("kind").$type<LedgerTransferKind>().notNull(),
    debitAccountId: uuid("debit_account_id").notNull(),
    creditAccountId: uuid("credit_account_id").notNull(),
    amount: moneyAmount("amount"),
    /** The hold this transfer completes, if it does. */
    holdId: uuid("hold_id"),
    /** The transfer this one reverses. */
    reversesId: uuid("reverses_id"),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey(t.companyId, t.id),
    sameTenantRef("ledger_transfers", t.companyId, t.debitAccountId, ledgerAccounts),
    sameTenantRef("ledger_transfers", t.companyId, t.creditAccountId, ledgerAccounts),
    sameTenantRef("ledger_transfers", t.companyId, t.reversesId, { id: t.id, companyId: t.companyId }),
    sameTenantRef("ledger_transfers", t.companyId, t.holdId, ledgerHolds),
    uniqueIndex("ledger_transfers_reverses_uq")
      .on(t.companyId, t.reversesId)
      .where(sql`${t.reversesId} is not null`),
    index("ledger_transfers_debit_idx").on(t.companyId, t.debitAccountId, t.createdAt),
    index("ledger_transfers_credit_idx").on(t.companyId, t.creditAccountId, t.createdAt),
    index("ledger_transfers_group_idx").on(t.companyId, t.groupId),
    index("ledger_transfers_hold_idx")
      .on(t.companyId, t.holdId)
      .where(sql`${t.holdId} is not null`),
    check("ledger_transfers_kind_ck", sql`${t.kind} in (${oneOf(LEDGER_TRANSFER_KINDS)})`),
    check("ledger_transfers_amount_ck", sql`${t.amount} > 0`),
    check("ledger_transfers_accounts_ck", sql`${t.debitAccountId} <> ${t.creditAccountId}`),
  ],
);

/**
 * A money-moving request's key (decision 0037): the first answer is kept and replayed for the same
 * key and body, a different body with the key is refused. Scoped to the company the money belongs to
 * and to the caller within the platform ("ops:<user id>", "station:<terminal id>", "company:<user id>").
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    companyId: companyId(),
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** A hash of the request (method, path and body) the key was first used with. */
    fingerprint: text("fingerprint").notNull(),
    /** The first answer, exactly as it was sent; written in the transaction that claimed the key. */
    statusCode: integer("status_code"),
    body: text("body"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.scope, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);
