import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { linkedIds, replaceLinks } from "../../../db/links.js";
import { serviceBranches, serviceMembers, serviceResources, services, shopUsers } from "../../../db/schema/index.js";

export interface ServiceLinks {
  branchIds: string[];
  memberIds: string[];
  resources: { resourceId: string; quantity: number }[];
}

/**
 * The link tables of a service (locations, members, resources tabs). Every read is scoped to the
 * shop through the service or the linked row.
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

    /** The branches of a page of services (read for the shop), in one query, grouped by service. */
    branchIdsOf: (serviceIds: string[]) =>
      linkedIds(db, serviceBranches.serviceId, serviceBranches.branchId, serviceIds),

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
        .innerJoin(shopUsers, eq(shopUsers.id, serviceMembers.userId))
        .where(and(eq(serviceMembers.serviceId, serviceId), eq(shopUsers.shopId, tenantId), eq(shopUsers.active, true)))
        .orderBy(asc(shopUsers.name), asc(shopUsers.id));
    },
  };
}

export type ServiceLinkRepo = ReturnType<typeof createServiceLinkRepo>;
