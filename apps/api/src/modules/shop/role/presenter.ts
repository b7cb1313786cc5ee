import { allShopPermissions, isShopPermission, type RoleDto, type ShopPermission } from "@pitlane/domain";
import type { RoleWithMembers } from "./repo.js";

export function toRoleDto({ role, membersCount }: RoleWithMembers): RoleDto {
  return {
    _id: role.id,
    name: role.name,
    // A name the catalogue no longer knows grants nothing (route.ts), so it is not shown either:
    // the form would only send it back and have it refused.
    permissions: role.permissions.filter(isShopPermission),
    active: role.active,
    members_count: membersCount,
    created_at: role.createdAt.toISOString(),
  };
}

/** In catalogue order, whatever order they were ticked in: a role reads the same every time. */
export function inCatalogueOrder(permissions: readonly ShopPermission[]): ShopPermission[] {
  const chosen = new Set(permissions);
  return allShopPermissions.filter((permission) => chosen.has(permission));
}
