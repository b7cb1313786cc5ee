import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { linkedIds, replaceLinks } from "../../../db/links.js";
import { serviceBranches, serviceMembers, serviceResources, shopUsers } from "../../../db/schema/index.js";
import { tenantRow } from "../../../db/tenant-row.js";

export interface ServiceLinks {
  branchIds: string[];
  memberIds: string[];
  resources: { resourceId: string; quantity: number }[];
}

/**
 * The link tables of a service (locations, members, resources tabs). Every read names the shop: the
 * link tables carry it, and their keys start with it (decision 0030).
 */
export function createServiceLinkRepo(db: Db) {
  return {
    async linksOf(tenantId: string, serviceId: string): Promise<ServiceLinks> {
      const [branchRows, memberRows, resourceRows] = await Promise.all([
        db
          .select({ id: serviceBranches.branchId })
          .from(serviceBranches)
          .where(and(eq(serviceBranches.shopId, tenantId), eq(serviceBranches.serviceId, serviceId)))
          .orderBy(asc(serviceBranches.branchId)),
        db
          .select({ id: serviceMembers.userId })
          .from(serviceMembers)
          .where(and(eq(serviceMembers.shopId, tenantId), eq(serviceMembers.serviceId, serviceId)))
          .orderBy(asc(serviceMembers.userId)),
        db
          .select({ resourceId: serviceResources.resourceId, quantity: serviceResources.quantity })
          .from(serviceResources)
          .where(and(eq(serviceResources.shopId, tenantId), eq(serviceResources.serviceId, serviceId)))
          .orderBy(asc(serviceResources.resourceId)),
      ]);
      return {
        branchIds: branchRows.map((r) => r.id),
        memberIds: memberRows.map((r) => r.id),
        resources: resourceRows,
      };
    },

    /** The branches of a page of the shop's services, in one query, grouped by service. */
    branchIdsOf: (tenantId: string, serviceIds: string[]) =>
      linkedIds(db, serviceBranches, serviceBranches.serviceId, serviceBranches.branchId, tenantId, serviceIds),

    /** Replaces the links the change names; a list left out (undefined) stays as it is. */
    async replaceLinks(shopId: string, serviceId: string, links: Partial<ServiceLinks>, tx: Db) {
      const { branchIds, memberIds, resources } = links;
      if (branchIds) {
        const rows = branchIds.map((branchId) => ({ shopId, serviceId, branchId }));
        await replaceLinks(tx, serviceBranches, serviceBranches.serviceId, shopId, serviceId, rows);
      }
      if (memberIds) {
        const rows = memberIds.map((userId) => ({ shopId, serviceId, userId }));
        await replaceLinks(tx, serviceMembers, serviceMembers.serviceId, shopId, serviceId, rows);
      }
      if (resources) {
        const rows = resources.map((need) => ({ shopId, serviceId, ...need }));
        await replaceLinks(tx, serviceResources, serviceResources.serviceId, shopId, serviceId, rows);
      }
    },

    /** The active team members performing a service, by name. */
    async activeMembersOf(tenantId: string, serviceId: string) {
      return db
        .select({ user: shopUsers })
        .from(serviceMembers)
        .innerJoin(shopUsers, tenantRow(shopUsers, serviceMembers.userId, serviceMembers))
        .where(
          and(eq(serviceMembers.shopId, tenantId), eq(serviceMembers.serviceId, serviceId), eq(shopUsers.active, true)),
        )
        .orderBy(asc(shopUsers.name), asc(shopUsers.id));
    },
  };
}

export type ServiceLinkRepo = ReturnType<typeof createServiceLinkRepo>;
