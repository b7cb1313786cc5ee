import {
  allFleetPermissions,
  isFleetPermission,
  type FleetPermission,
  type FleetRoleChoiceDto,
  type FleetRoleDto,
} from "@pitlane/domain";
import type { FleetRoleWithHolders } from "./repo.js";

export function toFleetRoleDto({ role, employeesCount }: FleetRoleWithHolders): FleetRoleDto {
  return {
    _id: role.id,
    name: role.name,
    // A name the catalogue no longer knows grants nothing (route.ts), so it is not shown either.
    permissions: role.permissions.filter(isFleetPermission),
    active: role.active,
    employees_count: employeesCount,
    created_at: role.createdAt.toISOString(),
  };
}

export const toFleetRoleChoiceDto = (role: {
  id: string;
  name: string;
  permissions: string[];
}): FleetRoleChoiceDto => ({
  _id: role.id,
  name: role.name,
  permissions: role.permissions.filter(isFleetPermission),
});

/** In catalogue order, whatever order they were ticked in: a role reads the same every time. */
export function inFleetCatalogueOrder(permissions: readonly FleetPermission[]): FleetPermission[] {
  const chosen = new Set(permissions);
  return allFleetPermissions.filter((permission) => chosen.has(permission));
}

export const FLEET_ROLE_CSV_HEADER = ["Name", "Status", "Permissions", "Employees", "Created at"] as const;

export function toFleetRoleCsvRow(row: FleetRoleWithHolders) {
  const role = toFleetRoleDto(row);
  return [
    role.name,
    role.active ? "Active" : "Inactive",
    role.permissions.join("; "),
    role.employees_count,
    role.created_at,
  ] as const;
}
