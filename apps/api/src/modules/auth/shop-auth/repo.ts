import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { countries, roles, shopUsers, shops } from "../../../db/schema/index.js";
import { createTenantLookups } from "../../../db/tenant-lookups.js";
import type { UserKey } from "../../../platform/reset-tokens.js";
import { tenantRow } from "../../../db/tenant-row.js";

export type ShopUserInsert = typeof shopUsers.$inferInsert;

export function createShopAuthRepo(db: Db) {
  const lookups = createTenantLookups(db);
  // A deactivated role grants nothing: it joins as if the user had none.
  const activeRole = and(tenantRow(roles, shopUsers.roleId, shopUsers), eq(roles.active, true));
  const byKey = db
    .select({ user: shopUsers, rolePermissions: roles.permissions })
    .from(shopUsers)
    .leftJoin(roles, activeRole)
    .where(and(eq(shopUsers.shopId, sql.placeholder("shopId")), eq(shopUsers.id, sql.placeholder("id"))))
    .limit(1)
    .prepare("shop_user_by_key");
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
    /**
     * The user with their role's permissions (null without an active role). The e-mail names the
     * shop first (`tenant_lookups`), then the user is read within it: two reads, each of one tenant.
     */
    async findUserByEmail(email: string) {
      const owner = await lookups.find("shop_user_email", email.toLowerCase());
      if (!owner) return null;
      const [row] = await byKey.execute({ shopId: owner.tenantId, id: owner.rowId });
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
    /** The shop's owner, whose e-mail is claimed platform-wide in the same transaction. */
    async insertUser(values: ShopUserInsert & { email: string }, tx: Db) {
      const [row] = await tx.insert(shopUsers).values(values).returning();
      if (!row) throw new Error("user insert returned nothing");
      await lookups.claim(tx, "shop_user_email", row.shopId, [{ key: values.email, rowId: row.id }]);
      return { ...row, rolePermissions: null };
    },
    async setPassword(user: UserKey, passwordHash: string, tx: Db) {
      await tx
        .update(shopUsers)
        .set({ passwordHash, updatedAt: new Date() })
        .where(and(eq(shopUsers.shopId, user.tenantId), eq(shopUsers.id, user.id)));
    },
  };
}

export type ShopAuthRepo = ReturnType<typeof createShopAuthRepo>;
