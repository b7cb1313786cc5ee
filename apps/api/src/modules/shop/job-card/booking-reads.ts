import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import {
  branches,
  clientVehicles,
  clients,
  packageProducts,
  packageServices,
  packages,
  productVariants,
  products,
  shops,
} from "../../../db/schema/index.js";
import { tenantRow } from "../../../db/tenant-row.js";
import { variantsAtBranch } from "../variant/at-branch.js";

/** A variant as a priced line. */
const variantLine = {
  variantId: productVariants.id,
  productName: products.name,
  variantName: productVariants.name,
  priceMinor: productVariants.priceMinor,
  discountType: productVariants.discountType,
  discountValue: productVariants.discountValue,
};

/** What a booking names besides its pairs, read inside its transaction. */
export const bookingReads = {
  /** The shop's slot grid and zone, with the client and the branch a booking names (null when not the shop's). */
  async place(db: Db, shopId: string, clientId: string, branchId: string) {
    const [row] = await db
      .select({
        interval: shops.slotIntervalMinutes,
        timeZone: shops.timeZone,
        client: { id: clients.id, archivedAt: clients.archivedAt },
        branchId: branches.id,
      })
      .from(shops)
      .leftJoin(clients, and(eq(clients.shopId, shops.id), eq(clients.id, clientId)))
      .leftJoin(branches, and(eq(branches.shopId, shops.id), eq(branches.id, branchId)))
      .where(eq(shops.id, shopId));
    if (!row) throw new Error(`shop ${shopId} has no row`);
    return row;
  },

  async client(tx: Db, shopId: string, id: string) {
    const [row] = await tx
      .select({ id: clients.id, archivedAt: clients.archivedAt })
      .from(clients)
      .where(and(eq(clients.shopId, shopId), eq(clients.id, id)));
    return row ?? null;
  },

  /**
   * The vehicle with its last reading, its row held until commit (no key update: a job card naming
   * it may still be written meanwhile), so readings of one vehicle are checked one after another.
   */
  async lockedVehicle(tx: Db, shopId: string, id: string) {
    const [row] = await tx
      .select({
        id: clientVehicles.id,
        clientId: clientVehicles.clientId,
        archivedAt: clientVehicles.archivedAt,
        odometer: clientVehicles.odometer,
      })
      .from(clientVehicles)
      .where(and(eq(clientVehicles.shopId, shopId), eq(clientVehicles.id, id)))
      .for("no key update");
    return row ?? null;
  },

  /** The shop's packages among `ids`, priced as now. */
  async packages(tx: Db, shopId: string, ids: string[]) {
    if (ids.length === 0) return [];
    return tx
      .select({
        id: packages.id,
        name: packages.name,
        priceMinor: packages.priceMinor,
        branchId: packages.branchId,
        isActive: packages.active,
      })
      .from(packages)
      .where(and(eq(packages.shopId, shopId), inArray(packages.id, ids)));
  },

  async packageServices(tx: Db, shopId: string, packageIds: string[]) {
    if (packageIds.length === 0) return [];
    return tx
      .select({ packageId: packageServices.packageId, serviceId: packageServices.serviceId })
      .from(packageServices)
      .where(and(eq(packageServices.shopId, shopId), inArray(packageServices.packageId, packageIds)));
  },

  /** The products the packages bring, priced as now. */
  async packageProducts(tx: Db, shopId: string, packageIds: string[]) {
    if (packageIds.length === 0) return [];
    return tx
      .select({
        packageId: packageProducts.packageId,
        quantity: packageProducts.quantity,
        line: variantLine,
      })
      .from(packageProducts)
      .innerJoin(productVariants, tenantRow(productVariants, packageProducts.variantId, packageProducts))
      .innerJoin(products, tenantRow(products, productVariants.productId, productVariants))
      .where(and(eq(packageProducts.shopId, shopId), inArray(packageProducts.packageId, packageIds)))
      .orderBy(asc(products.name), asc(productVariants.name));
  },

  /** The shop's variants among `ids`, priced as now, with their product's state and whether the branch sells it. */
  variantsAt: (tx: Db, shopId: string, branchId: string, ids: string[]) =>
    variantsAtBranch(tx, shopId, branchId, ids, { line: variantLine, isProductActive: products.active }),
};

export type VariantLine = Awaited<ReturnType<typeof bookingReads.variantsAt>>[number]["line"];
