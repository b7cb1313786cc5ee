import {
  invalid,
  notFound,
  packageTotals,
  toMinor,
  type ListResult,
  type PackageDto,
  type PackageListQuery,
  type PackageSaveBody,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { assertOwned, isOwned } from "../../../db/ownership.js";
import { refusingDuplicate } from "../../../db/pg-error.js";
import { requirePermission, type RequestContext } from "../../../platform/route.js";
import { toPackageDto, toPackageDtos, toPackageLine } from "./presenter.js";
import { PACKAGE_NAME_INDEX, type PackageLines, type PackageRepo } from "./repo.js";

/** A name another package of the same branch has (any case) is the user's to fix. */
const withNameCheck = <T>(write: () => Promise<T>) =>
  refusingDuplicate(PACKAGE_NAME_INDEX, "package_name_taken", write);

export function createPackageService(packages: PackageRepo, db: Db) {
  async function get(ctx: RequestContext, id: string): Promise<PackageDto> {
    const row = await packages.get(ctx.tenantId, id);
    if (!row) throw notFound("package_not_found");
    const lines = await packages.linesOf(ctx.tenantId, [id]);
    return toPackageDto(row, lines.services, lines.products);
  }

  /**
   * Every line must be the shop's, active and available at the package's branch; answers the total
   * of the lines at their current prices, the package's price when none is given.
   */
  async function checkLines(tenantId: string, body: PackageSaveBody): Promise<number> {
    await assertOwned(db, "branches", tenantId, [body.branch_id], "branch_id", "not_shop_branch");
    const quantities = new Map(body.products.map((p) => [p.product_variant_id, p.quantity]));
    const [services, variants] = await Promise.all([
      packages.servicesFor(tenantId, body.branch_id, body.services_id),
      packages.variantsFor(tenantId, body.branch_id, [...quantities.keys()]),
    ]);
    if (services.length !== body.services_id.length) throw invalid("services_id", "unknown_service");
    if (services.some((s) => !s.isActive)) throw invalid("services_id", "inactive_service");
    if (services.some((s) => !s.offeredAtBranchId)) throw invalid("services_id", "service_not_at_branch");
    if (variants.length !== quantities.size) throw invalid("products", "unknown_product");
    if (variants.some((v) => !v.isProductActive)) throw invalid("products", "inactive_product");
    if (variants.some((v) => !v.soldAtBranchId)) throw invalid("products", "product_not_at_branch");
    const lines = [
      ...services.map(toPackageLine),
      ...variants.map((v) => toPackageLine({ ...v, quantity: quantities.get(v.id) ?? 1 })),
    ];
    return packageTotals(lines).totalMinor;
  }

  return {
    get,

    async list(ctx: RequestContext, q: PackageListQuery): Promise<ListResult<PackageDto>> {
      const page = await packages.list(ctx.tenantId, q);
      const ids = page.items.map((row) => row.pkg.id);
      return { ...page, items: toPackageDtos(page.items, await packages.linesOf(ctx.tenantId, ids)) };
    },

    async activeAtBranch(ctx: RequestContext, branchId: string): Promise<PackageDto[]> {
      if (!(await isOwned(db, "branches", ctx.tenantId, branchId))) throw notFound("branch_not_found");
      const rows = await packages.activeAtBranch(ctx.tenantId, branchId);
      const ids = rows.map((row) => row.pkg.id);
      return toPackageDtos(rows, await packages.linesOf(ctx.tenantId, ids));
    },

    /** add-package: adds, or changes the package named by `id`; the route lets either permission in. */
    async save(ctx: RequestContext, body: PackageSaveBody): Promise<PackageDto> {
      requirePermission(ctx, body.id ? "packages.edit" : "packages.add");
      if (body.id && !(await packages.get(ctx.tenantId, body.id))) throw notFound("package_not_found");
      const totalMinor = await checkLines(ctx.tenantId, body);
      const values = {
        branchId: body.branch_id,
        name: body.name,
        description: body.description,
        priceMinor: body.price === null || body.price === undefined ? totalMinor : toMinor(body.price),
        active: body.active,
      };
      const lines: PackageLines = {
        serviceIds: body.services_id,
        products: body.products.map((p) => ({ variantId: p.product_variant_id, quantity: p.quantity })),
      };
      const { id } = body;
      if (!id) return get(ctx, await withNameCheck(() => packages.insert(ctx.tenantId, values, lines)));
      if (!(await withNameCheck(() => packages.update(ctx.tenantId, id, values, lines)))) {
        throw notFound("package_not_found");
      }
      return get(ctx, id);
    },

    async remove(ctx: RequestContext, id: string): Promise<void> {
      if (!(await packages.remove(ctx.tenantId, id))) throw notFound("package_not_found");
    },
  };
}

export type PackageService = ReturnType<typeof createPackageService>;
