import {
  DiscountType,
  billTotals,
  jobCardBillLines,
  notFound,
  paymentStatusOf,
  type AddressText,
  type Discount,
  type JobCardBillInput,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { invoiceLines, invoices } from "../../../db/schema/index.js";
import { nextShopNumber } from "../../../db/shop-counter.js";
import { toStoredValue } from "../../../platform/money-columns.js";
import { billInputOf } from "../job-card/line-rows.js";
import { branchAddressOf, shopAddressOf } from "./address-repo.js";
import { issueWrites } from "./issue-repo.js";
import { takeStock, type StockLine } from "../stock/movements.js";
import { addDailySales, invoiceSalesDelta } from "../dashboard/daily-sales.js";

export interface IssueInput {
  shopId: string;
  jobCardId: string;
  userId: string;
  /** When it is issued: now, unless the demo seed issues the invoice of work done in the past. */
  issuedAt?: Date;
}

/** The seller as an invoice prints it, read when it is issued. */
export interface InvoiceSeller {
  name: string;
  vatNumber: string | null;
  vatRateBp: number;
  currency: string;
  address: AddressText | null;
}

/** A rules discount back in its columns: minor units for Fixed, basis points for Percentage. */
function discountColumnsOf(discount: Discount) {
  if (discount.type === null) return { discountType: null, discountValue: 0 };
  const stored = discount.type === DiscountType.percentage ? toStoredValue(discount.value) : discount.value;
  return { discountType: discount.type, discountValue: stored };
}

/**
 * What an invoice bills (decision 0054): a completed job card or a completed customer order, with its
 * client and branch. The source decides whether issuing takes stock: a job card's products leave
 * stock when it is invoiced, an order's already left when it was shipped or handed over.
 */
export interface InvoiceSource {
  shopId: string;
  jobCardId?: string;
  orderId?: string;
  clientId: string;
  branchId: string;
  issuedAt?: Date;
}

/**
 * The invoice a completed job card or order makes, before it has a number: lines and totals from
 * the prices snapshotted on it, the seller and the branch's address as given, and the products (a
 * package's too) it sold.
 */
export function draftInvoice(
  source: InvoiceSource,
  billInput: JobCardBillInput,
  seller: InvoiceSeller,
  branchAddress: AddressText | null,
) {
  const { shopId, issuedAt } = source;
  const lines = jobCardBillLines(billInput);
  const totals = billTotals(lines, seller.vatRateBp);
  const invoice = {
    shopId,
    jobCardId: source.jobCardId ?? null,
    orderId: source.orderId ?? null,
    clientId: source.clientId,
    branchId: source.branchId,
    currency: seller.currency,
    sellerName: seller.name,
    sellerVatNumber: seller.vatNumber,
    sellerAddress: seller.address,
    branchAddress,
    vatRateBp: seller.vatRateBp,
    subtotalMinor: totals.subtotalMinor,
    discountMinor: totals.discountMinor,
    vatMinor: totals.vatMinor,
    totalMinor: totals.totalMinor,
    paymentStatus: paymentStatusOf(totals.totalMinor, 0),
    issuedAt,
    createdAt: issuedAt,
  } satisfies Omit<typeof invoices.$inferInsert, "number">;
  const lineRows = lines.map((line, position): Omit<typeof invoiceLines.$inferInsert, "invoiceId"> => ({
    shopId,
    position,
    kind: line.kind,
    refId: line.refId,
    name: line.name,
    quantity: line.quantity,
    unitPriceMinor: line.unitPriceMinor,
    ...discountColumnsOf(line.discount),
    discountMinor: totals.lines[position]?.discountMinor ?? 0,
    netMinor: totals.lines[position]?.netMinor ?? 0,
    vatApplies: line.vatApplies,
  }));
  const stock = billInput.products.map((p): StockLine => ({
    variantId: p.variantId,
    name: p.name,
    quantity: p.quantity,
  }));
  return { invoice, lines: lineRows, stock };
}

/**
 * Issues the invoice of a completed job card or order inside the caller's transaction (see
 * draftInvoice), with the seller (its name, VAT number, address) and VAT rate as they stand now and
 * the next number, counted in its day's sales (decision 0055); answers it with the products it sold.
 */
export async function issueInvoiceOf(tx: Db, source: InvoiceSource, billInput: JobCardBillInput) {
  const { shopId } = source;
  const seller = await issueWrites.lockedSeller(tx, shopId);
  if (!seller) throw notFound("shop_not_found");
  const address = await shopAddressOf(tx, shopId);
  const branchAddress = await branchAddressOf(tx, shopId, source.branchId);
  const draft = draftInvoice(source, billInput, { ...seller, address }, branchAddress);
  const number = await nextShopNumber(tx, shopId, "lastInvoiceNumber");
  const invoiceId = await issueWrites.insertInvoice(tx, { ...draft.invoice, number });
  await addDailySales(
    tx,
    { shopId, branchId: source.branchId, zone: seller.timeZone, at: source.issuedAt },
    invoiceSalesDelta({ jobCardId: source.jobCardId ?? null, totalMinor: draft.invoice.totalMinor }, 1),
  );
  await issueWrites.insertLines(
    tx,
    draft.lines.map((line) => ({ ...line, invoiceId })),
  );
  return { invoiceId, number, stock: draft.stock };
}

/**
 * Issues the invoice of a completed job card (see issueInvoiceOf) and takes its products out of the
 * branch's stock. Any refusal (not enough stock) throws and rolls the whole completion back.
 */
export async function issueInvoice(tx: Db, input: IssueInput): Promise<{ invoiceId: string; number: number }> {
  const { shopId, jobCardId, userId, issuedAt } = input;
  const card = await issueWrites.jobCardOf(tx, shopId, jobCardId);
  if (!card) throw notFound("job_card_not_found");
  const stored = await issueWrites.linesOf(tx, shopId, jobCardId);
  const issued = await issueInvoiceOf(tx, { shopId, jobCardId, ...card, issuedAt }, billInputOf(stored));
  const change = { shopId, branchId: card.branchId, invoiceId: issued.invoiceId, userId, at: issuedAt };
  await takeStock(tx, change, issued.stock);
  return { invoiceId: issued.invoiceId, number: issued.number };
}
