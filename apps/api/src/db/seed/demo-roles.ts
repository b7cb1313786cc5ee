import { allShopPermissions, type ShopPermission } from "@pitlane/domain";
import type { Db } from "../client.js";
import { roles } from "../schema/index.js";

/** Team members who sign in with the demo password, by the role they hold; README.md lists them. */
export const DEMO_MEMBER_SIGN_INS = {
  receptionist: "receptionist@pitlane-motors.test",
  manager: "manager@pitlane-motors.test",
} as const;

export type DemoRoleKey = keyof typeof DEMO_MEMBER_SIGN_INS;

/** Sees the catalog, the team, clients and appointments; changes nothing. */
const RECEPTIONIST: ShopPermission[] = [
  "dashboard.view",
  "categories.view",
  "services.view",
  "products.view",
  "packages.view",
  "team.view",
  "clients.view",
  "appointments.view",
];

/** Everything but the owner's own matters: roles, store settings, opening or closing branches, voiding invoices. */
const NOT_FOR_MANAGER = new Set<ShopPermission>([
  "roles.add",
  "roles.edit",
  "roles.delete",
  "store_settings.edit",
  "branches.add",
  "branches.edit",
  "branches.delete",
  "invoices.void",
]);

export const DEMO_ROLES: Record<DemoRoleKey, { name: string; permissions: ShopPermission[] }> = {
  receptionist: { name: "Receptionist", permissions: RECEPTIONIST },
  manager: { name: "Workshop manager", permissions: allShopPermissions.filter((p) => !NOT_FOR_MANAGER.has(p)) },
};

/** The two roles; returns their ids by key. */
export async function seedDemoRoles(tx: Db, shopId: string): Promise<Record<DemoRoleKey, string>> {
  const rows = await tx
    .insert(roles)
    .values(Object.values(DEMO_ROLES).map((role) => ({ shopId, ...role })))
    .returning({ id: roles.id, name: roles.name });
  const idOf = (key: DemoRoleKey) => {
    const id = rows.find((row) => row.name === DEMO_ROLES[key].name)?.id;
    if (!id) throw new Error(`demo role insert returned nothing: ${key}`);
    return id;
  };
  return { receptionist: idOf("receptionist"), manager: idOf("manager") };
}
