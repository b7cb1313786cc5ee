import { invalid, type JobCardCreateBody } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { assertOwned } from "../../../db/ownership.js";
import { bookingReads, type VariantLine } from "./booking-reads.js";
import { checkPairs, clockFor, type PairFacts, type SlotClock } from "./slot-context.js";

/** A product line of the new job card, priced as now; from a chosen package or on its own. */
export interface ProductLine extends VariantLine {
  quantity: number;
  packageId: string | null;
}

export interface CheckedBooking {
  facts: PairFacts;
  clock: SlotClock;
  packages: Awaited<ReturnType<typeof bookingReads.packages>>;
  /** The chosen package each paired service came from, if any. */
  packageOfService: Map<string, string>;
  products: ProductLine[];
}

async function checkClientAndVehicle(tx: Db, shopId: string, body: JobCardCreateBody) {
  const client = await bookingReads.client(tx, shopId, body.client_id);
  if (!client) throw invalid("client_id", "not_shop_client");
  if (client.archivedAt) throw invalid("client_id", "archived");
  const vehicle = await bookingReads.vehicle(tx, shopId, body.vehicle_id);
  if (!vehicle || vehicle.clientId !== client.id) throw invalid("vehicle_id", "not_client_vehicle");
  if (vehicle.archivedAt) throw invalid("vehicle_id", "archived");
}

/** The chosen packages must be the branch's and active, and each of their services must have a pair. */
async function checkPackages(tx: Db, shopId: string, body: JobCardCreateBody) {
  const rows = await bookingReads.packages(tx, shopId, body.package_ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const packages = body.package_ids.flatMap((id) => byId.get(id) ?? []);
  if (packages.length !== body.package_ids.length) throw invalid("package_ids", "unknown_package");
  if (packages.some((p) => !p.isActive || p.branchId !== body.branch_id)) {
    throw invalid("package_ids", "package_not_at_branch");
  }
  const links = await bookingReads.packageServices(tx, body.package_ids);
  const paired = new Set(body.pairs.map((pair) => pair.service_id));
  if (links.some((link) => !paired.has(link.serviceId))) throw invalid("pairs", "package_service_unpaired");
  const packageOfService = new Map<string, string>();
  // A service two chosen packages share is the first one's, in the order they were chosen.
  for (const id of body.package_ids) {
    for (const link of links.filter((l) => l.packageId === id && !packageOfService.has(l.serviceId))) {
      packageOfService.set(link.serviceId, id);
    }
  }
  const products = (await bookingReads.packageProducts(tx, body.package_ids)).map(
    ({ packageId, quantity, line }): ProductLine => ({ ...line, quantity, packageId }),
  );
  return { packages, packageOfService, products };
}

/** The products sold on their own: the shop's, active and sold at the branch. */
async function checkProducts(tx: Db, shopId: string, body: JobCardCreateBody): Promise<ProductLine[]> {
  const ids = body.products.map((p) => p.variant_id);
  const rows = await bookingReads.variantsAt(tx, shopId, body.branch_id, ids);
  if (rows.length !== ids.length) throw invalid("products", "unknown_product");
  if (rows.some((row) => !row.isProductActive)) throw invalid("products", "inactive_product");
  if (rows.some((row) => !row.soldAtBranchId)) throw invalid("products", "product_not_at_branch");
  const byId = new Map(rows.map((row) => [row.line.variantId, row]));
  return body.products.flatMap((p) => {
    const row = byId.get(p.variant_id);
    return row ? [{ ...row.line, quantity: p.quantity, packageId: null }] : [];
  });
}

/**
 * Everything a booking names, checked again on the server (the form may be stale), each refusal a
 * 400 naming its field. The slots themselves are checked later, under the technicians' locks.
 */
export async function checkBooking(tx: Db, shopId: string, body: JobCardCreateBody): Promise<CheckedBooking> {
  await checkClientAndVehicle(tx, shopId, body);
  await assertOwned(tx, "branches", shopId, [body.branch_id], "branch_id", "not_shop_branch");
  const clock = await clockFor(tx, shopId, body.date);
  if (clock.isPast) throw invalid("date", "date_past");
  const facts = await checkPairs(tx, shopId, body.branch_id, body.pairs, "pairs");
  const fromPackages = await checkPackages(tx, shopId, body);
  const own = await checkProducts(tx, shopId, body);
  if (body.inspection_provider_id) {
    await assertOwned(tx, "users", shopId, [body.inspection_provider_id], "inspection_provider_id", "not_shop_member");
  }
  return {
    facts,
    clock,
    packages: fromPackages.packages,
    packageOfService: fromPackages.packageOfService,
    products: [...fromPackages.products, ...own],
  };
}
