import { randomBytes } from "node:crypto";
import { serviceEndpoints } from "@pitlane/domain";
import { resources, shopUsers } from "../../../db/schema/index.js";
import type { TestApp } from "../../../test/app.js";
import { createCategory } from "../../../test/factories/catalog.js";
import { createBranch, createShop, createStaffUser } from "../../../test/factories/shop.js";

/** A valid add-service body; tests override the fields they are about. */
export const serviceBody = (categoryId: string, overrides: Record<string, unknown> = {}) => ({
  name: "Oil change",
  category_id: categoryId,
  price: 1500,
  duration: "1h 30min",
  ...overrides,
});

/** A team member of the shop who performs services: a non-owner user with a job title. */
export async function createMember(t: TestApp, shopId: string, overrides: Partial<typeof shopUsers.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(shopUsers)
    .values({ shopId, name: `Member ${randomBytes(3).toString("hex")}`, jobTitle: "mechanic", ...overrides })
    .returning();
  if (!row) throw new Error("no member");
  return row;
}

export async function createResource(t: TestApp, shopId: string, branchId: string, name = "Lift") {
  const [row] = await t.db.insert(resources).values({ shopId, branchId, name, quantity: 2 }).returning();
  if (!row) throw new Error("no resource");
  return row;
}

/** A shop with a category of services, one branch, one member and one resource of that branch. */
export async function createServiceShop(t: TestApp) {
  const shop = await createShop(t);
  const category = await createCategory(t, shop.shopId, { nameEnglish: "Maintenance", nameArabic: "صيانة" });
  const branch = await createBranch(t, shop.shopId);
  const member = await createMember(t, shop.shopId);
  const resource = await createResource(t, shop.shopId, branch.id);
  return { shop, category, branch, member, resource };
}

/** A user of the shop holding only `services.view`: allowed to look, refused any change. */
export const createViewer = (t: TestApp, shopId: string) =>
  createStaffUser(t, shopId, { permissions: ["services.view"] });

export async function countServices(t: TestApp, token: string): Promise<number> {
  return (await t.api.call(serviceEndpoints.list, { token })).body.result.total;
}
