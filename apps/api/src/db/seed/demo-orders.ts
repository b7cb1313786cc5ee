import { randomUUID } from "node:crypto";
import { addDays, isOrderCompleted, orderStockHold, type OrderCreateBody, type OrderStatus } from "@pitlane/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../client.js";
import {
  clients,
  invoiceLines,
  invoices,
  orderPackages,
  orderProducts,
  orderShipments,
  orders,
  payments,
} from "../schema/index.js";
import { takeShopNumbers } from "../shop-counter.js";
import { draftInvoice } from "../../modules/shop/invoice/issue.js";
import type { ProductLine } from "../../modules/shop/job-card/booking-checks.js";
import { bookingReads, type VariantLine } from "../../modules/shop/job-card/booking-reads.js";
import { draftOrder, orderBillInput } from "../../modules/shop/order/place.js";
import type { StockLine } from "../../modules/shop/stock/movements.js";
import { lahoreAddressOf, weighted } from "./demo-clients.js";
import { seededRandom, type SeededRandom } from "./demo-fleet-random.js";
import { demoPayments, partOf, renumberDemoInvoices, sellerOf } from "./demo-invoices.js";
import { productPackagesAt, type MenuPackage } from "./demo-job-card-menu.js";
import { planCustomerOrders, type PlannedCustomerOrder } from "./demo-order-plan.js";
import type { InventoryContext } from "./demo-stock-orders.js";

/** Its own seed, so the orders stay the same when the job cards or the fleet change. */
const SEED = 20_250_917;
/** Units a branch keeps on the shelf after an order: an order never empties a row. */
const SHELF = 2;

/** What clients order, by SKU of demo-products.ts: how often, and the most units of it. */
const ORDERED: [sku: string, weight: number, most: number][] = [
  ["SHELL-HX7-4L", 6, 2],
  ["SHELL-HX7-1L", 4, 4],
  ["TOTAL-Q9000-4L", 4, 2],
  ["TOTAL-Q9000-1L", 2, 3],
  ["GF-OF-COROLLA", 3, 2],
  ["GF-OF-CIVIC", 3, 2],
  ["GF-OF-ALTO", 2, 2],
  ["GF-AF-COROLLA", 2, 1],
  ["GF-AF-CIVIC", 2, 1],
  ["GF-AF-CULTUS", 1, 1],
  ["BOSCH-BP-COROLLA-F", 1, 1],
  ["BOSCH-BP-CIVIC-F", 1, 1],
  ["AGS-NS40", 1, 1],
  ["AGS-NS60", 1, 1],
];

/** A branch's catalogue as an order reads it: what it sells of ORDERED by SKU, and its packages of products only. */
interface Shelf {
  branchId: string;
  variants: Map<string, VariantLine>;
  packages: MenuPackage[];
}

/** Each branch's shelf, read as placing an order checks its lines: products active and sold there. */
async function shelvesOf(tx: Db, ctx: InventoryContext, branchIds: string[]) {
  const { shopId } = ctx.shop;
  const kits = await productPackagesAt(tx, shopId, branchIds);
  const shelves = new Map<string, Shelf>();
  for (const branchId of branchIds) {
    const ids = new Map(ORDERED.map(([sku]) => [ctx.variantOf(sku).id, sku]));
    const rows = await bookingReads.variantsAt(tx, shopId, branchId, [...ids.keys()]);
    const sold = rows.filter((r) => r.isProductActive && r.soldAtBranchId);
    const variants = new Map(sold.map((r) => [ids.get(r.line.variantId) ?? "", r.line]));
    shelves.set(branchId, { branchId, variants, packages: kits.filter((k) => k.branchId === branchId) });
  }
  return shelves;
}

/**
 * An order's lines: now and then the branch's kit, and one to three products, each only while the
 * branch has it to spare from the order's moment on (after every sale, delivery and order so far).
 */
function linesOf(random: SeededRandom, ctx: InventoryContext, shelf: Shelf, at: Date) {
  const taking = new Map<string, number>();
  const spare = (line: { variantId: string; quantity: number }) =>
    ctx.ledger.unitsFrom({ branchId: shelf.branchId, at }, line.variantId).fewest -
      (taking.get(line.variantId) ?? 0) -
      line.quantity >=
    SHELF;
  const take = (line: { variantId: string; quantity: number }) =>
    taking.set(line.variantId, (taking.get(line.variantId) ?? 0) + line.quantity);
  const kit = shelf.packages.length > 0 && random.chance(0.2) ? random.pick(shelf.packages) : null;
  const packages = kit && kit.products.every(spare) ? [kit] : [];
  for (const line of packages.flatMap((p) => p.products)) take(line);
  const own: ProductLine[] = [];
  const wanted = packages.length > 0 ? random.int(0, 1) : random.pick([1, 1, 2, 2, 3]);
  for (let tries = 0; own.length < wanted && tries < 10; tries++) {
    const [sku, , most] = weighted(random, ORDERED, (o) => o[1]);
    const variant = shelf.variants.get(sku);
    const line = variant && { ...variant, quantity: random.int(1, most), packageId: null };
    if (!line || own.some((o) => o.variantId === line.variantId) || !spare(line)) continue;
    take(line);
    own.push(line);
  }
  if (packages.length === 0 && own.length === 0) throw new Error("a demo order found nothing to spare at its branch");
  return { packages, own };
}

/** The order's row stamps: the moment of each step it reached, and its last change. */
function stampsOf(steps: { status: OrderStatus; at: Date }[], placedAt: Date) {
  const when = (...statuses: OrderStatus[]) => steps.find((s) => statuses.includes(s.status))?.at ?? null;
  return {
    confirmedAt: when("confirmed"),
    packedAt: when("packed"),
    dispatchedAt: when("shipped", "ready_for_pickup"),
    completedAt: when("delivered", "picked_up"),
    cancelledAt: when("cancelled"),
    updatedAt: steps.at(-1)?.at ?? placedAt,
  };
}

/**
 * The demo shop's customer orders (demo-order-plan.ts), built as placing and moving them along builds
 * them (draftOrder, the stock rules, the invoice on completion: decision 0054) at their moments, and
 * written in a few statements: orders numbered by the shop's counter, oldest first; their stock moves
 * into the inventory's ledger (held on confirmation, taken when shipped or picked up, let go or put
 * back when cancelled); their invoices issued when delivered or picked up, then paid in full, in
 * part or not yet.
 */
export async function seedDemoOrders(tx: Db, ctx: InventoryContext): Promise<void> {
  const { shopId, gulbergId, modelTownId } = ctx.shop;
  const random = seededRandom(SEED);
  const plans = planCustomerOrders(random, ctx.today);
  const buyers = await tx
    .select({ id: clients.id, address: clients.address })
    .from(clients)
    .where(and(eq(clients.shopId, shopId), isNull(clients.archivedAt)))
    .orderBy(clients.phone);
  const shelves = await shelvesOf(tx, ctx, [gulbergId, modelTownId]);
  const { seller, branchAddressOf } = await sellerOf(tx, shopId, [gulbergId, modelTownId]);
  const { recorded, pay } = demoPayments(shopId, ctx.ownerId);
  const who = { shopId, userId: ctx.ownerId };
  const built = plans.map((plan) => {
    const branchId = plan.branch === "gulberg" ? gulbergId : modelTownId;
    const shelf = shelves.get(branchId);
    if (!shelf) throw new Error("demo order at an unknown branch");
    return buildOrder(random, ctx, { plan, shelf, buyer: random.pick(buyers), who, seller });
  });

  const firstOrder = await takeShopNumbers(tx, shopId, "lastOrderNumber", built.length);
  await tx.insert(orders).values(built.map((b, n) => ({ ...b.order, number: firstOrder + n })));
  await tx.insert(orderPackages).values(built.flatMap((b) => b.packages));
  await tx.insert(orderProducts).values(built.flatMap((b) => b.products));
  const shipments = built.flatMap((b) => b.shipment ?? []);
  if (shipments.length > 0) await tx.insert(orderShipments).values(shipments);

  const done = built.flatMap((b) => {
    const completedAt = b.order.completedAt;
    if (!completedAt || !isOrderCompleted(b.order.status as OrderStatus)) return [];
    const source = { shopId, orderId: b.order.id, clientId: b.order.clientId, branchId: b.order.branchId };
    const bill = orderBillInput({ packages: b.packages, products: b.products });
    const draft = draftInvoice({ ...source, issuedAt: completedAt }, bill, seller, branchAddressOf(source.branchId));
    const { totalMinor, paymentStatus } = draft.invoice;
    const issued = { id: randomUUID(), totalMinor, ...draft, paid: { paidMinor: 0, paymentStatus } };
    // Paid on delivery (the courier collects it) or at the counter, when it was completed.
    if (b.payment === "paid") pay(issued, totalMinor, b.collectedBy, completedAt);
    if (b.payment === "partial") pay(issued, partOf(random, totalMinor), null, completedAt);
    return [issued];
  });
  if (done.length === 0) return;
  const firstInvoice = await takeShopNumbers(tx, shopId, "lastInvoiceNumber", done.length);
  await tx
    .insert(invoices)
    .values(done.map((i, n) => ({ ...i.invoice, ...i.paid, id: i.id, number: firstInvoice + n })));
  await tx.insert(invoiceLines).values(done.flatMap((i) => i.lines.map((line) => ({ ...line, invoiceId: i.id }))));
  if (recorded.length > 0) await tx.insert(payments).values(recorded);
  await renumberDemoInvoices(tx, shopId);
}

interface OrderInput {
  plan: PlannedCustomerOrder;
  shelf: Shelf;
  buyer: { id: string; address: string | null };
  who: { shopId: string; userId: string };
  seller: { currency: string; vatRateBp: number };
}

/** One planned order: its rows as placing drafts them, each step's stock played into the ledger at its moment. */
function buildOrder(random: SeededRandom, ctx: InventoryContext, input: OrderInput) {
  const { plan, shelf, buyer, who } = input;
  const { branchId } = shelf;
  const placedAt = ctx.at(plan.placed);
  const { packages, own } = linesOf(random, ctx, shelf, placedAt);
  const body: OrderCreateBody = {
    kind: plan.kind,
    client_id: buyer.id,
    branch_id: branchId,
    products: own.map((p) => ({ variant_id: p.variantId, quantity: p.quantity })),
    package_ids: packages.map((p) => p.id),
    delivery_address: plan.kind === "delivery" ? (buyer.address ?? lahoreAddressOf(random)) : null,
    pickup_date: plan.pickup ? addDays(ctx.today, plan.pickup[0]) : null,
    pickup_time: plan.pickup ? plan.pickup[1] : null,
    notes: plan.notes,
  };
  const draft = draftOrder({ ...who, at: placedAt }, body, {
    packages,
    products: [...packages.flatMap((p) => p.products), ...own],
    seller: input.seller,
  });
  const id = randomUUID();
  const lines: StockLine[] = draft.products.map((p) => ({
    variantId: p.variantId,
    name: p.name,
    quantity: p.quantity,
  }));
  const steps = plan.steps.map((s) => ({ status: s.status, at: ctx.at(s.at) }));
  let held = new Set<string>();
  let before: OrderStatus = "placed";
  for (const step of steps) {
    const move = { branchId, at: step.at, orderId: id };
    const holding = lines.filter((l) => held.has(l.variantId));
    const [was, now] = [orderStockHold(before), orderStockHold(step.status)];
    if (now === "reserved" && was === "none") held = ctx.ledger.reserve(move, lines);
    if (now === "taken" && was === "reserved") ctx.ledger.send(move, holding);
    if (now === "none" && was === "reserved") ctx.ledger.release(move, holding);
    if (now === "none" && was === "taken") ctx.ledger.putBack(move);
    before = step.status;
  }
  const status = steps.at(-1)?.status ?? "placed";
  const shipment = plan.shipment && {
    shopId: who.shopId,
    orderId: id,
    courierCompany: plan.shipment.courier,
    deliveryAddress: body.delivery_address ?? "",
    estimatedDeliveryDate: addDays(ctx.today, plan.shipment.estimatedDay),
    remarks: plan.shipment.remarks,
    trackingNumber: plan.shipment.tracking,
    updatedBy: who.userId,
    updatedAt: ctx.at(plan.shipment.at),
  };
  return {
    order: {
      ...draft.order,
      id,
      status,
      ...stampsOf(steps, placedAt),
      cancelReason: plan.cancelReason ?? null,
    },
    packages: draft.packages.map((p) => ({ ...p, orderId: id })),
    products: draft.products.map((p) => ({ ...p, orderId: id, holdsStock: held.has(p.variantId) })),
    shipment,
    payment: plan.payment,
    collectedBy:
      plan.kind === "delivery" && shipment ? `Cash on delivery, collected by ${shipment.courierCompany}` : null,
  };
}
