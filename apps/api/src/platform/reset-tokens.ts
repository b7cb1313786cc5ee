import { and, eq, gt, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { passwordResetTokens } from "../db/schema/index.js";
import type { Realm } from "./sessions.js";

/** The columns that name the user of a reset link, and its tenant, in each back office. */
const userColumn = { shop: passwordResetTokens.userId, fleet: passwordResetTokens.employeeId };
const tenantColumn = { shop: passwordResetTokens.shopId, fleet: passwordResetTokens.companyId };

/** A user of either back office, named within its shop or company. */
export interface UserKey {
  tenantId: string;
  id: string;
}

/** Password reset and invitation links of both back offices: stored hashed, each works once. */
export function createResetTokens(db: Db) {
  return {
    async insert(realm: Realm, user: UserKey, tokenHash: string, expiresAt: Date, tx: Db = db) {
      const owner =
        realm === "shop"
          ? { userId: user.id, shopId: user.tenantId }
          : { employeeId: user.id, companyId: user.tenantId };
      await tx.insert(passwordResetTokens).values({ ...owner, tokenHash, expiresAt });
    },

    /** Marks a live token used and returns its user, in one statement, so a token works once. */
    async consume(realm: Realm, tokenHash: string, tx: Db): Promise<UserKey | null> {
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
    async revokeUnused(realm: Realm, userId: string, tx: Db = db) {
      await tx
        .delete(passwordResetTokens)
        .where(and(eq(userColumn[realm], userId), isNull(passwordResetTokens.usedAt)));
    },
  };
}
