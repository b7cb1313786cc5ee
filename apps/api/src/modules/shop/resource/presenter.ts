import type { ResourceCreateBody, ResourceDto, ResourceUpdateBody } from "@pitlane/domain";
import type { ResourceInsert, ResourceWithBranch } from "./repo.js";

export function toResourceDto({ resource, branchNameEnglish, branchNameArabic }: ResourceWithBranch): ResourceDto {
  return {
    _id: resource.id,
    name: resource.name,
    branch_id: resource.branchId,
    branch_name_english: branchNameEnglish,
    branch_name_arabic: branchNameArabic,
    quantity: resource.quantity,
    active: resource.active,
    created_at: resource.createdAt.toISOString(),
  };
}

/** API field names to columns; absent fields stay absent so a PATCH changes only what it names. */
export function toResourceColumns(body: ResourceCreateBody): ResourceInsert;
export function toResourceColumns(body: ResourceUpdateBody): Partial<ResourceInsert>;
export function toResourceColumns(body: ResourceUpdateBody): Partial<ResourceInsert> {
  const columns: Partial<ResourceInsert> = {
    name: body.name,
    branchId: body.branch_id,
    quantity: body.quantity,
    active: body.active,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}
