import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { countries, roles, shopUsers, shops } from "../../../db/schema/index.js";
import { tenantRow } from "../../../db/tenant-row.js";

export type ShopUserInsert = typeof shopUsers.$inferInsert;

export function createShopAuthRepo(db: Db) {
  // A deactivated role grants nothing: it joins as if the user had none.
  const activeRole = and(tenantRow(roles, shopUsers.roleId, shopUsers), eq(roles.active, true));
  const byEmail = db
    .select({ user: shopUsers, rolePermissions: roles.permissions })
    .from(shopUsers)
    .leftJoin(roles, activeRole)
    .where(eq(shopUsers.email, sql.placeholder("email")))
    .limit(1)
    .prepare("shop_user_by_email");
  const withShop = db
    .select({ user: shopUsers, shop: shops, countryCode: countries.iso2, rolePermissions: roles.permissions })
    .from(shopUsers)
    .innerJoin(shops, eq(shops.id, shopUsers.shopId))
    .leftJoin(countries, eq(countries.id, shops.countryId))
    .leftJoin(roles, activeRole)
    .where(and(eq(shopUsers.id, sql.placeholder("id")), eq(shopUsers.shopId, sql.placeholder("shopId"))))
    .limit(1)
    .prepare("shop_user_with_shop");

  return {
    /** The user with their role's permissions (null without an active role). */
    async findUserByEmail(email: string) {
      const [row] = await byEmail.execute({ email });
      return row ? { ...row.user, rolePermissions: row.rolePermissions } : null;
    },
    /** The user and their shop in one query: the signed-in shell asks for both on every load. */
    async findUserWithShop(tenantId: string, userId: string) {
      const [row] = await withShop.execute({ id: userId, shopId: tenantId });
      if (!row) return null;
      return {
        user: { ...row.user, rolePermissions: row.rolePermissions },
        shop: { ...row.shop, countryCode: row.countryCode },
      };
    },
    async insertUser(values: ShopUserInsert, tx: Db = db) {
      const [row] = await tx.insert(shopUsers).values(values).returning();
      if (!row) throw new Error("user insert returned nothing");
      return { ...row, rolePermissions: null };
    },
    async setPassword(userId: string, passwordHash: string, tx: Db) {
      await tx.update(shopUsers).set({ passwordHash, updatedAt: new Date() }).where(eq(shopUsers.id, userId));
    },
  };
}

export type ShopAuthRepo = ReturnType<typeof createShopAuthRepo>;
