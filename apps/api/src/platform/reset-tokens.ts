import { and, eq, gt, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { passwordResetTokens } from "../db/schema/index.js";
import type { Realm } from "./sessions.js";

/** The column that names the user of a reset link in each back office. */
const userColumn = { shop: passwordResetTokens.userId, fleet: passwordResetTokens.employeeId };

/** Password reset and invitation links of both back offices: stored hashed, each works once. */
export function createResetTokens(db: Db) {
  return {
    async insert(realm: Realm, userId: string, tokenHash: string, expiresAt: Date, tx: Db = db) {
      const owner = realm === "shop" ? { userId } : { employeeId: userId };
      await tx.insert(passwordResetTokens).values({ ...owner, tokenHash, expiresAt });
    },

    /** Marks a live token used and returns its user, in one statement, so a token works once. */
    async consume(realm: Realm, tokenHash: string, tx: Db): Promise<string | null> {
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
        .returning({ userId: column });
      if (!row?.userId) return null;
      // The other links mailed to this user stop working too: a reset closes them all.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(column, row.userId), isNull(passwordResetTokens.usedAt)));
      return row.userId;
    },

    /** Unused links of a user stop working (access taken away before they were used). */
    async revokeUnused(realm: Realm, userId: string, tx: Db = db) {
      await tx
        .delete(passwordResetTokens)
        .where(and(eq(userColumn[realm], userId), isNull(passwordResetTokens.usedAt)));
    },
  };
}
