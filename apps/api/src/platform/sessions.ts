import { and, eq, or, sql } from "drizzle-orm";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import { roles, sessions, shopUsers } from "../db/schema/index.js";
import { hashToken, newToken } from "./tokens.js";

/** How long the token before a rotation still works, so requests already in flight don't fail. */
const ROTATION_GRACE_MS = 60_000;
/** last_seen_at is written at most this often, so reads don't all turn into writes. */
const TOUCH_EVERY_MS = 30_000;

export interface SessionUser {
  sessionId: string;
  userId: string;
  shopId: string;
  isOwner: boolean;
  /** The permissions of the user's role while the role is active; null without one. */
  rolePermissions: string[] | null;
}

export interface ResolvedSession extends SessionUser {
  /** Set when this request rotated the token: the client must use it from now on. */
  rotatedToken?: string;
}

export function createSessionStore(db: Db, config: Config["session"]) {
  const idleMs = config.idleMinutes * 60_000;
  const rotateMs = config.rotateMinutes * 60_000;

  const findByHash = db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      shopId: sessions.shopId,
      tokenHash: sessions.tokenHash,
      rotatedAt: sessions.rotatedAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      isOwner: shopUsers.isOwner,
      active: shopUsers.active,
      rolePermissions: roles.permissions,
    })
    .from(sessions)
    .innerJoin(shopUsers, eq(shopUsers.id, sessions.userId))
    // A deactivated role grants nothing: it joins as if the user had no role.
    .leftJoin(roles, and(eq(roles.id, shopUsers.roleId), eq(roles.active, true)))
    .where(or(eq(sessions.tokenHash, sql.placeholder("hash")), eq(sessions.previousTokenHash, sql.placeholder("hash"))))
    .limit(1)
    .prepare("session_by_token");

  return {
    async create(userId: string, shopId: string): Promise<string> {
      const { token, hash } = newToken();
      const expiresAt = new Date(Date.now() + config.maxHours * 3_600_000);
      await db.insert(sessions).values({ userId, shopId, tokenHash: hash, expiresAt });
      return token;
    },

    /**
     * The session behind a token, or null when it is unknown, revoked, idle too long or past its lifetime.
     * `canRotate` is false for answers that cannot carry a new token (images): they must not rotate it.
     */
    async resolve(token: string, canRotate = true): Promise<ResolvedSession | null> {
      const hash = hashToken(token);
      const [row] = await findByHash.execute({ hash });
      if (!row || !row.active) return null;
      const now = Date.now();
      const isPrevious = row.tokenHash !== hash;
      if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + idleMs <= now) return null;
      if (isPrevious && row.rotatedAt.getTime() + ROTATION_GRACE_MS <= now) return null;
      const session: ResolvedSession = {
        sessionId: row.id,
        userId: row.userId,
        shopId: row.shopId,
        isOwner: row.isOwner,
        rolePermissions: row.rolePermissions,
      };

      if (canRotate && !isPrevious && row.rotatedAt.getTime() + rotateMs <= now) {
        const next = newToken();
        // Conditional on the current hash: of two requests rotating at once, only one wins.
        const updated = await db
          .update(sessions)
          .set({ tokenHash: next.hash, previousTokenHash: hash, rotatedAt: new Date(now), lastSeenAt: new Date(now) })
          .where(and(eq(sessions.id, row.id), eq(sessions.tokenHash, hash)))
          .returning({ id: sessions.id });
        if (updated.length === 1) session.rotatedToken = next.token;
      } else if (row.lastSeenAt.getTime() + TOUCH_EVERY_MS <= now) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(sessions.id, row.id));
      }
      return session;
    },

    async revoke(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    async revokeAllOfUser(userId: string, tx: Db = db): Promise<void> {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
