import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import {
  branches,
  categories,
  resources,
  serviceBranches,
  serviceMembers,
  serviceResources,
  services,
  shopUsers,
} from "../../../db/schema/index.js";

export interface ServiceLinks {
  branchIds: string[];
  memberIds: string[];
  resources: { resourceId: string; quantity: number }[];
}

/**
 * The link tables of a service (locations, members, resources tabs) and the questions about the
 * records they point at. Every read is scoped to the shop through the service or the linked row.
 */
export function createServiceLinkRepo(db: Db) {
  return {
    async linksOf(tenantId: string, serviceId: string): Promise<ServiceLinks> {
      const own = and(eq(services.id, serviceId), eq(services.shopId, tenantId));
      const [branchRows, memberRows, resourceRows] = await Promise.all([
        db
          .select({ id: serviceBranches.branchId })
          .from(serviceBranches)
          .innerJoin(services, eq(services.id, serviceBranches.serviceId))
          .where(own)
          .orderBy(asc(serviceBranches.branchId)),
        db
          .select({ id: serviceMembers.userId })
          .from(serviceMembers)
          .innerJoin(services, eq(services.id, serviceMembers.serviceId))
          .where(own)
          .orderBy(asc(serviceMembers.userId)),
        db
          .select({ resourceId: serviceResources.resourceId, quantity: serviceResources.quantity })
          .from(serviceResources)
          .innerJoin(services, eq(services.id, serviceResources.serviceId))
          .where(own)
          .orderBy(asc(serviceResources.resourceId)),
      ]);
      return {
        branchIds: branchRows.map((r) => r.id),
        memberIds: memberRows.map((r) => r.id),
        resources: resourceRows,
      };
    },

    /** The branches of a page of services, in one query, grouped by service. */
    async branchIdsOf(tenantId: string, serviceIds: string[]): Promise<Map<string, string[]>> {
      const grouped = new Map<string, string[]>(serviceIds.map((id) => [id, []]));
      if (serviceIds.length === 0) return grouped;
      const rows = await db
        .select({ serviceId: serviceBranches.serviceId, branchId: serviceBranches.branchId })
        .from(serviceBranches)
        .innerJoin(services, eq(services.id, serviceBranches.serviceId))
        .where(and(eq(services.shopId, tenantId), inArray(serviceBranches.serviceId, serviceIds)))
        .orderBy(asc(serviceBranches.branchId));
      for (const row of rows) grouped.get(row.serviceId)?.push(row.branchId);
      return grouped;
    },

    /** Replaces the links the change names; a list left out (undefined) stays as it is. */
    async replaceLinks(serviceId: string, links: Partial<ServiceLinks>, tx: Db) {
      if (links.branchIds) {
        await tx.delete(serviceBranches).where(eq(serviceBranches.serviceId, serviceId));
        if (links.branchIds.length)
          await tx.insert(serviceBranches).values(links.branchIds.map((branchId) => ({ serviceId, branchId })));
      }
      if (links.memberIds) {
        await tx.delete(serviceMembers).where(eq(serviceMembers.serviceId, serviceId));
        if (links.memberIds.length)
          await tx.insert(serviceMembers).values(links.memberIds.map((userId) => ({ serviceId, userId })));
      }
      if (links.resources) {
        await tx.delete(serviceResources).where(eq(serviceResources.serviceId, serviceId));
        if (links.resources.length)
          await tx.insert(serviceResources).values(links.resources.map((need) => ({ serviceId, ...need })));
      }
    },

    /** The active team members performing a service, by name. */
    async activeMembersOf(tenantId: string, serviceId: string) {
      return db
        .select({ user: shopUsers })
        .from(serviceMembers)
        .innerJoin(shopUsers, eq(shopUsers.id, serviceMembers.userId))
        .where(and(eq(serviceMembers.serviceId, serviceId), eq(shopUsers.shopId, tenantId), eq(shopUsers.active, true)))
        .orderBy(asc(shopUsers.name), asc(shopUsers.id));
    },

    async categoryKindOf(tenantId: string, categoryId: string): Promise<string | null> {
      const [row] = await db
        .select({ kind: categories.kind })
        .from(categories)
        .where(and(eq(categories.shopId, tenantId), eq(categories.id, categoryId)))
        .limit(1);
      return row?.kind ?? null;
    },

    async countBranches(tenantId: string, ids: string[]) {
      const [row] = await db
        .select({ n: count() })
        .from(branches)
        .where(and(eq(branches.shopId, tenantId), inArray(branches.id, ids)));
      return row?.n ?? 0;
    },

    /** Team members only: the owner is not a member one assigns to a service. */
    async countMembers(tenantId: string, ids: string[]) {
      const [row] = await db
        .select({ n: count() })
        .from(shopUsers)
        .where(and(eq(shopUsers.shopId, tenantId), eq(shopUsers.isOwner, false), inArray(shopUsers.id, ids)));
      return row?.n ?? 0;
    },

    async countResources(tenantId: string, ids: string[]) {
      const [row] = await db
        .select({ n: count() })
        .from(resources)
        .where(and(eq(resources.shopId, tenantId), inArray(resources.id, ids)));
      return row?.n ?? 0;
    },

    async memberExists(tenantId: string, userId: string) {
      const [row] = await db
        .select({ id: shopUsers.id })
        .from(shopUsers)
        .where(and(eq(shopUsers.shopId, tenantId), eq(shopUsers.id, userId)))
        .limit(1);
      return row !== undefined;
    },

    async branchExists(tenantId: string, branchId: string) {
      const [row] = await db
        .select({ id: branches.id })
        .from(branches)
        .where(and(eq(branches.shopId, tenantId), eq(branches.id, branchId)))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type ServiceLinkRepo = ReturnType<typeof createServiceLinkRepo>;
