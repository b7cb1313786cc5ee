import type { ServiceEmployee } from "@pitlane/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../client.js";
import { packages, productVariants, products, services, shopUsers, variantStock } from "../schema/index.js";
import { groupBy } from "../links.js";
import type { ProductLine } from "../../modules/shop/job-card/booking-checks.js";
import { bookingReads, type VariantLine } from "../../modules/shop/job-card/booking-reads.js";
import { checkPairs, type PairFacts } from "../../modules/shop/job-card/slot-context.js";
import { slotReads } from "../../modules/shop/job-card/slot-repo.js";

export interface MenuPackage {
  id: string;
  branchId: string;
  name: string;
  priceMinor: number;
  serviceIds: string[];
  products: ProductLine[];
}

/** What a branch can book, by the rules a booking is checked against: its pairs, packages and products. */
export interface BranchMenu {
  branchId: string;
  /** Every service with a technician who performs it there; a service without one is not on the menu. */
  pairs: ServiceEmployee[];
  facts: PairFacts;
  /** The branch's active packages whose every service has a pair. */
  packages: MenuPackage[];
  /** The variants sold at the branch, by SKU. */
  variants: Map<string, VariantLine>;
}

/** The pairs a booking at the branch would accept: active, offered there, performed by an active member who works there. */
async function pairsAt(tx: Db, shopId: string, branchId: string, serviceIds: string[], memberIds: string[]) {
  const offered = (await slotReads.servicesAt(tx, shopId, branchId, serviceIds)).filter(
    (s) => s.isActive && s.offeredAtBranchId,
  );
  const offeredIds = offered.map((s) => s.id);
  const working = (await slotReads.membersAt(tx, shopId, branchId, memberIds, offeredIds)).filter(
    (m) => m.isActive && m.worksAtBranchId,
  );
  const pairs = working.flatMap((m) => m.performs.map((serviceId) => ({ service_id: serviceId, employee_id: m.id })));
  // Checked again as a booking is, so the demo never holds a pair the server would refuse.
  return { pairs, facts: await checkPairs(tx, shopId, branchId, pairs, "pairs") };
}

/** The branches' active packages that `keep` accepts, priced, with their services and products. */
async function packagesAt(tx: Db, shopId: string, branchIds: string[], keep: (p: MenuPackage) => boolean) {
  const rows = await tx
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.shopId, shopId), inArray(packages.branchId, branchIds), eq(packages.active, true)));
  const ids = rows.map((r) => r.id);
  const heads = await bookingReads.packages(tx, shopId, ids);
  const links = groupBy(await bookingReads.packageServices(tx, shopId, ids), (l) => l.packageId);
  const lines = groupBy(await bookingReads.packageProducts(tx, shopId, ids), (l) => l.packageId);
  return heads
    .map((p): MenuPackage => ({
      id: p.id,
      branchId: p.branchId,
      name: p.name,
      priceMinor: p.priceMinor,
      serviceIds: (links.get(p.id) ?? []).map((l) => l.serviceId),
      products: (lines.get(p.id) ?? []).map((l) => ({ ...l.line, quantity: l.quantity, packageId: p.id })),
    }))
    .filter(keep);
}

/** The branches' packages of products only: what a customer order may take besides products (decision 0054). */
export const productPackagesAt = (tx: Db, shopId: string, branchIds: string[]) =>
  packagesAt(tx, shopId, branchIds, (p) => p.serviceIds.length === 0);

async function variantsAt(tx: Db, shopId: string, branchId: string) {
  const skus = await tx
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .where(eq(productVariants.shopId, shopId));
  const skuOf = new Map(skus.map((v) => [v.id, v.sku ?? v.id]));
  const rows = await bookingReads.variantsAt(
    tx,
    shopId,
    branchId,
    skus.map((v) => v.id),
  );
  const sold = rows.filter((r) => r.isProductActive && r.soldAtBranchId);
  return new Map(sold.map((r) => [skuOf.get(r.line.variantId) ?? r.line.variantId, r.line]));
}

/** The menu of each branch of the shop, in the order given. */
export async function branchMenus(tx: Db, shopId: string, branchIds: string[]): Promise<BranchMenu[]> {
  const serviceIds = (await tx.select({ id: services.id }).from(services).where(eq(services.shopId, shopId))).map(
    (r) => r.id,
  );
  const memberIds = (await tx.select({ id: shopUsers.id }).from(shopUsers).where(eq(shopUsers.shopId, shopId))).map(
    (r) => r.id,
  );
  const menus: BranchMenu[] = [];
  for (const branchId of branchIds) {
    const { pairs, facts } = await pairsAt(tx, shopId, branchId, serviceIds, memberIds);
    menus.push({
      branchId,
      pairs,
      facts,
      // Work to book: a package of products only is sold on an order, not on a job card.
      packages: await packagesAt(tx, shopId, [branchId], (p) => {
        const performed = new Set(pairs.map((pair) => pair.service_id));
        return p.serviceIds.length > 0 && p.serviceIds.every((id) => performed.has(id));
      }),
      variants: await variantsAt(tx, shopId, branchId),
    });
  }
  return menus;
}

/**
 * What the seed may still sell of a variant at a branch before an invoice would be refused: the
 * units in stock when its product keeps a count (none without a stock row), else no limit.
 */
export async function stockOf(tx: Db, shopId: string) {
  const tracked = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.shopId, shopId), eq(products.trackStock, true)));
  const rows = await tx.select().from(variantStock).where(eq(variantStock.shopId, shopId));
  const units = new Map(rows.map((r) => [`${r.variantId}|${r.branchId}`, r.quantity]));
  const isTracked = new Set(tracked.map((r) => r.id));
  return {
    left: (variantId: string, branchId: string) =>
      isTracked.has(variantId) ? (units.get(`${variantId}|${branchId}`) ?? 0) : Number.POSITIVE_INFINITY,
    take(variantId: string, branchId: string, quantity: number) {
      const key = `${variantId}|${branchId}`;
      if (isTracked.has(variantId)) units.set(key, (units.get(key) ?? 0) - quantity);
    },
  };
}

export type DemoStock = Awaited<ReturnType<typeof stockOf>>;
