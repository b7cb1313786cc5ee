import { addDays, instantAt, wallClockAt, type StockAdjustmentReason } from "@pitlane/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../client.js";
import { productVariants, shopUsers, shops } from "../schema/index.js";
import type { DemoShop } from "./demo-catalog.js";
import type { Moment } from "./demo-stock-order-plan.js";
import { demoStockLedger } from "./demo-stock-ledger.js";
import { seedDemoOrders } from "./demo-orders.js";
import { seedDemoStockOrders, type InventoryContext } from "./demo-stock-orders.js";
import { seedDemoSuppliers, type DemoPlace } from "./demo-suppliers.js";

interface PlannedAdjustment {
  at: Moment;
  branch: "gulberg" | "modelTown";
  sku: string;
  reason: StockAdjustmentReason;
  /** The units moved; for a count, the units found. */
  units: number;
  note: string;
}

/**
 * Hand adjustments of the last two months. Units out follow a delivery of at least as many, so they
 * never take what the invoices sold; the two recent counts leave a row under its reorder level.
 */
const ADJUSTMENTS: PlannedAdjustment[] = [
  {
    at: [-40, "11:00"],
    branch: "modelTown",
    sku: "GF-AF-COROLLA",
    reason: "damage",
    units: 2,
    note: "Carton crushed in the store room; two filter elements torn.",
  },
  {
    at: [-30, "17:30"],
    branch: "gulberg",
    sku: "SHELL-HX7-1L",
    reason: "count",
    // 40 to start with and 24 delivered on PO-000001, nothing sold yet.
    units: 62,
    note: "Month-end count: two 1 L cans short of the books.",
  },
  {
    at: [-27, "09:15"],
    branch: "gulberg",
    sku: "AGS-NS40",
    reason: "theft_or_loss",
    units: 1,
    note: "Missing after the weekend; reported to the branch manager.",
  },
  {
    at: [-16, "18:00"],
    branch: "modelTown",
    sku: "GF-OF-CIVIC",
    reason: "count",
    // 15 to start with and 15 delivered on PO-000002, nothing sold yet.
    units: 31,
    note: "Weekly count: one filter found in the Corolla bin.",
  },
  {
    at: [-9, "18:30"],
    branch: "gulberg",
    sku: "BOSCH-BP-CIVIC-R",
    reason: "count",
    units: 1,
    note: "Weekly count: sets short of the books; a set fitted last week was never billed.",
  },
  {
    at: [-6, "12:40"],
    branch: "gulberg",
    sku: "SHELL-HX7-4L",
    reason: "return_stock",
    units: 1,
    note: "Unopened can returned by a client (wrong grade); seal intact.",
  },
  {
    at: [-5, "18:15"],
    branch: "modelTown",
    sku: "TOTAL-Q9000-4L",
    reason: "count",
    units: 2,
    note: "Weekly count: cans short of the books; one leaked in the store room.",
  },
];

/** The moments of the demo as instants, in the shop's zone, counted from the seeding day. */
async function clockOf(tx: Db, shopId: string, now: Date) {
  const [shop] = await tx.select({ timeZone: shops.timeZone }).from(shops).where(eq(shops.id, shopId));
  if (!shop) throw new Error("the demo shop is missing");
  const today = wallClockAt(shop.timeZone, now).date;
  const at = ([day, time]: Moment) => {
    const [hours = 0, minutes = 0] = time.split(":").map(Number);
    return instantAt(shop.timeZone, addDays(today, day), hours * 60 + minutes);
  };
  return { today, at };
}

/**
 * The demo shop's buying and its customer orders, after its invoices (their sales are in the stock's
 * history): five suppliers (one inactive), two months of stock orders in every status with their
 * deliveries, a month of customer orders (demo-orders.ts), and a few hand adjustments. Every receipt,
 * order and adjustment moves the branch's stock through the same ledger as the invoices' sales,
 * checked at its moment, and is written with them in a few statements.
 */
export async function seedDemoInventory(tx: Db, shop: DemoShop, place: DemoPlace, now: Date): Promise<void> {
  const { shopId } = shop;
  const [owner] = await tx
    .select({ id: shopUsers.id })
    .from(shopUsers)
    .where(and(eq(shopUsers.shopId, shopId), eq(shopUsers.isOwner, true)));
  if (!owner) throw new Error("the demo shop has no owner");
  const { today, at } = await clockOf(tx, shopId, now);
  const ledger = await demoStockLedger(tx, shopId, owner.id);
  const variants = await tx
    .select({ id: productVariants.id, sku: productVariants.sku, costMinor: productVariants.unitPriceMinor })
    .from(productVariants)
    .where(eq(productVariants.shopId, shopId));
  const bySku = new Map(variants.map((v) => [v.sku ?? v.id, v]));
  const variantOf = (sku: string) => {
    const variant = bySku.get(sku);
    if (!variant) throw new Error(`demo data names an unknown SKU: ${sku}`);
    return variant;
  };
  const ctx: InventoryContext = { shop, ownerId: owner.id, today, at, ledger, variantOf };
  const supplierIds = await seedDemoSuppliers(tx, shopId, place, at([-75, "10:00"]));
  await seedDemoStockOrders(tx, ctx, supplierIds);
  // Before the adjustments: a count finds what the orders left on the shelf.
  await seedDemoOrders(tx, ctx);

  for (const a of ADJUSTMENTS) {
    const where = { branchId: a.branch === "gulberg" ? shop.gulbergId : shop.modelTownId, at: at(a.at) };
    const variantId = variantOf(a.sku).id;
    // A count finds at least what was sold after it, and one more: the shelf held what the invoices took.
    const { units, fewest } = ledger.unitsFrom(where, variantId);
    const quantity = a.reason === "count" ? Math.max(a.units, units - fewest + 1) : a.units;
    ledger.adjust(where.at, {
      branch_id: where.branchId,
      variant_id: variantId,
      reason: a.reason,
      quantity,
      note: a.note,
    });
  }
  await ledger.write();
}
