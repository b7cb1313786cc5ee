import {
  intakeOdometerRefusal,
  invalid,
  type JobCardCreateBody,
  type RefusalCode,
  type ServiceEmployee,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { assertOwned } from "../../../db/ownership.js";
import { bookingReads, type VariantLine } from "./booking-reads.js";
import { checkPairs, clockOf, type PairFacts, type SlotClock } from "./slot-context.js";

/** A product line of a job card, priced as now; from a chosen package or on its own. */
export interface ProductLine extends VariantLine {
  quantity: number;
  packageId: string | null;
}

/** Chosen packages, checked: their rows priced as now, the service each one brings, their products. */
export interface CheckedPackages {
  packages: Awaited<ReturnType<typeof bookingReads.packages>>;
  /** The chosen package each of their services came from. */
  packageOfService: Map<string, string>;
  products: ProductLine[];
}

export interface CheckedBooking extends CheckedPackages {
  facts: PairFacts;
  clock: SlotClock;
}

/** The client must be the shop's (read as `client`, null when not) and not archived. */
function refuseClient(client: { archivedAt: Date | null } | null): void {
  if (!client) throw invalid("client_id", "not_shop_client");
  if (client.archivedAt) throw invalid("client_id", "archived");
}

export async function checkClient(db: Db, shopId: string, clientId: string) {
  refuseClient(await bookingReads.client(db, shopId, clientId));
}

/**
 * Inside the booking's transaction: the vehicle must be the client's and not archived, and the
 * job card's reading fit its last one. The vehicle's row is held (no key update) until commit, so
 * two job cards of one vehicle read and move its odometer one after the other; answers that reading.
 */
export async function lockVehicle(tx: Db, shopId: string, body: JobCardCreateBody): Promise<number | null> {
  const vehicle = await bookingReads.lockedVehicle(tx, shopId, body.vehicle_id);
  if (!vehicle || vehicle.clientId !== body.client_id) throw invalid("vehicle_id", "not_client_vehicle");
  if (vehicle.archivedAt) throw invalid("vehicle_id", "archived");
  checkIntakeOdometer(body.odometer, vehicle.odometer);
  return vehicle.odometer;
}

/** A job card's odometer against the vehicle's reading before it (decision 0013); 400 naming `odometer`. */
export function checkIntakeOdometer(reading: number | null, last: number | null): void {
  if (reading === null) return;
  const refusal = intakeOdometerRefusal(reading, last);
  if (refusal) throw invalid("odometer", refusal.code, refusal.params);
}

/**
 * Newly chosen packages must be the branch's and active, and each of their services must be among
 * `pairedServiceIds` (else the `unpaired` refusal); a service two chosen packages share is the first
 * one's, in the order chosen.
 */
export async function checkPackages(
  tx: Db,
  shopId: string,
  branchId: string,
  packageIds: string[],
  pairedServiceIds: Set<string>,
  unpaired: { field: string; code: RefusalCode } = { field: "pairs", code: "package_service_unpaired" },
): Promise<CheckedPackages> {
  const rows = await bookingReads.packages(tx, shopId, packageIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const packages = packageIds.flatMap((id) => byId.get(id) ?? []);
  if (packages.length !== packageIds.length) throw invalid("package_ids", "unknown_package");
  if (packages.some((p) => !p.isActive || p.branchId !== branchId)) {
    throw invalid("package_ids", "package_not_at_branch");
  }
  const links = await bookingReads.packageServices(tx, shopId, packageIds);
  if (links.some((link) => !pairedServiceIds.has(link.serviceId))) throw invalid(unpaired.field, unpaired.code);
  const packageOfService = new Map<string, string>();
  for (const id of packageIds) {
    for (const link of links.filter((l) => l.packageId === id && !packageOfService.has(l.serviceId))) {
      packageOfService.set(link.serviceId, id);
    }
  }
  const products = (await bookingReads.packageProducts(tx, shopId, packageIds)).map(
    ({ packageId, quantity, line }): ProductLine => ({ ...line, quantity, packageId }),
  );
  return { packages, packageOfService, products };
}

/** Products sold on their own, newly chosen: the shop's, active and sold at the branch. */
export async function checkProducts(
  tx: Db,
  shopId: string,
  branchId: string,
  chosen: { variant_id: string; quantity: number }[],
): Promise<ProductLine[]> {
  const ids = chosen.map((p) => p.variant_id);
  const rows = await bookingReads.variantsAt(tx, shopId, branchId, ids);
  if (rows.length !== ids.length) throw invalid("products", "unknown_product");
  if (rows.some((row) => !row.isProductActive)) throw invalid("products", "inactive_product");
  if (rows.some((row) => !row.soldAtBranchId)) throw invalid("products", "product_not_at_branch");
  const byId = new Map(rows.map((row) => [row.line.variantId, row]));
  return chosen.flatMap((p) => {
    const row = byId.get(p.variant_id);
    return row ? [{ ...row.line, quantity: p.quantity, packageId: null }] : [];
  });
}

/** The inspection provider, when one is named, must be a member of the shop. */
export async function checkInspector(tx: Db, shopId: string, providerId: string | null): Promise<void> {
  if (providerId) await assertOwned(tx, "users", shopId, [providerId], "inspection_provider_id", "not_shop_member");
}

/** The pairs' service ids, as the package check takes them. */
export const servicesOf = (pairs: ServiceEmployee[]) => new Set(pairs.map((pair) => pair.service_id));

/**
 * Everything a booking names but its vehicle, checked again on the server (the form may be stale),
 * each refusal a 400 naming its field. None of it needs a lock, so it is read before the booking's
 * transaction begins; the vehicle and the slots are checked inside it, under their locks.
 */
export async function checkBooking(db: Db, shopId: string, body: JobCardCreateBody): Promise<CheckedBooking> {
  const place = await bookingReads.place(db, shopId, body.client_id, body.branch_id);
  refuseClient(place.client);
  if (!place.branchId) throw invalid("branch_id", "not_shop_branch");
  const clock = clockOf(place, body.date);
  if (clock.isPast) throw invalid("date", "date_past");
  const facts = await checkPairs(db, shopId, body.branch_id, body.pairs, "pairs");
  const fromPackages = await checkPackages(db, shopId, body.branch_id, body.package_ids, servicesOf(body.pairs));
  const own = await checkProducts(db, shopId, body.branch_id, body.products);
  await checkInspector(db, shopId, body.inspection_provider_id);
  return {
    facts,
    clock,
    packages: fromPackages.packages,
    packageOfService: fromPackages.packageOfService,
    products: [...fromPackages.products, ...own],
  };
}
