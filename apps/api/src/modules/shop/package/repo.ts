import { and, asc, count, desc, eq, ilike, inArray, type SQL } from "drizzle-orm";
import { offsetOf, type PackageListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import {
  branches,
  packageProducts,
  packageServices,
  packages,
  productBranches,
  productVariants,
  products,
  serviceBranches,
  services,
} from "../../../db/schema/index.js";

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
  if (q.search) parts.push(ilike(packages.name, `%${q.search.replace(/[\\%_]/g, "\\$&")}%`));
  return and(...parts);
}

export function createPackageRepo(db: Db) {
  const selectWithBranch = () =>
    db.select(withBranch).from(packages).innerJoin(branches, eq(branches.id, packages.branchId));

  async function replaceLines(tx: Db, packageId: string, lines: PackageLines) {
    await tx.delete(packageServices).where(eq(packageServices.packageId, packageId));
    await tx.delete(packageProducts).where(eq(packageProducts.packageId, packageId));
    if (lines.serviceIds.length)
      await tx.insert(packageServices).values(lines.serviceIds.map((serviceId) => ({ packageId, serviceId })));
    if (lines.products.length)
      await tx.insert(packageProducts).values(lines.products.map((line) => ({ packageId, ...line })));
  }

  return {
    async list(tenantId: string, q: PackageListQuery) {
      const where = filters(tenantId, q);
      const [items, [counted]] = await Promise.all([
        selectWithBranch()
          .where(where)
          .orderBy(desc(packages.createdAt), asc(packages.id))
          .limit(q.limit)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(packages).where(where),
      ]);
      return { items, total: counted?.n ?? 0 };
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
    async linesOf(packageIds: string[]) {
      if (packageIds.length === 0) return { services: [], products: [] };
      const [serviceRows, productRows] = await Promise.all([
        db
          .select(serviceLine)
          .from(packageServices)
          .innerJoin(services, eq(services.id, packageServices.serviceId))
          .where(inArray(packageServices.packageId, packageIds))
          .orderBy(asc(services.name), asc(services.id)),
        db
          .select(productLine)
          .from(packageProducts)
          .innerJoin(productVariants, eq(productVariants.id, packageProducts.variantId))
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(inArray(packageProducts.packageId, packageIds))
          .orderBy(asc(products.name), asc(productVariants.name), asc(productVariants.id)),
      ]);
      return { services: serviceRows, products: productRows };
    },
    async hasBranch(tenantId: string, branchId: string) {
      const [row] = await db
        .select({ id: branches.id })
        .from(branches)
        .where(and(eq(branches.shopId, tenantId), eq(branches.id, branchId)))
        .limit(1);
      return row !== undefined;
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
          and(eq(serviceBranches.serviceId, services.id), eq(serviceBranches.branchId, branchId)),
        )
        .where(and(eq(services.shopId, tenantId), inArray(services.id, ids)));
    },
    /** The shop's variants among `ids`, with their product's state and whether it is sold at the branch. */
    async variantsFor(tenantId: string, branchId: string, ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: productVariants.id,
          priceMinor: productVariants.priceMinor,
          discountType: productVariants.discountType,
          discountValue: productVariants.discountValue,
          isProductActive: products.active,
          soldAtBranchId: productBranches.branchId,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .leftJoin(
          productBranches,
          and(eq(productBranches.productId, products.id), eq(productBranches.branchId, branchId)),
        )
        .where(and(eq(productVariants.shopId, tenantId), inArray(productVariants.id, ids)));
    },
    async insert(tenantId: string, values: PackageColumns, lines: PackageLines) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(packages)
          .values({ ...values, shopId: tenantId })
          .returning({ id: packages.id });
        if (!row) throw new Error("package insert returned nothing");
        await replaceLines(tx, row.id, lines);
        return row.id;
      });
    },
    /** Changes the package and replaces its lines in one transaction; false when it is not the shop's. */
    async update(tenantId: string, id: string, values: PackageColumns, lines: PackageLines) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(packages)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(packages.shopId, tenantId), eq(packages.id, id)))
          .returning({ id: packages.id });
        if (!row) return false;
        await replaceLines(tx, id, lines);
        return true;
      });
    },
    async remove(tenantId: string, id: string) {
      const rows = await db
        .delete(packages)
        .where(and(eq(packages.shopId, tenantId), eq(packages.id, id)))
        .returning({ id: packages.id });
      return rows.length > 0;
    },
  };
}

export type PackageRepo = ReturnType<typeof createPackageRepo>;
export type PackageWithBranch = NonNullable<Awaited<ReturnType<PackageRepo["get"]>>>;
export type PackageLineRows = Awaited<ReturnType<PackageRepo["linesOf"]>>;
