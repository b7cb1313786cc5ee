import { conflict, notFound } from "@pitlane/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { companies, topUps } from "../../../db/schema/index.js";
import { accountOf, post } from "../ledger/ledger.js";

/** What a company sends to add to its balance; the amount in minor units of its currency. */
export interface TopUpRequest {
  bankCode: string;
  amount: number;
  slipNumber: string;
  proofUploadId: string;
  requestedBy: string | null;
}

/**
 * The company whose wallet a top-up is for, refused while it is suspended. Read under a share lock: a
 * suspension being written waits for the top-up, and the top-up for it, never half of each.
 */
async function activeCompany(tx: Db, companyId: string) {
  const [company] = await tx
    .select({ currency: companies.currency, suspendedAt: companies.suspendedAt })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for("share");
  if (!company) throw notFound("top_up_not_found");
  if (company.suspendedAt) throw conflict("company_suspended");
  return company;
}

/** Records a request to add to the balance: pending until operations approve or reject it. */
export async function requestTopUp(tx: Db, companyId: string, request: TopUpRequest): Promise<string> {
  const company = await activeCompany(tx, companyId);
  const [made] = await tx
    .insert(topUps)
    .values({ companyId, ...request, currency: company.currency })
    .returning({ id: topUps.id });
  return made!.id;
}

/** The pending request, locked until the transaction ends: two decisions on it take turns. */
async function pendingTopUp(tx: Db, companyId: string, topUpId: string) {
  const [topUp] = await tx
    .select()
    .from(topUps)
    .where(and(eq(topUps.companyId, companyId), eq(topUps.id, topUpId)))
    .for("update");
  if (!topUp) throw notFound("top_up_not_found");
  if (topUp.status !== "pending") throw conflict("top_up_decided");
  return topUp;
}

/**
 * Approves a request of a company that is not suspended: its amount moves from the platform's bank
 * clearing to the company's wallet, once. Concurrent approvals of one request wait on its row; all but the first find it decided.
 */
export async function approveTopUp(tx: Db, companyId: string, topUpId: string, decidedBy: string, now = new Date()) {
  await activeCompany(tx, companyId);
  const topUp = await pendingTopUp(tx, companyId, topUpId);
  const wallet = await accountOf(tx, companyId, "wallet", topUp.currency);
  const clearing = await accountOf(tx, companyId, "bank_clearing", topUp.currency);
  const [transferId] = await post(tx, companyId, [
    { kind: "top_up", debit: clearing, credit: wallet, amount: topUp.amount },
  ]);
  await tx
    .update(topUps)
    .set({ status: "approved", decidedBy, decidedAt: now, transferId })
    .where(and(eq(topUps.companyId, companyId), eq(topUps.id, topUpId)));
  return transferId!;
}

/** Rejects a request with the reason the company will read; nothing moves. */
export async function rejectTopUp(
  tx: Db,
  companyId: string,
  topUpId: string,
  decidedBy: string,
  reason: string,
  now = new Date(),
) {
  await pendingTopUp(tx, companyId, topUpId);
  await tx
    .update(topUps)
    .set({ status: "rejected", decidedBy, decidedAt: now, reason })
    .where(and(eq(topUps.companyId, companyId), eq(topUps.id, topUpId)));
}
