import { DiscountType, billTotals, jobCardBillLines, notFound, paymentStatusOf, type Discount } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { nextShopNumber } from "../../../db/shop-counter.js";
import { toStoredValue } from "../../../platform/money-columns.js";
import { billInputOf } from "../job-card/line-rows.js";
import { branchAddressOf, shopAddressOf } from "./address-repo.js";
import { issueWrites } from "./issue-repo.js";
import { takeStock } from "./stock.js";

export interface IssueInput {
  shopId: string;
  jobCardId: string;
  userId: string;
  /** When it is issued: now, unless the demo seed issues the invoice of work done in the past. */
  issuedAt?: Date;
}

/** A rules discount back in its columns: minor units for Fixed, basis points for Percentage. */
function discountColumnsOf(discount: Discount) {
  if (discount.type === null) return { discountType: null, discountValue: 0 };
  const stored = discount.type === DiscountType.percentage ? toStoredValue(discount.value) : discount.value;
  return { discountType: discount.type, discountValue: stored };
}

/**
 * Issues the invoice of a completed job card inside the caller's transaction: lines and totals from
 * the prices snapshotted on the job card, the seller (its name, VAT number, address and the
 * branch's address) and VAT rate as they stand now, the next
 * number, and every product (a package's too) taken out of the branch's stock. Any refusal (not
 * enough stock) throws and rolls the whole completion back.
 */
export async function issueInvoice(tx: Db, input: IssueInput): Promise<{ invoiceId: string; number: number }> {
  const { shopId, jobCardId, userId, issuedAt } = input;
  const card = await issueWrites.jobCardOf(tx, shopId, jobCardId);
  if (!card) throw notFound("job_card_not_found");
  const billInput = billInputOf(await issueWrites.linesOf(tx, shopId, jobCardId));
  const seller = await issueWrites.lockedSeller(tx, shopId);
  if (!seller) throw notFound("shop_not_found");
  const sellerAddress = await shopAddressOf(tx, shopId);
  const branchAddress = await branchAddressOf(tx, shopId, card.branchId);
  const lines = jobCardBillLines(billInput);
  const totals = billTotals(lines, seller.vatRateBp);
  const number = await nextShopNumber(tx, shopId, "lastInvoiceNumber");
  const invoiceId = await issueWrites.insertInvoice(tx, {
    shopId,
    number,
    jobCardId,
    clientId: card.clientId,
    branchId: card.branchId,
    currency: seller.currency,
    sellerName: seller.name,
    sellerVatNumber: seller.vatNumber,
    sellerAddress,
    branchAddress,
    vatRateBp: seller.vatRateBp,
    subtotalMinor: totals.subtotalMinor,
    discountMinor: totals.discountMinor,
    vatMinor: totals.vatMinor,
    totalMinor: totals.totalMinor,
    paymentStatus: paymentStatusOf(totals.totalMinor, 0),
    issuedAt,
    createdAt: issuedAt,
  });
  await issueWrites.insertLines(
    tx,
    lines.map((line, position) => ({
      invoiceId,
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
    })),
  );
  const stockLines = billInput.products.map((p) => ({ variantId: p.variantId, name: p.name, quantity: p.quantity }));
  await takeStock(tx, { shopId, branchId: card.branchId, invoiceId, userId, at: issuedAt }, stockLines);
  return { invoiceId, number };
}
