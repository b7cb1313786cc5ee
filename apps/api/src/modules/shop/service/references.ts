import { invalid, type ServiceUpdateBody } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { assertOwned } from "../../../db/ownership.js";
import { assertCategoryOfKind } from "../category/kind-check.js";
import { resourceQuantities } from "../resource/repo.js";

/**
 * Every id a service body names must be a record of the caller's shop (a category of services,
 * its branches, its team members, its resources): otherwise a 400 naming the field, as if the id
 * did not exist, so another shop's ids reveal nothing. A service cannot need more of a resource
 * than the shop has (it could never be booked). Only the fields sent are checked.
 */
export async function checkReferences(db: Db, tenantId: string, body: ServiceUpdateBody) {
  if (body.category_id !== undefined) await assertCategoryOfKind(db, tenantId, body.category_id, "services");
  await assertOwned(db, "branches", tenantId, body.branch_ids ?? [], "branch_ids");
  await assertOwned(db, "members", tenantId, body.member_ids ?? [], "member_ids");
  const needs = body.resources ?? [];
  const held = await resourceQuantities(
    db,
    tenantId,
    needs.map((need) => need.resource_id),
  );
  needs.forEach((need, index) => {
    const max = held.get(need.resource_id);
    if (max === undefined) throw invalid("resources", "id");
    if (need.quantity > max) throw invalid(`resources.${index}.quantity`, "max", { max });
  });
}
