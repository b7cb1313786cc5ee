import {
  DiscountType,
  billTotals,
  jobCardBillLines,
  notFound,
  paymentStatusOf,
  type Discount,
  type JobCardBillInput,
} from "@pitlane/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { nextShopNumber } from "../../../db/shop-counter.js";
import {
  invoiceLines,
  invoices,
  jobCardPackages,
  jobCardProducts,
  jobCardServices,
  jobCards,
  shops,
} from "../../../db/schema/index.js";
import { toStoredValue } from "../../../platform/money-columns.js";
import { billInputOf } from "../job-card/line-rows.js";
import { branchAddressOf, shopAddressOf } from "./address-repo.js";
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

/** The job card's stored lines, read in its transaction. */
async function readBillInput(tx: Db, shopId: string, jobCardId: string): Promise<JobCardBillInput> {
  // One query after another: a transaction holds one connection.
  const packageRows = await tx
    .select()
    .from(jobCardPackages)
    .where(and(eq(jobCardPackages.jobCardId, jobCardId), eq(jobCardPackages.shopId, shopId)))
    .orderBy(jobCardPackages.name);
  const serviceRows = await tx
    .select()
    .from(jobCardServices)
    .where(and(eq(jobCardServices.jobCardId, jobCardId), eq(jobCardServices.shopId, shopId)))
    .orderBy(jobCardServices.name);
  const productRows = await tx
    .select()
    .from(jobCardProducts)
    .where(and(eq(jobCardProducts.jobCardId, jobCardId), eq(jobCardProducts.shopId, shopId)))
    .orderBy(jobCardProducts.name);
  return billInputOf({ packages: packageRows, services: serviceRows, products: productRows });
}

async function sellerOf(tx: Db, shopId: string) {
  const [row] = await tx
    .select({ name: shops.shopName, vatNumber: shops.vatNumber, vatRateBp: shops.vatRateBp, currency: shops.currency })
    .from(shops)
    .where(eq(shops.id, shopId))
    // Held until the invoice commits: the currency cannot change under it (see shop/repo.ts).
    .for("share");
  if (!row) throw notFound("shop_not_found");
  return row;
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
  const [card] = await tx
    .select({ clientId: jobCards.clientId, branchId: jobCards.branchId })
    .from(jobCards)
    .where(and(eq(jobCards.id, jobCardId), eq(jobCards.shopId, shopId)));
  if (!card) throw notFound("job_card_not_found");
  const billInput = await readBillInput(tx, shopId, jobCardId);
  const seller = await sellerOf(tx, shopId);
  const sellerAddress = await shopAddressOf(tx, shopId);
  const branchAddress = await branchAddressOf(tx, shopId, card.branchId);
  const lines = jobCardBillLines(billInput);
  const totals = billTotals(lines, seller.vatRateBp);
  const number = await nextShopNumber(tx, shopId, "lastInvoiceNumber");
  const [invoice] = await tx
    .insert(invoices)
    .values({
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
    })
    .returning({ id: invoices.id });
  if (!invoice) throw new Error("The invoice insert returned no row");
  if (lines.length > 0) {
    await tx.insert(invoiceLines).values(
      lines.map((line, position) => ({
        invoiceId: invoice.id,
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
  }
  const stockLines = billInput.products.map((p) => ({ variantId: p.variantId, name: p.name, quantity: p.quantity }));
  await takeStock(tx, { shopId, branchId: card.branchId, invoiceId: invoice.id, userId, at: issuedAt }, stockLines);
  return { invoiceId: invoice.id, number };
}
