import { and, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { TeamMemberListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { isLinkedTo, linkedIds, replaceLinks } from "../../../db/links.js";
import { countRows, orderOf, pageOf } from "../../../db/paging.js";
import { roles, serviceMembers, shopUsers, shops, teamMemberBranches } from "../../../db/schema/index.js";
import { containsPattern, phoneContains } from "../../../db/search.js";
import { insertShopRow } from "../../../db/shop-rows.js";
import { createTenantLookups } from "../../../db/tenant-lookups.js";
import { createResetTokens, type UserKey } from "../../../platform/reset-tokens.js";
import { tenantRow } from "../../../db/tenant-row.js";

/** The columns a team member's form writes; the owner flag and the password are never among them. */
export type MemberColumns = Omit<
  typeof shopUsers.$inferInsert,
  "id" | "shopId" | "isOwner" | "passwordHash" | "createdAt" | "updatedAt"
>;

/** Team members are the shop's users who are not its owner: the owner is never reached through them. */
const isMemberOf = (tenantId: string) => and(eq(shopUsers.shopId, tenantId), eq(shopUsers.isOwner, false));

const withRoleName = { user: shopUsers, roleName: roles.name };

export function createTeamRepo(db: Db) {
  const resetTokens = createResetTokens(db);
  const lookups = createTenantLookups(db);
  /** `phoneDigits`: what the search term finds inside stored phones (null when it is not phone-like). */
  function filters(tenantId: string, q: TeamMemberListQuery, phoneDigits: string | null): SQL | undefined {
    const parts: (SQL | undefined)[] = [isMemberOf(tenantId)];
    if (q.status !== "all") parts.push(eq(shopUsers.active, q.status === "active"));
    if (q.branch_id) {
      parts.push(
        isLinkedTo(
          db,
          teamMemberBranches,
          teamMemberBranches.userId,
          shopUsers,
          teamMemberBranches.branchId,
          q.branch_id,
        ),
      );
    }
    if (q.search) {
      const pattern = containsPattern(q.search);
      parts.push(
        or(
          ilike(shopUsers.name, pattern),
          ilike(shopUsers.nameArabic, pattern),
          ilike(shopUsers.email, pattern),
          phoneContains(shopUsers.phone, phoneDigits),
        ),
      );
    }
    return and(...parts);
  }

  const selectWithRole = (tx: Db = db) =>
    tx
      .select(withRoleName)
      .from(shopUsers)
      .leftJoin(roles, tenantRow(roles, shopUsers.roleId, shopUsers));

  /** Active members linked to a branch (and to a service when given), as a chooser lists them. */
  async function choices(tenantId: string, branchId: string, serviceId?: string) {
    const performs = serviceId
      ? isLinkedTo(db, serviceMembers, serviceMembers.userId, shopUsers, serviceMembers.serviceId, serviceId)
      : undefined;
    return db
      .select({ user: shopUsers })
      .from(shopUsers)
      .innerJoin(teamMemberBranches, tenantRow(shopUsers, teamMemberBranches.userId, teamMemberBranches))
      .where(and(isMemberOf(tenantId), eq(shopUsers.active, true), eq(teamMemberBranches.branchId, branchId), performs))
      .orderBy(asc(shopUsers.name), asc(shopUsers.id));
  }

  return {
    async list(tenantId: string, q: TeamMemberListQuery, phoneDigits: string | null) {
      const where = filters(tenantId, q, phoneDigits);
      const sortColumn = q.sort === "name" ? shopUsers.name : shopUsers.createdAt;
      return pageOf(
        db,
        selectWithRole()
          .where(where)
          .orderBy(...orderOf(sortColumn, q.order, shopUsers.id)),
        countRows(db, shopUsers, where),
        q,
      );
    },

    async get(tenantId: string, id: string, tx: Db = db) {
      const [row] = await selectWithRole(tx)
        .where(and(isMemberOf(tenantId), eq(shopUsers.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** The branches and services of several members in two queries (a page of the list, or one member). */
    async linksOf(tenantId: string, userIds: string[]) {
      const [branchIds, serviceIds] = await Promise.all([
        linkedIds(db, teamMemberBranches, teamMemberBranches.userId, teamMemberBranches.branchId, tenantId, userIds),
        linkedIds(db, serviceMembers, serviceMembers.userId, serviceMembers.serviceId, tenantId, userIds),
      ]);
      return { branchIds, serviceIds };
    },

    /** Whether another user (of any shop: e-mails sign in, so they are unique everywhere) has the e-mail. */
    async isEmailTaken(email: string, exceptUserId: string | null) {
      const owner = await lookups.find("shop_user_email", email);
      return !!owner && owner.rowId !== exceptUserId;
    },

    async shopName(tenantId: string, tx: Db = db) {
      const [row] = await tx.select({ name: shops.shopName }).from(shops).where(eq(shops.id, tenantId)).limit(1);
      return row?.name ?? "";
    },

    /** A new member; its e-mail (when it has one) is claimed platform-wide in the same transaction. */
    async insert(tenantId: string, values: MemberColumns, tx: Db) {
      const id = await insertShopRow(tx, shopUsers, { ...values, shopId: tenantId, isOwner: false });
      if (values.email) await lookups.claim(tx, "shop_user_email", tenantId, [{ key: values.email, rowId: id }]);
      return id;
    },

    async update(tenantId: string, id: string, values: MemberColumns, tx: Db) {
      const [row] = await tx
        .update(shopUsers)
        .set({ ...values, updatedAt: new Date() })
        .where(and(isMemberOf(tenantId), eq(shopUsers.id, id)))
        .returning({ id: shopUsers.id });
      if (row) await lookups.replace(tx, "shop_user_email", tenantId, id, values.email ?? null);
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

    /** Deletes the member and frees its e-mail for anyone, in one transaction. */
    remove: (tenantId: string, id: string) =>
      db.transaction(async (tx) => {
        const rows = await tx
          .delete(shopUsers)
          .where(and(isMemberOf(tenantId), eq(shopUsers.id, id)))
          .returning({ id: shopUsers.id });
        await lookups.release(tx, "shop_user_email", tenantId, [id]);
        return rows.length > 0;
      }),

    replaceBranches: (shopId: string, userId: string, branchIds: string[], tx: Db) =>
      replaceLinks(
        tx,
        teamMemberBranches,
        teamMemberBranches.userId,
        shopId,
        userId,
        branchIds.map((branchId) => ({ shopId, userId, branchId })),
      ),

    replaceServices: (shopId: string, userId: string, serviceIds: string[], tx: Db) =>
      replaceLinks(
        tx,
        serviceMembers,
        serviceMembers.userId,
        shopId,
        userId,
        serviceIds.map((serviceId) => ({ shopId, userId, serviceId })),
      ),

    choicesByBranch: (tenantId: string, branchId: string) => choices(tenantId, branchId),
    choicesByBranchService: (tenantId: string, branchId: string, serviceId: string) =>
      choices(tenantId, branchId, serviceId),

    insertInvitationToken: (user: UserKey, tokenHash: string, expiresAt: Date, tx: Db) =>
      resetTokens.issue("shop", user, tokenHash, expiresAt, tx),

    /** Links not used yet stop working (the e-mail changed, or the member may no longer sign in). */
    revokeInvitations: (userId: string, tx: Db) => resetTokens.revokeUnused("shop", userId, tx),
  };
}

export type TeamRepo = ReturnType<typeof createTeamRepo>;
export type MemberWithRole = NonNullable<Awaited<ReturnType<TeamRepo["get"]>>>;
