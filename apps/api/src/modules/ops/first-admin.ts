import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { employees, opsUsers } from "../../db/schema/index.js";
import { DEMO_FLEET } from "../../db/seed/demo-fleet.js";
import { DEMO_PASSWORD } from "../../platform/common-passwords.js";
import { hashPassword } from "../../platform/passwords.js";

/** The demo's console users, with the demo's known password: only beside the demo data. */
export const DEMO_OPS_USERS = [
  { name: "Platform Admin", email: "ops@pitlane.test", role: "admin" },
  { name: "Top-up Reviewer", email: "reviewer@pitlane.test", role: "reviewer" },
] as const;

/** What the first start made, for its banner: a random password is shown there once and never again. */
export interface FirstOpsAdmin {
  email: string;
  /** Set only when the password was made up here. */
  generatedPassword?: string;
}

/**
 * The console's first admin, on a database whose console has no user yet, whatever SEED_DEMO says:
 * from OPS_ADMIN_EMAIL and OPS_ADMIN_PASSWORD when set; else the demo's users when the database holds
 * the demo (its known password goes with the demo data only); else an admin with a random password,
 * printed once.
 */
export async function ensureFirstOpsAdmin(db: Db, config: Pick<Config, "opsAdmin">): Promise<FirstOpsAdmin | null> {
  const [existing] = await db.select({ n: count() }).from(opsUsers);
  if ((existing?.n ?? 0) > 0) return null;
  if (config.opsAdmin) {
    const { email, password } = config.opsAdmin;
    await db
      .insert(opsUsers)
      .values({ name: "Admin", email, role: "admin", passwordHash: await hashPassword(password) });
    return { email };
  }
  if (await holdsTheDemo(db)) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.insert(opsUsers).values(DEMO_OPS_USERS.map((user) => ({ ...user, passwordHash })));
    // The banner names the demo's sign-ins every time already.
    return null;
  }
  const generatedPassword = randomBytes(12).toString("base64url");
  const email = "admin@pitlane.local";
  await db
    .insert(opsUsers)
    .values({ name: "Admin", email, role: "admin", passwordHash: await hashPassword(generatedPassword) });
  return { email, generatedPassword };
}

async function holdsTheDemo(db: Db): Promise<boolean> {
  const [admin] = await db.select({ id: employees.id }).from(employees).where(eq(employees.email, DEMO_FLEET.email));
  return !!admin;
}
