import { randomBytes } from "node:crypto";
import { authEndpoints, type ShopPermission } from "@pitlane/domain";
import { branches, roles, shopUsers, shops } from "../../db/schema/index.js";
import { hashPassword } from "../../platform/passwords.js";
import type { TestApp } from "../app.js";
import { claimKey } from "./lookups.js";

export const TEST_PASSWORD = "correct-horse-battery";
let passwordHash: Promise<string> | undefined;

const unique = () => randomBytes(4).toString("hex");

export interface TestShop {
  shopId: string;
  userId: string;
  email: string;
  token: string;
}

/** A persisted shop with its owner (or another user) and a live session. */
export async function createShop(
  t: TestApp,
  overrides: { currency?: "PKR" | "SAR"; isOwner?: boolean; email?: string; timeZone?: string } = {},
): Promise<TestShop> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = overrides.email ?? `owner-${unique()}@example.test`;
  const [shop] = await t.db
    .insert(shops)
    .values({
      shopName: `Shop ${unique()}`,
      phone: "+923001111111",
      email,
      currency: overrides.currency ?? "PKR",
      timeZone: overrides.timeZone ?? "Asia/Karachi",
    })
    .returning();
  if (!shop) throw new Error("no shop");
  const userId = await addUser(t, shop.id, { email, isOwner: overrides.isOwner ?? true });
  return {
    shopId: shop.id,
    userId,
    email,
    token: await t.sessions.create({ realm: "shop", userId, tenantId: shop.id }),
  };
}

/**
 * A shop signed up through the API as a new owner would, in a country (its wall clock starts on that
 * country's zone) and a currency.
 */
export async function signUpShop(
  t: TestApp,
  body: { country_id: string; currency: "PKR" | "SAR"; shop_name?: string },
): Promise<TestShop> {
  const email = `owner-${unique()}@example.test`;
  const owner = { name: "Fahad Al-Harbi", email, phone: "+966 11 4567890", password: TEST_PASSWORD };
  const res = await t.api.call(authEndpoints.signup, { body: { shop_name: "Riyadh Auto Care", ...owner, ...body } });
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}: ${res.body.message}`);
  const { token, user, shop } = res.body.result;
  return { shopId: shop._id, userId: user._id, email, token };
}

/**
 * Another user of the same shop, allowed to sign in: without `permissions` they hold none; with
 * them they hold a role granting exactly those (inactive when `roleActive` is false).
 */
export async function createStaffUser(
  t: TestApp,
  shopId: string,
  options: { permissions?: ShopPermission[]; roleActive?: boolean } = {},
): Promise<{ userId: string; token: string; roleId: string | null }> {
  let roleId: string | null = null;
  if (options.permissions) {
    const [role] = await t.db
      .insert(roles)
      .values({
        shopId,
        name: `Role ${unique()}`,
        permissions: options.permissions,
        active: options.roleActive ?? true,
      })
      .returning({ id: roles.id });
    roleId = role?.id ?? null;
  }
  const userId = await addUser(t, shopId, { email: `staff-${unique()}@example.test`, isOwner: false, roleId });
  return { userId, token: await t.sessions.create({ realm: "shop", userId, tenantId: shopId }), roleId };
}

async function addUser(t: TestApp, shopId: string, user: { email: string; isOwner: boolean; roleId?: string | null }) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await t.db
    .insert(shopUsers)
    .values({
      shopId,
      name: "Test User",
      email: user.email,
      phone: "+923002222222",
      passwordHash: await passwordHash,
      isOwner: user.isOwner,
      canSignIn: !user.isOwner,
      roleId: user.roleId ?? null,
    })
    .returning({ id: shopUsers.id });
  if (!row) throw new Error("no user");
  await claimKey(t, "shop_user_email", shopId, user.email, row.id);
  return row.id;
}

export async function createBranch(t: TestApp, shopId: string, overrides: Partial<typeof branches.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(branches)
    .values({
      shopId,
      branchNameEnglish: `Branch ${unique()}`,
      branchNameArabic: `فرع ${unique()}`,
      phone: "+924235761111",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("no branch");
  return row;
}

/** A valid add-shop-branch body; tests override the fields they are about. */
export const branchBody = (overrides: Record<string, unknown> = {}) => ({
  branch_name_english: "Gulberg Branch",
  branch_name_arabic: "فرع جلبرج",
  address: "12 Main Boulevard, Gulberg III",
  phone: "+92 42 35761234",
  ...overrides,
});
