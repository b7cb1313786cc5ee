import { and, eq, gt, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { employees, passwordResetTokens, shopUsers } from "../db/schema/index.js";
import type { TenantRealm } from "./sessions.js";

/** The columns that name the user of a reset link, and its tenant, in each back office. */
const userColumn = { shop: passwordResetTokens.userId, fleet: passwordResetTokens.employeeId };
const tenantColumn = { shop: passwordResetTokens.shopId, fleet: passwordResetTokens.companyId };

/** A user of either back office, named within its shop or company. */
export interface UserKey {
  tenantId: string;
  id: string;
}

/** Unused links of a user stop working. */
async function revokeUnused(realm: TenantRealm, userId: string, tx: Db) {
  await tx.delete(passwordResetTokens).where(and(eq(userColumn[realm], userId), isNull(passwordResetTokens.usedAt)));
}

/** Locks the user's own row, so two links asked for one user at once are issued one after the other. */
async function lockUser(realm: TenantRealm, userId: string, tx: Db) {
  const table = realm === "shop" ? shopUsers : employees;
  await tx.select({ id: table.id }).from(table).where(eq(table.id, userId)).for("update");
}

/** Password reset and invitation links of both back offices: stored hashed, each works once. */
export function createResetTokens(db: Db) {
  /**
   * A new link voids the user's earlier unused ones: only the last one mailed works, so a link left
   * in an old mail is worth nothing once another is asked for.
   */
  async function issue(realm: TenantRealm, user: UserKey, tokenHash: string, expiresAt: Date, tx: Db) {
    const owner =
      realm === "shop" ? { userId: user.id, shopId: user.tenantId } : { employeeId: user.id, companyId: user.tenantId };
    await lockUser(realm, user.id, tx);
    await revokeUnused(realm, user.id, tx);
    await tx.insert(passwordResetTokens).values({ ...owner, tokenHash, expiresAt });
  }

  return {
    /** In the caller's transaction when given one (an invitation written with the member), else in its own. */
    issue: (realm: TenantRealm, user: UserKey, tokenHash: string, expiresAt: Date, tx?: Db) =>
      tx
        ? issue(realm, user, tokenHash, expiresAt, tx)
        : db.transaction((own) => issue(realm, user, tokenHash, expiresAt, own)),

    /** Marks a live token used and returns its user, in one statement, so a token works once. */
    async consume(realm: TenantRealm, tokenHash: string, tx: Db): Promise<UserKey | null> {
      const column = userColumn[realm];
      const [row] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            // Another back office's link is not this one's to spend.
            isNotNull(column),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: column, tenantId: tenantColumn[realm] });
      if (!row?.userId || !row.tenantId) return null;
      // The other links mailed to this user stop working too: a reset closes them all.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(column, row.userId), isNull(passwordResetTokens.usedAt)));
      return { tenantId: row.tenantId, id: row.userId };
    },

    /** Unused links of a user stop working (access taken away before they were used). */
    revokeUnused: (realm: TenantRealm, userId: string, tx: Db = db) => revokeUnused(realm, userId, tx),
  };
}
