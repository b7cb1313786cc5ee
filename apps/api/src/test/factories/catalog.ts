import { randomBytes } from "node:crypto";
import {
  categories,
  packageProducts,
  packages,
  productBranches,
  productVariants,
  products,
  resources,
  serviceBranches,
  serviceMembers,
  services,
  variantStock,
} from "../../db/schema/index.js";
import type { TestApp } from "../app.js";
import { createBranch, createShop } from "./shop.js";
import { createMember } from "./team.js";

const unique = () => randomBytes(4).toString("hex");

/** Persisted catalog rows for tests that need them without going through the API. Money in minor units. */
export async function createCategory(
  t: TestApp,
  shopId: string,
  overrides: Partial<typeof categories.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(categories)
    .values({ shopId, nameEnglish: `Category ${unique()}`, nameArabic: "فئة", kind: "services", ...overrides })
    .returning();
  if (!row) throw new Error("no category");
  return row;
}

export async function createService(
  t: TestApp,
  shopId: string,
  overrides: Partial<typeof services.$inferInsert> & { branchIds?: string[]; memberIds?: string[] } = {},
) {
  const { branchIds = [], memberIds = [], ...columns } = overrides;
  const categoryId = columns.categoryId ?? (await createCategory(t, shopId)).id;
  const [row] = await t.db
    .insert(services)
    .values({ shopId, categoryId, name: `Service ${unique()}`, priceMinor: 150_000, durationMinutes: 60, ...columns })
    .returning();
  if (!row) throw new Error("no service");
  if (branchIds.length)
    await t.db.insert(serviceBranches).values(branchIds.map((branchId) => ({ shopId, serviceId: row.id, branchId })));
  if (memberIds.length)
    await t.db.insert(serviceMembers).values(memberIds.map((userId) => ({ shopId, serviceId: row.id, userId })));
  return row;
}

export async function createProduct(
  t: TestApp,
  shopId: string,
  overrides: Partial<typeof products.$inferInsert> & { branchIds?: string[] } = {},
) {
  const { branchIds = [], ...columns } = overrides;
  const categoryId = columns.categoryId ?? (await createCategory(t, shopId, { kind: "products" })).id;
  const [row] = await t.db
    .insert(products)
    .values({ shopId, categoryId, name: `Product ${unique()}`, ...columns })
    .returning();
  if (!row) throw new Error("no product");
  if (branchIds.length)
    await t.db.insert(productBranches).values(branchIds.map((branchId) => ({ shopId, productId: row.id, branchId })));
  return row;
}

/** A variant, with `stock` units at each branch listed. */
export async function createVariant(
  t: TestApp,
  shopId: string,
  productId: string,
  overrides: Partial<typeof productVariants.$inferInsert> & { stock?: { branchId: string; quantity: number }[] } = {},
) {
  const { stock = [], ...columns } = overrides;
  const [row] = await t.db
    .insert(productVariants)
    .values({ shopId, productId, name: `Variant ${unique()}`, priceMinor: 50_000, unitPriceMinor: 30_000, ...columns })
    .returning();
  if (!row) throw new Error("no variant");
  if (stock.length) {
    await t.db.insert(variantStock).values(stock.map((s) => ({ variantId: row.id, shopId, ...s })));
  }
  return row;
}

/** A valid add-service body; tests override the fields they are about. */
export const serviceBody = (categoryId: string, overrides: Record<string, unknown> = {}) => ({
  name: "Oil change",
  category_id: categoryId,
  price: 1500,
  duration: "1h 30min",
  ...overrides,
});

/** A shop with a category of services, one branch, one member and one resource of that branch. */
export async function createServiceShop(t: TestApp) {
  const shop = await createShop(t);
  const category = await createCategory(t, shop.shopId, { nameEnglish: "Maintenance", nameArabic: "صيانة" });
  const branch = await createBranch(t, shop.shopId);
  const member = await createMember(t, shop.shopId);
  const resource = await createResource(t, shop.shopId, branch.id);
  return { shop, category, branch, member, resource };
}

/** A valid add-product body; tests override the fields they are about. */
export const productBody = (categoryId: string, overrides: Record<string, unknown> = {}) => ({
  name: "Engine Oil 5W-30",
  category_id: categoryId,
  brand: "Castrol",
  unit: "Litter",
  ...overrides,
});

/** A valid add-variant body; prices in major units as the API takes them. */
export const variantBody = (productId: string, overrides: Record<string, unknown> = {}) => ({
  product_id: productId,
  name: "1 litre",
  unit_price: 1800,
  price: 2500,
  ...overrides,
});

/** A package of a branch, without lines unless the test adds them. */
export async function createPackage(
  t: TestApp,
  shopId: string,
  branchId: string,
  overrides: Partial<typeof packages.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(packages)
    .values({ shopId, branchId, name: `Package ${unique()}`, priceMinor: 100_000, ...overrides })
    .returning();
  if (!row) throw new Error("no package");
  return row;
}

/** A package of the branch holding the variant, to test the refusals of deleting what a package holds. */
export async function putVariantInPackage(t: TestApp, shopId: string, branchId: string, variantId: string) {
  const pkg = await createPackage(t, shopId, branchId);
  await t.db.insert(packageProducts).values({ shopId, packageId: pkg.id, variantId, quantity: 1 });
  return pkg;
}

/** A bay, lift or booth of a branch (two of them unless told). */
export async function createResource(
  t: TestApp,
  shopId: string,
  branchId: string,
  overrides: Partial<typeof resources.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(resources)
    .values({ shopId, branchId, name: "Lift", quantity: 2, ...overrides })
    .returning();
  if (!row) throw new Error("no resource");
  return row;
}
