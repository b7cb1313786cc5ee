import { randomBytes } from "node:crypto";
import { branches, shopUsers, shops } from "../../db/schema/index.js";
import { hashPassword } from "../../platform/passwords.js";
import type { TestApp } from "../app.js";

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
  overrides: { currency?: "PKR" | "SAR"; isOwner?: boolean; email?: string } = {},
): Promise<TestShop> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = overrides.email ?? `owner-${unique()}@example.test`;
  const [shop] = await t.db
    .insert(shops)
    .values({ shopName: `Shop ${unique()}`, phone: "+92 300 1111111", email, currency: overrides.currency ?? "PKR" })
    .returning();
  if (!shop) throw new Error("no shop");
  const userId = await addUser(t, shop.id, { email, isOwner: overrides.isOwner ?? true });
  return { shopId: shop.id, userId, email, token: await t.sessions.create(userId, shop.id) };
}

/** Another user of the same shop: not the owner, so (until roles exist) without any permission. */
export async function createStaffUser(t: TestApp, shopId: string): Promise<{ userId: string; token: string }> {
  const userId = await addUser(t, shopId, { email: `staff-${unique()}@example.test`, isOwner: false });
  return { userId, token: await t.sessions.create(userId, shopId) };
}

async function addUser(t: TestApp, shopId: string, user: { email: string; isOwner: boolean }) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await t.db
    .insert(shopUsers)
    .values({
      shopId,
      name: "Test User",
      email: user.email,
      phone: "+92 300 2222222",
      passwordHash: await passwordHash,
      isOwner: user.isOwner,
    })
    .returning({ id: shopUsers.id });
  if (!row) throw new Error("no user");
  return row.id;
}

export async function createBranch(t: TestApp, shopId: string, overrides: Partial<typeof branches.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(branches)
    .values({
      shopId,
      branchNameEnglish: `Branch ${unique()}`,
      branchNameArabic: "فرع",
      phone: "+92 42 1234567",
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
