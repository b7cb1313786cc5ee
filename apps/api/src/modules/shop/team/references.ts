import { DomainError, ValidationMessage, invalid, type TeamMemberBody } from "@pitlane/domain";
import type { LocationRepo } from "../../reference/location/repo.js";
import { checkLocation } from "../../reference/location/service.js";
import type { OwnedKind, TeamRepo } from "./repo.js";

/** "country_id: is not a known country" -> "addresses.1.country_id: is not a known country". */
function withinAddress(index: number, error: unknown): unknown {
  if (!(error instanceof DomainError) || error.kind !== "VALIDATION") return error;
  return new DomainError("VALIDATION", `addresses.${index}.${error.message}`);
}

/**
 * Every id a member's form refers to must be of the caller's shop (branches, services, role, photo),
 * and every address's country, state and city must exist and nest; otherwise 400 naming the field.
 */
export function createReferenceChecks(members: TeamRepo, locations: LocationRepo) {
  async function checkOwned(tenantId: string, kind: OwnedKind, ids: string[], field: string) {
    const found = await members.ownedIds(kind, tenantId, ids);
    if (ids.some((id) => !found.has(id))) throw invalid(field, ValidationMessage.id);
  }

  return {
    checkOwned,

    async checkMember(tenantId: string, body: TeamMemberBody) {
      await checkOwned(tenantId, "uploads", body.image_id ? [body.image_id] : [], "image_id");
      await checkOwned(tenantId, "branches", body.branch_ids, "branch_ids");
      await checkOwned(tenantId, "services", body.service_ids, "service_ids");
      await checkOwned(tenantId, "roles", body.role_id ? [body.role_id] : [], "role_id");
      for (const [index, address] of body.addresses.entries()) {
        await checkLocation(locations, address).catch((error: unknown) => {
          throw withinAddress(index, error);
        });
      }
    },
  };
}

export type ReferenceChecks = ReturnType<typeof createReferenceChecks>;
