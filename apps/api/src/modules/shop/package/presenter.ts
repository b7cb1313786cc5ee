import { packageTotals, toMajor, type PackageDto, type PackageLine } from "@pitlane/domain";
import { groupBy } from "../../../db/links.js";
import { discountOf, discountedPriceOf } from "../../../platform/money-columns.js";
import type { PackageLineRows, PackageWithBranch } from "./repo.js";

interface PricedRow {
  priceMinor: number;
  discountType: number | null;
  discountValue: number;
}

/** A service (quantity 1, with its duration) or a variant (with its quantity) as a line of the totals rule. */
export const toPackageLine = (row: PricedRow & { quantity?: number; durationMinutes?: number }): PackageLine => ({
  priceMinor: row.priceMinor,
  discount: discountOf(row),
  quantity: row.quantity ?? 1,
  durationMinutes: row.durationMinutes ?? 0,
});

const prices = (row: PricedRow) => ({
  price: toMajor(row.priceMinor),
  discounted_price: discountedPriceOf(row),
});

type ServiceRow = PackageLineRows["services"][number];
type ProductRow = PackageLineRows["products"][number];

/** A package with its lines at today's prices; its totals come from the same rule the builder uses. */
export function toPackageDto(row: PackageWithBranch, services: ServiceRow[], products: ProductRow[]): PackageDto {
  const { pkg } = row;
  const totals = packageTotals([...services, ...products].map(toPackageLine));
  return {
    _id: pkg.id,
    name: pkg.name,
    description: pkg.description,
    branch_id: pkg.branchId,
    branch_name_english: row.branchNameEnglish,
    branch_name_arabic: row.branchNameArabic,
    services: services.map((s) => ({ _id: s.id, name: s.name, duration: s.durationMinutes, ...prices(s) })),
    products: products.map((p) => ({
      product_variant_id: p.variantId,
      product_name: p.productName,
      variant_name: p.variantName,
      quantity: p.quantity,
      ...prices(p),
    })),
    total_amount: toMajor(totals.totalMinor),
    total_duration: totals.totalDurationMinutes,
    price: toMajor(pkg.priceMinor),
    active: pkg.active,
    created_at: pkg.createdAt.toISOString(),
  };
}

/** Each package with its own lines, out of the lines read for a whole page at once. */
export function toPackageDtos(rows: PackageWithBranch[], lines: PackageLineRows): PackageDto[] {
  const servicesOf = groupBy(lines.services, (line) => line.packageId);
  const productsOf = groupBy(lines.products, (line) => line.packageId);
  return rows.map((row) => toPackageDto(row, servicesOf.get(row.pkg.id) ?? [], productsOf.get(row.pkg.id) ?? []));
}
