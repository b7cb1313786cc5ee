import type { ServiceUpdateBody } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { assertOwned } from "../../../db/ownership.js";
import { assertCategoryOfKind } from "../category/kind-check.js";

/**
 * Every id a service body names must be a record of the caller's shop (a category of services,
 * its branches, its team members, its resources): otherwise a 400 naming the field, as if the id
 * did not exist, so another shop's ids reveal nothing. Only the fields sent are checked.
 */
export async function checkReferences(db: Db, tenantId: string, body: ServiceUpdateBody) {
  if (body.category_id !== undefined) await assertCategoryOfKind(db, tenantId, body.category_id, "services");
  await assertOwned(db, "branches", tenantId, body.branch_ids ?? [], "branch_ids");
  await assertOwned(db, "members", tenantId, body.member_ids ?? [], "member_ids");
  const resourceIds = body.resources?.map((need) => need.resource_id) ?? [];
  await assertOwned(db, "resources", tenantId, resourceIds, "resources");
}
