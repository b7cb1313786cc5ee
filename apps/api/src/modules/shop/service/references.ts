import { ValidationMessage, invalid, type ServiceUpdateBody } from "@pitlane/domain";
import type { ServiceLinkRepo } from "./link-repo.js";

export const NOT_A_SERVICE_CATEGORY = "is not a category of services";

/**
 * Every id a service body names must be a record of the caller's shop (a category of services,
 * its branches, its team members, its resources): otherwise a 400 naming the field, as if the id
 * did not exist, so another shop's ids reveal nothing. Only the fields sent are checked.
 */
export async function checkReferences(links: ServiceLinkRepo, tenantId: string, body: ServiceUpdateBody) {
  if (body.category_id !== undefined) {
    const kind = await links.categoryKindOf(tenantId, body.category_id);
    if (kind === null) throw invalid("category_id", ValidationMessage.id);
    if (kind !== "services") throw invalid("category_id", NOT_A_SERVICE_CATEGORY);
  }
  const lists = [
    { field: "branch_ids", ids: body.branch_ids, count: links.countBranches },
    { field: "member_ids", ids: body.member_ids, count: links.countMembers },
    { field: "resources", ids: body.resources?.map((need) => need.resource_id), count: links.countResources },
  ];
  for (const { field, ids, count } of lists) {
    // The schemas already refuse repeated ids, so the count of own records matches only when all are own.
    if (ids?.length && (await count(tenantId, ids)) !== ids.length) throw invalid(field, ValidationMessage.id);
  }
}
