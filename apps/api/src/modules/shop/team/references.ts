import { DomainError, type TeamMemberBody } from "@pitlane/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { assertOwned } from "../../../db/ownership.js";
import { roles } from "../../../db/schema/index.js";
import type { LocationRepo } from "../../reference/location/repo.js";
import { checkLocation } from "../../reference/location/service.js";

/** "country_id: is not a known country" -> "addresses.1.country_id: is not a known country". */
function withinAddress(index: number, error: unknown): unknown {
  if (!(error instanceof DomainError) || error.kind !== "VALIDATION") return error;
  return new DomainError("VALIDATION", error.code, {
    field: `addresses.${index}.${error.field}`,
    params: error.params,
  });
}

/**
 * Every id a member's form refers to must be of the caller's shop (branches, services, role, photo),
 * and every address's country, state and city must exist and nest; otherwise 400 naming the field.
 */
export function createReferenceChecks(db: Db, locations: LocationRepo) {
  return {
    async checkMember(tenantId: string, body: TeamMemberBody) {
      await assertOwned(db, "uploads", tenantId, body.image_id ? [body.image_id] : [], "image_id");
      await assertOwned(db, "branches", tenantId, body.branch_ids, "branch_ids");
      await assertOwned(db, "services", tenantId, body.service_ids, "service_ids");
      await assertOwned(db, "roles", tenantId, body.role_id ? [body.role_id] : [], "role_id");
      for (const [index, address] of body.addresses.entries()) {
        await checkLocation(locations, address).catch((error: unknown) => {
          throw withinAddress(index, error);
        });
      }
    },

    /** What a role of the shop grants (nothing while inactive or when there is none). */
    async grantsOfRole(tenantId: string, roleId: string | null) {
      if (!roleId) return null;
      const [role] = await db
        .select({ active: roles.active, permissions: roles.permissions })
        .from(roles)
        .where(and(eq(roles.shopId, tenantId), eq(roles.id, roleId)))
        .limit(1);
      return role ?? null;
    },
  };
}

export type ReferenceChecks = ReturnType<typeof createReferenceChecks>;
