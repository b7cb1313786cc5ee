import {
  billTotals,
  invalid,
  jobCardBillLines,
  notFound,
  todayIn,
  type JobCardBillInput,
  type OrderCreateBody,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { orders } from "../../../db/schema/index.js";
import { assertOwned } from "../../../db/ownership.js";
import { nextShopNumber } from "../../../db/shop-counter.js";
import { issueWrites } from "../invoice/issue-repo.js";
import { checkClient, checkPackages, checkProducts, type ProductLine } from "../job-card/booking-checks.js";
import { billInputOf, productLineColumns } from "../job-card/line-rows.js";
import { addDailySales } from "../dashboard/daily-sales.js";
import { orderWrites } from "./write-repo.js";

/** Who takes an order, in which shop and on whose wall clock. */
export interface OrderAuthor {
  shopId: string;
  userId: string;
  zone: string;
  /** When it happens: now, unless the demo seed plays the past. */
  at?: Date;
}

/** An order's stored lines (its packages and products, as `orderWrites.lines` reads them) as the invoice rule takes them. */
export const orderBillInput = (lines: Omit<Parameters<typeof billInputOf>[0], "services">): JobCardBillInput =>
  billInputOf({ ...lines, services: [] });

/**
 * What the order sells, checked as a job card's lines are (decision 0054): the client the shop's and
 * not archived, the branch the shop's, packages of the branch and active and made of products only,
 * products active and sold at the branch; a pickup not before today. Each refusal is a 400 naming its
 * field.
 */
async function checkOrder(tx: Db, who: OrderAuthor, body: OrderCreateBody) {
  const { shopId } = who;
  await checkClient(tx, shopId, body.client_id);
  await assertOwned(tx, "branches", shopId, [body.branch_id], "branch_id", "not_shop_branch");
  if (body.kind === "pickup" && body.pickup_date! < todayIn(who.zone, who.at)) {
    throw invalid("pickup_date", "date_past");
  }
  const packages = await checkPackages(tx, shopId, body.branch_id, body.package_ids, new Set(), {
    field: "package_ids",
    code: "package_has_services",
  });
  const own = await checkProducts(tx, shopId, body.branch_id, body.products);
  return { packages: packages.packages, products: [...packages.products, ...own] };
}

/** What placing reads before it writes: the checked lines, and the seller's currency and VAT rate. */
export interface OrderPricing {
  packages: { id: string; name: string; priceMinor: number }[];
  products: ProductLine[];
  seller: { currency: string; vatRateBp: number };
}

/**
 * An order's rows before it has a number: its lines priced as checked, its totals by the invoice
 * rules at the seller's VAT rate, stamped by `who` (the demo seed drafts its past orders with it too).
 */
export function draftOrder(who: Omit<OrderAuthor, "zone">, body: OrderCreateBody, pricing: OrderPricing) {
  const { shopId } = who;
  const { seller } = pricing;
  const packages = pricing.packages.map((p, position) => ({
    shopId,
    position,
    packageId: p.id,
    name: p.name,
    priceMinor: p.priceMinor,
  }));
  const products = pricing.products.map((p, position) => ({ shopId, position, ...productLineColumns(p) }));
  const totals = billTotals(jobCardBillLines(orderBillInput({ packages, products })), seller.vatRateBp);
  const delivery = body.kind === "delivery";
  const order = {
    shopId,
    kind: body.kind,
    clientId: body.client_id,
    branchId: body.branch_id,
    deliveryAddress: delivery ? body.delivery_address : null,
    pickupDate: delivery ? null : body.pickup_date,
    pickupTime: delivery ? null : body.pickup_time,
    notes: body.notes,
    currency: seller.currency,
    vatRateBp: seller.vatRateBp,
    subtotalMinor: totals.subtotalMinor,
    discountMinor: totals.discountMinor,
    vatMinor: totals.vatMinor,
    totalMinor: totals.totalMinor,
    units: products.reduce((sum, p) => sum + p.quantity, 0),
    createdBy: who.userId,
    createdAt: who.at,
    updatedAt: who.at,
  } satisfies Omit<typeof orders.$inferInsert, "number">;
  return { order, packages, products };
}

/**
 * Places an order in the caller's transaction: its lines priced as the catalogue stands, its totals
 * by the invoice rules at the shop's VAT rate, the shop's next order number, counted in its day's
 * orders (decision 0055). Answers its id.
 */
export async function placeOrder(tx: Db, who: OrderAuthor, body: OrderCreateBody): Promise<string> {
  const { shopId } = who;
  const checked = await checkOrder(tx, who, body);
  const seller = await issueWrites.lockedSeller(tx, shopId);
  if (!seller) throw notFound("shop_not_found");
  const draft = draftOrder(who, body, { ...checked, seller });
  const number = await nextShopNumber(tx, shopId, "lastOrderNumber");
  await addDailySales(tx, { shopId, branchId: body.branch_id, zone: who.zone, at: who.at }, { ordersPlaced: 1 });
  return orderWrites.insert(tx, { ...draft.order, number }, draft.packages, draft.products);
}
