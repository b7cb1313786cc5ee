import { and, asc, desc, eq, ilike, inArray, type SQL } from "drizzle-orm";
import type { PackageListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { replaceLinks } from "../../../db/links.js";
import { countRows, pageOf } from "../../../db/paging.js";
import {
  branches,
  packageProducts,
  packageServices,
  packages,
  productVariants,
  products,
  serviceBranches,
  services,
} from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";
import { deleteShopRow, insertShopRow, updateShopRow } from "../../../db/shop-rows.js";
import { tenantRow } from "../../../db/tenant-row.js";
import { variantsAtBranch } from "../variant/at-branch.js";

/** The unique index behind `package_name_taken` (shop, branch, lower name): a package is its branch's. */
export const PACKAGE_NAME_INDEX = "packages_shop_branch_name_uq";

export type PackageColumns = Pick<
  typeof packages.$inferInsert,
  "branchId" | "name" | "description" | "priceMinor" | "active"
>;
export interface PackageLines {
  serviceIds: string[];
  products: { variantId: string; quantity: number }[];
}

/** A package with its branch's names, read in the same query. */
const withBranch = {
  pkg: packages,
  branchNameEnglish: branches.branchNameEnglish,
  branchNameArabic: branches.branchNameArabic,
};

/** What a line needs to show and price it: the current price and discount of the service or variant. */
const serviceLine = {
  packageId: packageServices.packageId,
  id: services.id,
  name: services.name,
  priceMinor: services.priceMinor,
  discountType: services.discountType,
  discountValue: services.discountValue,
  durationMinutes: services.durationMinutes,
};
const productLine = {
  packageId: packageProducts.packageId,
  variantId: productVariants.id,
  productName: products.name,
  variantName: productVariants.name,
  priceMinor: productVariants.priceMinor,
  discountType: productVariants.discountType,
  discountValue: productVariants.discountValue,
  quantity: packageProducts.quantity,
};

function filters(tenantId: string, q: PackageListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(packages.shopId, tenantId)];
  if (q.branch_id) parts.push(eq(packages.branchId, q.branch_id));
  if (q.status !== "all") parts.push(eq(packages.active, q.status === "active"));
  if (q.search) parts.push(ilike(packages.name, containsPattern(q.search)));
  return and(...parts);
}

export function createPackageRepo(db: Db) {
  const selectWithBranch = () =>
    db
      .select(withBranch)
      .from(packages)
      .innerJoin(branches, tenantRow(branches, packages.branchId, packages));

  async function replaceLines(tx: Db, shopId: string, packageId: string, lines: PackageLines) {
    const serviceRows = lines.serviceIds.map((serviceId) => ({ shopId, packageId, serviceId }));
    await replaceLinks(tx, packageServices, packageServices.packageId, shopId, packageId, serviceRows);
    const productRows = lines.products.map((line) => ({ shopId, packageId, ...line }));
    await replaceLinks(tx, packageProducts, packageProducts.packageId, shopId, packageId, productRows);
  }

  return {
    async list(tenantId: string, q: PackageListQuery) {
      const where = filters(tenantId, q);
      return pageOf(
        db,
        selectWithBranch().where(where).orderBy(desc(packages.createdAt), asc(packages.id)),
        countRows(db, packages, where),
        q,
      );
    },
    async get(tenantId: string, id: string) {
      const [row] = await selectWithBranch()
        .where(and(eq(packages.shopId, tenantId), eq(packages.id, id)))
        .limit(1);
      return row ?? null;
    },
    async activeAtBranch(tenantId: string, branchId: string) {
      return selectWithBranch()
        .where(and(eq(packages.shopId, tenantId), eq(packages.branchId, branchId), eq(packages.active, true)))
        .orderBy(asc(packages.name), asc(packages.id));
    },
    /** The lines of several packages in two queries, whatever their number. */
    async linesOf(tenantId: string, packageIds: string[]) {
      if (packageIds.length === 0) return { services: [], products: [] };
      const [serviceRows, productRows] = await Promise.all([
        db
          .select(serviceLine)
          .from(packageServices)
          .innerJoin(services, tenantRow(services, packageServices.serviceId, packageServices))
          .where(and(eq(packageServices.shopId, tenantId), inArray(packageServices.packageId, packageIds)))
          .orderBy(asc(services.name), asc(services.id)),
        db
          .select(productLine)
          .from(packageProducts)
          .innerJoin(productVariants, tenantRow(productVariants, packageProducts.variantId, packageProducts))
          .innerJoin(products, tenantRow(products, productVariants.productId, productVariants))
          .where(and(eq(packageProducts.shopId, tenantId), inArray(packageProducts.packageId, packageIds)))
          .orderBy(asc(products.name), asc(productVariants.name), asc(productVariants.id)),
      ]);
      return { services: serviceRows, products: productRows };
    },
    /** The shop's services among `ids`, with whether each is active and offered at the branch, and its price. */
    async servicesFor(tenantId: string, branchId: string, ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: services.id,
          isActive: services.active,
          offeredAtBranchId: serviceBranches.branchId,
          priceMinor: services.priceMinor,
          discountType: services.discountType,
          discountValue: services.discountValue,
          durationMinutes: services.durationMinutes,
        })
        .from(services)
        .leftJoin(
          serviceBranches,
          and(tenantRow(services, serviceBranches.serviceId, serviceBranches), eq(serviceBranches.branchId, branchId)),
        )
        .where(and(eq(services.shopId, tenantId), inArray(services.id, ids)));
    },
    /** The shop's variants among `ids`, with their product's state and whether it is sold at the branch. */
    variantsFor: (tenantId: string, branchId: string, ids: string[]) =>
      variantsAtBranch(db, tenantId, branchId, ids, {
        id: productVariants.id,
        priceMinor: productVariants.priceMinor,
        discountType: productVariants.discountType,
        discountValue: productVariants.discountValue,
        isProductActive: products.active,
      }),
    async insert(tenantId: string, values: PackageColumns, lines: PackageLines) {
      return db.transaction(async (tx) => {
        const id = await insertShopRow(tx, packages, { ...values, shopId: tenantId });
        await replaceLines(tx, tenantId, id, lines);
        return id;
      });
    },
    /** Changes the package and replaces its lines in one transaction; false when it is not the shop's. */
    async update(tenantId: string, id: string, values: PackageColumns, lines: PackageLines) {
      return db.transaction(async (tx) => {
        if (!(await updateShopRow(tx, packages, tenantId, id, values))) return false;
        await replaceLines(tx, tenantId, id, lines);
        return true;
      });
    },
    remove: (tenantId: string, id: string) => deleteShopRow(db, packages, tenantId, id),
  };
}

export type PackageRepo = ReturnType<typeof createPackageRepo>;
export type PackageWithBranch = NonNullable<Awaited<ReturnType<PackageRepo["get"]>>>;
export type PackageLineRows = Awaited<ReturnType<PackageRepo["linesOf"]>>;
