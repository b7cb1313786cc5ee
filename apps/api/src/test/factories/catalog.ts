import { randomBytes } from "node:crypto";
import {
  categories,
  productBranches,
  productVariants,
  products,
  serviceBranches,
  serviceMembers,
  services,
  variantStock,
} from "../../db/schema/index.js";
import type { TestApp } from "../app.js";

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
    await t.db.insert(serviceBranches).values(branchIds.map((branchId) => ({ serviceId: row.id, branchId })));
  if (memberIds.length)
    await t.db.insert(serviceMembers).values(memberIds.map((userId) => ({ serviceId: row.id, userId })));
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
    await t.db.insert(productBranches).values(branchIds.map((branchId) => ({ productId: row.id, branchId })));
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
