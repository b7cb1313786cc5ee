import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { offsetOf, type TeamMemberListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import {
  branches,
  passwordResetTokens,
  roles,
  serviceMembers,
  services,
  shopUsers,
  shops,
  teamMemberBranches,
  uploads,
} from "../../../db/schema/index.js";

/** The columns a team member's form writes; the owner flag and the password are never among them. */
export type MemberColumns = Omit<
  typeof shopUsers.$inferInsert,
  "id" | "shopId" | "isOwner" | "passwordHash" | "createdAt" | "updatedAt"
>;

/** Tables whose ids a member's form may refer to; each has `id` and `shop_id`. */
const ownedTables = { branches, services, roles, uploads };
export type OwnedKind = keyof typeof ownedTables;

/** Team members are the shop's users who are not its owner: the owner is never reached through them. */
const isMemberOf = (tenantId: string) => and(eq(shopUsers.shopId, tenantId), eq(shopUsers.isOwner, false));

const withRoleName = { user: shopUsers, roleName: roles.name };

export function createTeamRepo(db: Db) {
  function filters(tenantId: string, q: TeamMemberListQuery): SQL | undefined {
    const parts: (SQL | undefined)[] = [isMemberOf(tenantId)];
    if (q.status !== "all") parts.push(eq(shopUsers.active, q.status === "active"));
    if (q.branch_id) {
      const atBranch = db
        .select({ id: teamMemberBranches.userId })
        .from(teamMemberBranches)
        .where(eq(teamMemberBranches.branchId, q.branch_id));
      parts.push(inArray(shopUsers.id, atBranch));
    }
    if (q.search) {
      const pattern = `%${q.search.replace(/[\\%_]/g, "\\$&")}%`;
      parts.push(
        or(
          ilike(shopUsers.name, pattern),
          ilike(shopUsers.nameArabic, pattern),
          ilike(shopUsers.email, pattern),
          ilike(shopUsers.phone, pattern),
        ),
      );
    }
    return and(...parts);
  }

  const selectWithRole = (tx: Db = db) =>
    tx.select(withRoleName).from(shopUsers).leftJoin(roles, eq(roles.id, shopUsers.roleId));

  /** Active members linked to a branch (and to a service when given), as a chooser lists them. */
  async function choices(tenantId: string, branchId: string, serviceId?: string) {
    const performs = serviceId
      ? inArray(
          shopUsers.id,
          db.select({ id: serviceMembers.userId }).from(serviceMembers).where(eq(serviceMembers.serviceId, serviceId)),
        )
      : undefined;
    return db
      .select({ user: shopUsers })
      .from(shopUsers)
      .innerJoin(teamMemberBranches, eq(teamMemberBranches.userId, shopUsers.id))
      .where(and(isMemberOf(tenantId), eq(shopUsers.active, true), eq(teamMemberBranches.branchId, branchId), performs))
      .orderBy(asc(shopUsers.name), asc(shopUsers.id));
  }

  return {
    async list(tenantId: string, q: TeamMemberListQuery) {
      const where = filters(tenantId, q);
      const direction = q.order === "desc" ? desc : asc;
      const sortColumn = q.sort === "name" ? shopUsers.name : shopUsers.createdAt;
      const [items, [counted]] = await Promise.all([
        selectWithRole()
          .where(where)
          .orderBy(direction(sortColumn), asc(shopUsers.id))
          .limit(q.limit)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(shopUsers).where(where),
      ]);
      return { items, total: counted?.n ?? 0 };
    },

    async get(tenantId: string, id: string, tx: Db = db) {
      const [row] = await selectWithRole(tx)
        .where(and(isMemberOf(tenantId), eq(shopUsers.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** The branches and services of several members in two queries (a page of the list, or one member). */
    async linksOf(userIds: string[], tx: Db = db) {
      const branchIds = new Map<string, string[]>();
      const serviceIds = new Map<string, string[]>();
      if (userIds.length === 0) return { branchIds, serviceIds };
      const [branchRows, serviceRows] = await Promise.all([
        tx
          .select({ userId: teamMemberBranches.userId, id: teamMemberBranches.branchId })
          .from(teamMemberBranches)
          .where(inArray(teamMemberBranches.userId, userIds)),
        tx
          .select({ userId: serviceMembers.userId, id: serviceMembers.serviceId })
          .from(serviceMembers)
          .where(inArray(serviceMembers.userId, userIds)),
      ]);
      for (const { userId, id } of branchRows) branchIds.set(userId, [...(branchIds.get(userId) ?? []), id]);
      for (const { userId, id } of serviceRows) serviceIds.set(userId, [...(serviceIds.get(userId) ?? []), id]);
      return { branchIds, serviceIds };
    },

    /** Which of `ids` are rows of the shop in the given table. */
    async ownedIds(kind: OwnedKind, tenantId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const table = ownedTables[kind];
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.shopId, tenantId), inArray(table.id, ids)));
      return new Set(rows.map((r) => r.id));
    },

    /** Whether another user (of any shop: e-mails sign in, so they are unique everywhere) has the e-mail. */
    async isEmailTaken(email: string, exceptUserId: string | null) {
      const [row] = await db.select({ id: shopUsers.id }).from(shopUsers).where(eq(shopUsers.email, email)).limit(1);
      return !!row && row.id !== exceptUserId;
    },

    async shopName(tenantId: string, tx: Db = db) {
      const [row] = await tx.select({ name: shops.shopName }).from(shops).where(eq(shops.id, tenantId)).limit(1);
      return row?.name ?? "";
    },

    async insert(tenantId: string, values: MemberColumns, tx: Db) {
      const [row] = await tx
        .insert(shopUsers)
        .values({ ...values, shopId: tenantId, isOwner: false })
        .returning({ id: shopUsers.id });
      if (!row) throw new Error("team member insert returned nothing");
      return row.id;
    },

    async update(tenantId: string, id: string, values: MemberColumns, tx: Db) {
      const [row] = await tx
        .update(shopUsers)
        .set({ ...values, updatedAt: new Date() })
        .where(and(isMemberOf(tenantId), eq(shopUsers.id, id)))
        .returning({ id: shopUsers.id });
      return row !== undefined;
    },

    /** Flips active in one statement (two clicks at once cannot both read the old value); null if not found. */
    async toggleActive(tenantId: string, id: string, tx: Db) {
      const [row] = await tx
        .update(shopUsers)
        .set({ active: sql`not ${shopUsers.active}`, updatedAt: new Date() })
        .where(and(isMemberOf(tenantId), eq(shopUsers.id, id)))
        .returning({ active: shopUsers.active });
      return row ? row.active : null;
    },

    async remove(tenantId: string, id: string) {
      const rows = await db
        .delete(shopUsers)
        .where(and(isMemberOf(tenantId), eq(shopUsers.id, id)))
        .returning({ id: shopUsers.id });
      return rows.length > 0;
    },

    async replaceBranches(userId: string, branchIds: string[], tx: Db) {
      await tx.delete(teamMemberBranches).where(eq(teamMemberBranches.userId, userId));
      if (branchIds.length)
        await tx.insert(teamMemberBranches).values(branchIds.map((branchId) => ({ userId, branchId })));
    },

    async replaceServices(userId: string, serviceIds: string[], tx: Db) {
      await tx.delete(serviceMembers).where(eq(serviceMembers.userId, userId));
      if (serviceIds.length)
        await tx.insert(serviceMembers).values(serviceIds.map((serviceId) => ({ userId, serviceId })));
    },

    choicesByBranch: (tenantId: string, branchId: string) => choices(tenantId, branchId),
    choicesByBranchService: (tenantId: string, branchId: string, serviceId: string) =>
      choices(tenantId, branchId, serviceId),

    async insertInvitationToken(userId: string, tokenHash: string, expiresAt: Date, tx: Db) {
      await tx.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
    },

    /** Links not used yet stop working (the e-mail changed, or the member may no longer sign in). */
    async revokeInvitations(userId: string, tx: Db) {
      await tx
        .delete(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },
  };
}

export type TeamRepo = ReturnType<typeof createTeamRepo>;
export type MemberWithRole = NonNullable<Awaited<ReturnType<TeamRepo["get"]>>>;
