import { and, eq, or, sql } from "drizzle-orm";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import {
  employees,
  fleetRoles,
  opsUsers,
  roles,
  sessions,
  shopUsers,
  stationUsers,
  stations,
} from "../db/schema/index.js";
import { tenantRow } from "../db/tenant-row.js";
import { SessionCache } from "./session-cache.js";
import { hashToken, newToken } from "./tokens.js";

/** How long the token before a rotation still works, so requests already in flight don't fail. */
const ROTATION_GRACE_MS = 60_000;
/**
 * last_seen_at is written at most this often, so reads don't all turn into writes: a session may end
 * up to this much before its idle limit counted from its very last request.
 */
const TOUCH_EVERY_MS = 30_000;

/**
 * What a session opens: a shop's dashboard, a fleet company's portal, the platform's operations
 * console, or a partner station's terminal page (its attendant; the "tenant" is the station).
 */
export type Realm = "shop" | "fleet" | "ops" | "station";

/** The back offices, whose users belong to a tenant (a shop or a company). */
export type TenantRealm = Exclude<Realm, "ops" | "station">;

/** The console's users belong to no tenant: their sessions are counted (request limits) under this one. */
export const OPS_TENANT = "platform";

export interface SessionUser {
  sessionId: string;
  realm: Realm;
  userId: string;
  /** The shop or the company; `OPS_TENANT` for the console. */
  tenantId: string;
  /** The shop owner, the company admin or a console admin, who hold every permission. */
  isOwner: boolean;
  /** The permissions of the user's role while the role is active; null without one. */
  rolePermissions: string[] | null;
}

export interface ResolvedSession extends SessionUser {
  /** Set when this request rotated the token: the client must use it from now on. */
  rotatedToken?: string;
}

export interface NewSession {
  realm: Realm;
  userId: string;
  tenantId: string;
  /** "Remember me": the session lasts days instead of hours. */
  isRemembered?: boolean;
}

const sessionColumns = {
  id: sessions.id,
  tokenHash: sessions.tokenHash,
  rotatedAt: sessions.rotatedAt,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
  isRemembered: sessions.isRemembered,
};
const byHash = or(
  eq(sessions.tokenHash, sql.placeholder("hash")),
  eq(sessions.previousTokenHash, sql.placeholder("hash")),
);

/** A session row as the lookup reads it, with the back office it was read for. */
interface SessionRow {
  id: string;
  realm: Realm;
  tokenHash: string;
  rotatedAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  isRemembered: boolean;
  userId: string;
  tenantId: string;
  isOwner: boolean;
  active: boolean;
  rolePermissions: string[] | null;
}

export function createSessionStore(db: Db, config: Config["session"]) {
  const cache = new SessionCache<SessionRow>(config.cacheSeconds * 1000);
  const idleMs = (isRemembered: boolean) =>
    isRemembered ? config.rememberDays * 86_400_000 : config.idleMinutes * 60_000;
  const rotateMs = config.rotateMinutes * 60_000;

  // One prepared query per back office: a shop token never opens the fleet portal, nor the reverse.
  const lookups = {
    shop: db
      .select({
        ...sessionColumns,
        userId: shopUsers.id,
        tenantId: shopUsers.shopId,
        isOwner: shopUsers.isOwner,
        active: shopUsers.active,
        rolePermissions: roles.permissions,
      })
      .from(sessions)
      // The session names its shop beside the user, so the user's (shop, id) key serves the join.
      .innerJoin(shopUsers, and(eq(shopUsers.shopId, sessions.shopId), eq(shopUsers.id, sessions.userId)))
      // A deactivated role grants nothing: it joins as if the user had no role.
      .leftJoin(roles, and(tenantRow(roles, shopUsers.roleId, shopUsers), eq(roles.active, true)))
      .where(byHash)
      .limit(1)
      .prepare("shop_session_by_token"),
    fleet: db
      .select({
        ...sessionColumns,
        userId: employees.id,
        tenantId: employees.companyId,
        isOwner: employees.isAdmin,
        active: sql<boolean>`${employees.status} = 'active'`,
        rolePermissions: fleetRoles.permissions,
      })
      .from(sessions)
      .innerJoin(employees, and(eq(employees.companyId, sessions.companyId), eq(employees.id, sessions.employeeId)))
      .leftJoin(fleetRoles, and(tenantRow(fleetRoles, employees.roleId, employees), eq(fleetRoles.active, true)))
      .where(byHash)
      .limit(1)
      .prepare("fleet_session_by_token"),
    ops: db
      .select({
        ...sessionColumns,
        userId: opsUsers.id,
        tenantId: sql<string>`${OPS_TENANT}`,
        isOwner: sql<boolean>`${opsUsers.role} = 'admin'`,
        active: opsUsers.active,
        // A console user's permissions come from the role's name alone (route.ts, permissionsOf).
        rolePermissions: sql<string[] | null>`null`,
      })
      .from(sessions)
      .innerJoin(opsUsers, eq(opsUsers.id, sessions.opsUserId))
      .where(byHash)
      .limit(1)
      .prepare("ops_session_by_token"),
    station: db
      .select({
        ...sessionColumns,
        userId: stationUsers.id,
        tenantId: stationUsers.stationId,
        isOwner: sql<boolean>`false`,
        // An attendant of a station switched off signs in no more.
        active: sql<boolean>`${stationUsers.active} and ${stations.status} = 'active'`,
        rolePermissions: sql<string[] | null>`null`,
      })
      .from(sessions)
      .innerJoin(stationUsers, eq(stationUsers.id, sessions.stationUserId))
      .innerJoin(stations, eq(stations.id, stationUsers.stationId))
      .where(byHash)
      .limit(1)
      .prepare("station_session_by_token"),
  };

  /** Whether a session row still opens: not past its lifetime, not idle too long, not a rotated token past its grace. */
  function isLive(row: SessionRow, hash: string, now: number): boolean {
    if (!row.active) return false;
    if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + idleMs(row.isRemembered) <= now) return false;
    return row.tokenHash === hash || row.rotatedAt.getTime() + ROTATION_GRACE_MS > now;
  }

  /** Reads the session from the database; a live session under its current token is cached. */
  async function read(hash: string, realm: Realm, now: number): Promise<SessionRow | null> {
    const epoch = cache.currentEpoch();
    const [found] = await lookups[realm].execute({ hash });
    if (!found) return null;
    const row: SessionRow = { ...found, realm };
    if (!isLive(row, hash, now)) return null;
    // A rotated token only serves requests already in flight for a minute: not worth keeping.
    // eslint-disable-next-line security/detect-possible-timing-attacks -- both are hashes of the token already matched by the lookup
    if (row.tokenHash === hash) cache.store(hash, row, epoch, now);
    return row;
  }

  return {
    async create({ realm, userId, tenantId, isRemembered = false }: NewSession): Promise<string> {
      const { token, hash } = newToken();
      const lifetimeMs = isRemembered ? config.rememberDays * 86_400_000 : config.maxHours * 3_600_000;
      const owner =
        realm === "shop"
          ? { userId, shopId: tenantId }
          : realm === "fleet"
            ? { employeeId: userId, companyId: tenantId }
            : realm === "ops"
              ? { opsUserId: userId }
              : { stationUserId: userId };
      await db
        .insert(sessions)
        .values({ ...owner, isRemembered, tokenHash: hash, expiresAt: new Date(Date.now() + lifetimeMs) });
      return token;
    },

    /**
     * The session behind a token, or null when it is unknown, revoked, idle too long or past its lifetime.
     * `canRotate` is false for answers that cannot carry a new token (images): they must not rotate it.
     */
    async resolve(token: string, realm: Realm, canRotate = true): Promise<ResolvedSession | null> {
      const hash = hashToken(token);
      const now = Date.now();
      const cached = cache.get(hash, now);
      // The cache only ever says yes: a cached row that looks expired or idle is read again, since
      // another process may have seen the session since.
      const row = cached?.realm === realm && isLive(cached, hash, now) ? cached : await read(hash, realm, now);
      if (!row) return null;
      const session: ResolvedSession = {
        sessionId: row.id,
        realm,
        userId: row.userId,
        tenantId: row.tenantId,
        isOwner: row.isOwner,
        rolePermissions: row.rolePermissions,
      };

      if (canRotate && row.tokenHash === hash && row.rotatedAt.getTime() + rotateMs <= now) {
        const next = newToken();
        // Conditional on the current hash: of two requests rotating at once, only one wins.
        const updated = await db
          .update(sessions)
          .set({ tokenHash: next.hash, previousTokenHash: hash, rotatedAt: new Date(now), lastSeenAt: new Date(now) })
          .where(and(eq(sessions.id, row.id), eq(sessions.tokenHash, hash)))
          .returning({ id: sessions.id });
        cache.drop((entry) => entry.id === row.id);
        if (updated.length === 1) session.rotatedToken = next.token;
      } else if (row.lastSeenAt.getTime() + TOUCH_EVERY_MS <= now) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(sessions.id, row.id));
        // The cached row is this process's view of the session: it was seen now.
        row.lastSeenAt = new Date(now);
      }
      return session;
    },

    async revoke(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
      cache.drop((row) => row.id === sessionId);
    },

    /**
     * Ends every session of a shop user, a fleet company's user or a console user (ids never repeat across them).
     * Inside a transaction, the caller also calls `forgetUser` once it commits: a request between
     * this drop and the commit still reads the sessions and may cache them again.
     */
    async revokeAllOfUser(userId: string, tx: Db = db): Promise<void> {
      await tx
        .delete(sessions)
        .where(
          or(
            eq(sessions.userId, userId),
            eq(sessions.employeeId, userId),
            eq(sessions.opsUserId, userId),
            eq(sessions.stationUserId, userId),
          ),
        );
      cache.drop((row) => row.userId === userId);
    },

    /**
     * Drops what this process cached of a user's sessions (a role, status, password or deletion
     * changed, and committed): their next request reads the database again.
     */
    forgetUser(userId: string): void {
      cache.drop((row) => row.userId === userId);
    },

    /** Drops every cached session of a shop or company: one of its roles changed, and committed. */
    forgetTenant(tenantId: string): void {
      cache.drop((row) => row.tenantId === tenantId);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
