import type { OpsRole } from "@pitlane/domain";
import { randomBytes } from "node:crypto";
import { opsUsers } from "../../db/schema/index.js";
import { hashPassword } from "../../platform/passwords.js";
import { OPS_TENANT } from "../../platform/sessions.js";
import type { TestApp } from "../app.js";
import { TEST_PASSWORD } from "./shop.js";

let passwordHash: Promise<string> | undefined;

export interface TestOpsUser {
  userId: string;
  name: string;
  email: string;
  token: string;
}

/** A console user of the role (an admin by default) with a live session; the password is TEST_PASSWORD. */
export async function createOpsUser(t: TestApp, role: OpsRole = "admin", active = true): Promise<TestOpsUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const unique = randomBytes(4).toString("hex");
  const name = `${role === "admin" ? "Admin" : "Reviewer"} ${unique}`;
  const email = `ops-${unique}@pitlane.test`;
  const [row] = await t.db
    .insert(opsUsers)
    .values({ name, email, role, active, passwordHash: await passwordHash })
    .returning({ id: opsUsers.id });
  if (!row) throw new Error("no ops user");
  const token = await t.sessions.create({ realm: "ops", userId: row.id, tenantId: OPS_TENANT });
  return { userId: row.id, name, email, token };
}

/** A fresh key for a money-moving request. */
export const idempotencyKey = () => `test-${randomBytes(8).toString("hex")}`;
