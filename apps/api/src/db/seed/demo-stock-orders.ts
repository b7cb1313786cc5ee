import { randomUUID } from "node:crypto";
import { addDays, toMajor, type StockOrderStatus } from "@pitlane/domain";
import type { Db } from "../client.js";
import { stockOrderLines, stockOrders } from "../schema/index.js";
import { takeShopNumbers } from "../shop-counter.js";
import { newLines, totalOf } from "../../modules/shop/stock-order/lines.js";
import { statusAfterReceipt } from "../../modules/shop/stock-order/receive.js";
import type { StockOrderLineInsert } from "../../modules/shop/stock-order/write-repo.js";
import type { DemoShop } from "./demo-catalog.js";
import { DEMO_STOCK_ORDERS, type Moment, type PlannedOrder } from "./demo-stock-order-plan.js";
import type { demoStockLedger } from "./demo-stock-ledger.js";
import { seededId } from "./seeded-id.js";

export interface InventoryContext {
  shop: DemoShop;
  ownerId: string;
  /** The seeding day in the shop's zone, and a moment of the demo as an instant. */
  today: string;
  at: (moment: Moment) => Date;
  ledger: Awaited<ReturnType<typeof demoStockLedger>>;
  /** A variant of demo-products.ts by its SKU, with its cost. */
  variantOf: (sku: string) => { id: string; costMinor: number };
}

/** Prices went up about 1.5% a month: an older order paid a little under today's cost, in tens of rupees. */
const costOn = (costMinor: number, day: number) => Math.round((toMajor(costMinor) * (1 + day * 0.0005)) / 10) * 10;

/** Where an order stands after its deliveries, as placing, receiving and cancelling leave it. */
function statusOf(plan: PlannedOrder, lines: StockOrderLineInsert[]): StockOrderStatus {
  if (plan.cancelled) return "cancelled";
  if (!plan.ordered) return "draft";
  return plan.receipts?.length ? statusAfterReceipt(lines) : "ordered";
}

/**
 * One planned order: its lines as adding it writes them (newLines: products that keep a count, sold
 * at the branch, named as the API names them), each delivery into the ledger as receiving does, and
 * its row with the sums, the status and the stamps of what happened to it.
 */
async function buildOrder(tx: Db, ctx: InventoryContext, plan: PlannedOrder & { supplierId: string }) {
  const { shopId } = ctx.shop;
  const { variantOf } = ctx;
  const branchId = plan.branch === "gulberg" ? ctx.shop.gulbergId : ctx.shop.modelTownId;
  const products = plan.lines.map(([sku, quantity]) => {
    const v = variantOf(sku);
    return { variant_id: v.id, quantity, unit_cost: costOn(v.costMinor, plan.created[0]) };
  });
  const lines = await newLines(tx, { shopId, branchId }, products, 1);
  const id = randomUUID();
  for (const receipt of plan.receipts ?? []) {
    if (!plan.ordered) throw new Error("a demo stock order is received before it is placed");
    const named = new Map(receipt.units?.map(([sku, quantity]) => [variantOf(sku).id, quantity]));
    if ([...named.keys()].some((v) => !lines.some((line) => line.variantId === v))) {
      throw new Error("a demo stock order receives a product it did not order");
    }
    const taken = lines.map((line) => ({
      line,
      quantity: receipt.units ? (named.get(line.variantId) ?? 0) : line.quantity - line.receivedQuantity,
    }));
    for (const t of taken) t.line.receivedQuantity += t.quantity;
    ctx.ledger.receive(
      { branchId, at: ctx.at(receipt.at), stockOrderId: id },
      taken
        .filter((t) => t.quantity > 0)
        .map((t) => ({ variantId: t.line.variantId, name: t.line.name, quantity: t.quantity })),
    );
  }
  const status = statusOf(plan, lines);
  const receivedValueMinor = lines.reduce((sum, l) => sum + l.receivedQuantity * l.unitCostMinor, 0);
  const moments = [plan.created, plan.ordered, ...(plan.receipts ?? []).map((r) => r.at), plan.cancelled];
  const last = plan.receipts?.at(-1)?.at;
  const order: Omit<typeof stockOrders.$inferInsert, "number"> = {
    id,
    shopId,
    supplierId: plan.supplierId,
    branchId,
    status,
    expectedOn: plan.ordered && plan.leadDays ? addDays(ctx.today, plan.ordered[0] + plan.leadDays) : null,
    notes: plan.notes ?? null,
    totalMinor: totalOf(lines),
    receivedValueMinor,
    paidMinor: plan.paid ? receivedValueMinor : 0,
    orderedAt: plan.ordered ? ctx.at(plan.ordered) : null,
    receivedAt: status === "received" && last ? ctx.at(last) : null,
    cancelledAt: plan.cancelled ? ctx.at(plan.cancelled) : null,
    createdBy: ctx.ownerId,
    createdAt: ctx.at(plan.created),
    updatedAt: ctx.at(moments.filter((m) => m !== undefined).at(-1) ?? plan.created),
  };
  return { id, order, lines };
}

/**
 * The demo's stock orders (demo-stock-order-plan.ts) to the suppliers named, numbered from the shop's
 * counter in the order they were written, in two statements; their deliveries go into the ledger.
 */
export async function seedDemoStockOrders(tx: Db, ctx: InventoryContext, supplierIds: Map<string, string>) {
  const { shopId } = ctx.shop;
  const built = [];
  for (const plan of DEMO_STOCK_ORDERS) {
    const supplierId = seededId(supplierIds, plan.supplier, "supplier");
    built.push(await buildOrder(tx, ctx, { ...plan, supplierId }));
  }
  const first = await takeShopNumbers(tx, shopId, "lastStockOrderNumber", built.length);
  await tx.insert(stockOrders).values(built.map((b, n) => ({ ...b.order, number: first + n })));
  await tx
    .insert(stockOrderLines)
    .values(built.flatMap((b) => b.lines.map((line) => ({ ...line, shopId, stockOrderId: b.id }))));
}
