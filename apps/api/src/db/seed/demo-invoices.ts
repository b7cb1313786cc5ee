import { paymentStatusOf } from "@pitlane/domain";
import type { Db } from "../client.js";
import { issueInvoice } from "../../modules/shop/invoice/issue.js";
import { restoreStock } from "../../modules/shop/invoice/stock.js";
import { invoiceWrites } from "../../modules/shop/invoice/write-repo.js";
import type { SeededRandom } from "./demo-fleet-random.js";
import type { PlannedCard } from "./demo-job-card-plan.js";

/** What became of an invoice: paid at the counter, in two goes, in part, not yet, or voided. */
type Fate = "paid" | "paid_in_two" | "partial" | "unpaid" | "void";

interface Context {
  shopId: string;
  userId: string;
  random: SeededRandom;
}

const VOID_REASON = "Work redone under warranty: no charge";
const BALANCE_NOTE = "Balance paid on collection";
const HOUR = 60 * 60_000;
/** The balance of an invoice paid in two goes comes in two days after the work; a voided one is voided three hours after. */
const BALANCE_AFTER = 48 * HOUR;
const VOID_AFTER = 3 * HOUR;

/** Older invoices are mostly settled, recent ones often still open; one older one was voided, and every status shows. */
function fatesOf(random: SeededRandom, cards: PlannedCard[]): Fate[] {
  const fates = cards.map((card): Fate => {
    const recent = card.offset > -7;
    const roll = random.next();
    if (roll < (recent ? 0.25 : 0.08)) return "unpaid";
    if (roll < (recent ? 0.45 : 0.18)) return "partial";
    // The balance is paid two days after the work, so only on work done at least that long ago.
    return card.offset <= -3 && random.chance(0.25) ? "paid_in_two" : "paid";
  });
  if (fates.length === 0) return fates;
  fates[random.int(0, Math.floor((fates.length - 1) / 2))] = "void";
  for (const needed of ["unpaid", "partial"] as const) {
    if (fates.includes(needed)) continue;
    const last = fates.lastIndexOf("paid");
    if (last >= 0) fates[last] = needed;
  }
  return fates;
}

/** Some of the total in whole hundreds of rupees, more than nothing and less than all of it. */
function partOf(random: SeededRandom, totalMinor: number): number {
  const part = Math.floor((totalMinor * random.int(30, 70)) / 100 / 10_000) * 10_000;
  return part > 0 && part < totalMinor ? part : Math.max(1, Math.floor(totalMinor / 2));
}

/** A cash payment as the invoice module records one: the invoice locked, then the payment and the new paid amount and status. */
async function pay(
  tx: Db,
  ctx: Context,
  invoiceId: string,
  amountOf: (totalMinor: number, paidMinor: number) => number,
  note: string | null,
  paidAt: Date,
) {
  const invoice = await invoiceWrites.lock(tx, ctx.shopId, invoiceId);
  if (!invoice) throw new Error(`demo payment of an unknown invoice: ${invoiceId}`);
  const amountMinor = amountOf(invoice.totalMinor, invoice.paidMinor);
  const paidMinor = invoice.paidMinor + amountMinor;
  await invoiceWrites.addPayment(
    tx,
    { shopId: ctx.shopId, invoiceId, amountMinor, note, recordedBy: ctx.userId, paidAt },
    { paidMinor, paymentStatus: paymentStatusOf(invoice.totalMinor, paidMinor) },
  );
}

/** A completed card's completion time, when its invoice is issued. */
function completedAtOf(card: { id: string; stamps: { completedAt: Date | null } }): Date {
  if (!card.stamps.completedAt) throw new Error(`demo invoice of a job card never completed: ${card.id}`);
  return card.stamps.completedAt;
}

/**
 * The invoices of the completed job cards, in their order, issued as completing a job card issues
 * them but at the moment the work was completed; then payments, in every payment status, and one
 * voided invoice that gave its stock back, each stamped when it happened.
 */
export async function seedDemoInvoices(
  tx: Db,
  ctx: Context,
  completed: { card: PlannedCard; id: string; stamps: { completedAt: Date | null } }[],
) {
  const { shopId, userId, random } = ctx;
  const issued: { invoiceId: string; issuedAt: Date }[] = [];
  for (const card of completed) {
    const issuedAt = completedAtOf(card);
    const { invoiceId } = await issueInvoice(tx, { shopId, jobCardId: card.id, userId, issuedAt });
    issued.push({ invoiceId, issuedAt });
  }
  const fates = fatesOf(
    random,
    completed.map((c) => c.card),
  );
  for (const [i, { invoiceId, issuedAt }] of issued.entries()) {
    const fate = fates[i] ?? "unpaid";
    if (fate === "paid") await pay(tx, ctx, invoiceId, (total) => total, null, issuedAt);
    if (fate === "partial" || fate === "paid_in_two") {
      await pay(tx, ctx, invoiceId, (total) => partOf(random, total), null, issuedAt);
    }
    if (fate === "paid_in_two") {
      const later = new Date(issuedAt.getTime() + BALANCE_AFTER);
      await pay(tx, ctx, invoiceId, (total, paid) => total - paid, BALANCE_NOTE, later);
    }
    if (fate !== "void") continue;
    const invoice = await invoiceWrites.lock(tx, shopId, invoiceId);
    if (!invoice) throw new Error(`demo void of an unknown invoice: ${invoiceId}`);
    const voidedAt = new Date(issuedAt.getTime() + VOID_AFTER);
    await invoiceWrites.markVoided(tx, shopId, invoiceId, VOID_REASON, userId, voidedAt);
    await restoreStock(tx, { shopId, branchId: invoice.branchId, invoiceId, userId, at: voidedAt });
  }
}
