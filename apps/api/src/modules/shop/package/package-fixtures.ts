import { DiscountType, packageEndpoints } from "@pitlane/domain";
import type { TestApp } from "../../../test/app.js";
import { createProduct, createService, createVariant } from "../../../test/factories/catalog.js";
import { createBranch, createShop, type TestShop } from "../../../test/factories/shop.js";

/**
 * A shop with a branch offering two services and selling two variants, priced so the totals are
 * easy to check (money in minor units here, major units in the API):
 * - Oil change 1,500.00 less 100.00 fixed = 1,400.00, 60 min
 * - Wheel alignment 800.00 less 10% = 720.00, 45 min
 * - Engine oil 5W-30 500.00 less 50.00 fixed = 450.00
 * - Air filter Standard 200.00 less 12.5% = 175.00
 */
export async function createPackageCatalog(t: TestApp, shop?: TestShop) {
  const owner = shop ?? (await createShop(t));
  const branch = await createBranch(t, owner.shopId, { branchNameEnglish: "Gulberg", branchNameArabic: "جلبرج" });
  const branchIds = [branch.id];
  const oilChange = await createService(t, owner.shopId, {
    name: "Oil change",
    priceMinor: 150_000,
    discountType: DiscountType.fixed,
    discountValue: 10_000,
    durationMinutes: 60,
    branchIds,
  });
  const alignment = await createService(t, owner.shopId, {
    name: "Wheel alignment",
    priceMinor: 80_000,
    discountType: DiscountType.percentage,
    discountValue: 1_000,
    durationMinutes: 45,
    branchIds,
  });
  const oil = await createProduct(t, owner.shopId, { name: "Engine oil", branchIds });
  const oil5w30 = await createVariant(t, owner.shopId, oil.id, {
    name: "5W-30",
    priceMinor: 50_000,
    discountType: DiscountType.fixed,
    discountValue: 5_000,
  });
  const filter = await createProduct(t, owner.shopId, { name: "Air filter", branchIds });
  const filterStandard = await createVariant(t, owner.shopId, filter.id, {
    name: "Standard",
    priceMinor: 20_000,
    discountType: DiscountType.percentage,
    discountValue: 1_250,
  });
  return { shop: owner, branch, oilChange, alignment, oil, oil5w30, filter, filterStandard };
}

export type PackageCatalog = Awaited<ReturnType<typeof createPackageCatalog>>;

/** A valid add-package body for the catalog: every line, three of the oil; tests override what they are about. */
export const packageBody = (c: PackageCatalog, overrides: Record<string, unknown> = {}) => ({
  branch_id: c.branch.id,
  name: "Full service",
  description: "Oil, filter and alignment",
  services_id: [c.oilChange.id, c.alignment.id],
  products: [
    { product_variant_id: c.oil5w30.id, quantity: 3 },
    { product_variant_id: c.filterStandard.id, quantity: 1 },
  ],
  ...overrides,
});

/** Saves a package through the API as the shop's owner and answers it. */
export async function savePackage(t: TestApp, c: PackageCatalog, overrides: Record<string, unknown> = {}) {
  const res = await t.api.call(packageEndpoints.save, { token: c.shop.token, body: packageBody(c, overrides) });
  if (res.status !== 200) throw new Error(`add-package answered ${res.status}: ${res.body.message}`);
  return res.body.result;
}
