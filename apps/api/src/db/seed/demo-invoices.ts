import { randomUUID } from "node:crypto";
import { paymentStatusOf } from "@pitlane/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client.js";
import {
  invoiceLines,
  invoices,
  jobCardPackages,
  jobCardProducts,
  jobCardServices,
  payments,
} from "../schema/index.js";
import { takeShopNumbers } from "../shop-counter.js";
import { branchAddressOf, shopAddressOf } from "../../modules/shop/invoice/address-repo.js";
import { draftInvoice } from "../../modules/shop/invoice/issue.js";
import { issueWrites } from "../../modules/shop/invoice/issue-repo.js";
import { billInputOf, type StoredLines } from "../../modules/shop/job-card/line-rows.js";
import { demoStockLedger } from "./demo-stock-ledger.js";
import type { SeededRandom } from "./demo-fleet-random.js";
import type { PlannedCard } from "./demo-job-card-plan.js";

/** What became of an invoice: paid at the counter, in two goes, in part, not yet, or voided. */
type Fate = "paid" | "paid_in_two" | "partial" | "unpaid" | "void";

interface Context {
  shopId: string;
  userId: string;
  random: SeededRandom;
}

/** A completed job card of the demo, as the job cards' seed placed it. */
interface CompletedCard {
  card: PlannedCard;
  id: string;
  stamps: { completedAt: Date | null };
}

const VOID_REASON = "Work redone under warranty: no charge";
const BALANCE_NOTE = "Balance paid on collection";
const HOUR = 60 * 60_000;
/** The balance of an invoice paid in two goes comes in two days after the work; a voided one is voided three hours after. */
const BALANCE_AFTER = 48 * HOUR;
const VOID_AFTER = 3 * HOUR;

/** An invoice's void columns: empty until it is voided. */
const NOT_VOIDED: { voidedAt?: Date; voidReason?: string; voidedBy?: string } = {};

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
export function partOf(random: SeededRandom, totalMinor: number): number {
  const part = Math.floor((totalMinor * random.int(30, 70)) / 100 / 10_000) * 10_000;
  return part > 0 && part < totalMinor ? part : Math.max(1, Math.floor(totalMinor / 2));
}

/** A completed card's completion time, when its invoice is issued. */
function completedAtOf(card: CompletedCard): Date {
  if (!card.stamps.completedAt) throw new Error(`demo invoice of a job card never completed: ${card.id}`);
  return card.stamps.completedAt;
}

/** The stored lines of many job cards in three reads, each card's in the order issuing reads them (by name). */
async function storedLinesOf(tx: Db, shopId: string, jobCardIds: string[]): Promise<(id: string) => StoredLines> {
  const [packages, services, products] = [
    await tx
      .select()
      .from(jobCardPackages)
      .where(and(eq(jobCardPackages.shopId, shopId), inArray(jobCardPackages.jobCardId, jobCardIds)))
      .orderBy(jobCardPackages.name),
    await tx
      .select()
      .from(jobCardServices)
      .where(and(eq(jobCardServices.shopId, shopId), inArray(jobCardServices.jobCardId, jobCardIds)))
      .orderBy(jobCardServices.name),
    await tx
      .select()
      .from(jobCardProducts)
      .where(and(eq(jobCardProducts.shopId, shopId), inArray(jobCardProducts.jobCardId, jobCardIds)))
      .orderBy(jobCardProducts.name),
  ];
  return (id) => ({
    packages: packages.filter((p) => p.jobCardId === id),
    services: services.filter((s) => s.jobCardId === id),
    products: products.filter((p) => p.jobCardId === id),
  });
}

/** The seller and the branches' addresses, read once for every invoice (nothing changes them in between). */
export async function sellerOf(tx: Db, shopId: string, branchIds: string[]) {
  const seller = await issueWrites.lockedSeller(tx, shopId);
  if (!seller) throw new Error("the demo shop is missing");
  const address = await shopAddressOf(tx, shopId);
  const branchAddresses = new Map<string, Awaited<ReturnType<typeof branchAddressOf>>>();
  for (const id of new Set(branchIds)) branchAddresses.set(id, await branchAddressOf(tx, shopId, id));
  return { seller: { ...seller, address }, branchAddressOf: (id: string) => branchAddresses.get(id) ?? null };
}

/** An invoice of the demo with what has been paid on it so far. */
interface PayableInvoice {
  id: string;
  totalMinor: number;
  paid: { paidMinor: number; paymentStatus: string };
}

/**
 * The demo's payments, recorded as the invoice's payment route records one: a payment row, and the
 * invoice's paid amount and payment status moved by it. `recorded` are the rows to insert.
 */
export function demoPayments(shopId: string, userId: string) {
  const recorded: (typeof payments.$inferInsert)[] = [];
  const pay = (i: PayableInvoice, amountMinor: number, note: string | null, paidAt: Date) => {
    const paidMinor = i.paid.paidMinor + amountMinor;
    i.paid = { paidMinor, paymentStatus: paymentStatusOf(i.totalMinor, paidMinor) };
    recorded.push({ shopId, invoiceId: i.id, amountMinor, note, recordedBy: userId, paidAt });
  };
  return { recorded, pay };
}

/**
 * The invoices of the completed job cards, in their order, priced and numbered as completing a job
 * card issues them (draftInvoice, the shop's invoice counter, the stock rules) but at the moment the
 * work was completed; then payments, in every payment status, and one voided invoice that gave its
 * stock back, each stamped when it happened. Played in memory and written in a few bulk statements.
 */
export async function seedDemoInvoices(tx: Db, ctx: Context, completed: CompletedCard[]) {
  const { shopId, userId, random } = ctx;
  if (completed.length === 0) return;
  const linesOf = await storedLinesOf(
    tx,
    shopId,
    completed.map((c) => c.id),
  );
  const { seller, branchAddressOf } = await sellerOf(
    tx,
    shopId,
    completed.map((c) => c.card.branchId),
  );
  const issued = completed.map((c) => {
    const card = { shopId, jobCardId: c.id, clientId: c.card.vehicle.clientId, branchId: c.card.branchId };
    const issuedAt = completedAtOf(c);
    const draft = draftInvoice(
      { ...card, issuedAt },
      billInputOf(linesOf(c.id)),
      seller,
      branchAddressOf(card.branchId),
    );
    const { totalMinor, paymentStatus } = draft.invoice;
    return {
      id: randomUUID(),
      issuedAt,
      totalMinor,
      ...draft,
      paid: { paidMinor: 0, paymentStatus },
      voided: NOT_VOIDED,
    };
  });
  const stock = await demoStockLedger(tx, shopId, userId);
  for (const i of issued) stock.take({ invoiceId: i.id, branchId: i.invoice.branchId, at: i.issuedAt }, i.stock);

  const { recorded, pay } = demoPayments(shopId, userId);
  const fates = fatesOf(
    random,
    completed.map((c) => c.card),
  );
  for (const [n, i] of issued.entries()) {
    const fate = fates[n] ?? "unpaid";
    if (fate === "paid") pay(i, i.totalMinor, null, i.issuedAt);
    if (fate === "partial" || fate === "paid_in_two") pay(i, partOf(random, i.totalMinor), null, i.issuedAt);
    if (fate === "paid_in_two") {
      const later = new Date(i.issuedAt.getTime() + BALANCE_AFTER);
      pay(i, i.totalMinor - i.paid.paidMinor, BALANCE_NOTE, later);
    }
    if (fate !== "void") continue;
    const voidedAt = new Date(i.issuedAt.getTime() + VOID_AFTER);
    i.voided = { voidedAt, voidReason: VOID_REASON, voidedBy: userId };
    stock.restore({ invoiceId: i.id, branchId: i.invoice.branchId, at: voidedAt });
  }

  const first = await takeShopNumbers(tx, shopId, "lastInvoiceNumber", issued.length);
  await tx
    .insert(invoices)
    .values(issued.map((i, n) => ({ ...i.invoice, ...i.paid, ...i.voided, id: i.id, number: first + n })));
  await tx.insert(invoiceLines).values(issued.flatMap((i) => i.lines.map((line) => ({ ...line, invoiceId: i.id }))));
  if (recorded.length > 0) await tx.insert(payments).values(recorded);
  await stock.write();
}

/**
 * Numbers the shop's invoices in the order they were issued, as issuing one at a time would have:
 * the demo drafts the job cards' invoices and the orders' apart, each batch numbered by the counter.
 * Moved out of the way first, since the numbers are unique per shop at every row.
 */
export async function renumberDemoInvoices(tx: Db, shopId: string) {
  await tx
    .update(invoices)
    .set({ number: sql`${invoices.number} + 1000000` })
    .where(eq(invoices.shopId, shopId));
  await tx.execute(sql`
    update ${invoices} set ${sql.identifier(invoices.number.name)} = ordered.n
    from (
      select ${invoices.id} as id, row_number() over (order by ${invoices.issuedAt}, ${invoices.number}) as n
      from ${invoices} where ${invoices.shopId} = ${shopId}
    ) as ordered
    where ${invoices.shopId} = ${shopId} and ${invoices.id} = ordered.id`);
}
