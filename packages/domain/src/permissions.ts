/**
 * The permission catalogue of the shop dashboard: one group per area of spec 000 section 2, each
 * with its actions. A role holds a list of these; the shop owner holds all. Every route names one,
 * and the UI hides what a user's list lacks. Areas whose screens come later are listed already, so a
 * role made today keeps meaning the same thing when they arrive.
 */
export const shopPermissionGroups = {
  dashboard: ["view"],
  team: ["view", "add", "edit", "delete", "toggle_status"],
  clients: ["view", "add", "edit", "delete"],
  appointments: ["view", "add", "edit", "delete"],
  categories: ["view", "add", "edit", "delete"],
  services: ["view", "add", "edit", "delete"],
  products: ["view", "add", "edit", "delete"],
  packages: ["view", "add", "edit", "delete"],
  orders: ["view", "add", "change_status", "add_shipment"],
  stock: ["view", "add", "edit", "adjust_stock"],
  suppliers: ["view", "add", "edit", "delete"],
  job_cards: ["view", "add", "edit", "change_status"],
  invoices: ["view", "record_payment", "void"],
  roles: ["view", "add", "edit", "delete"],
  store_settings: ["view", "edit"],
  branches: ["view", "add", "edit", "delete"],
  resources: ["view", "add", "edit", "delete"],
} as const;

export type ShopPermissionGroup = keyof typeof shopPermissionGroups;
export type ShopPermission = {
  [G in ShopPermissionGroup]: `${G}.${(typeof shopPermissionGroups)[G][number]}`;
}[ShopPermissionGroup];

export const shopPermissionGroupNames = Object.keys(shopPermissionGroups) as ShopPermissionGroup[];

export const permissionsOfGroup = (group: ShopPermissionGroup): ShopPermission[] =>
  shopPermissionGroups[group].map((action) => `${group}.${action}` as ShopPermission);

export const allShopPermissions: ShopPermission[] = shopPermissionGroupNames.flatMap(permissionsOfGroup);

const known = new Set<string>(allShopPermissions);
export const isShopPermission = (value: string): value is ShopPermission => known.has(value);

/**
 * Whether a user holding `held` may do something that needs `needed`: null needs nothing, and a
 * list needs any one of its permissions (one call that both adds and edits, like a role's save).
 */
export function hasPermission(
  held: readonly string[],
  needed: ShopPermission | readonly ShopPermission[] | null,
): boolean {
  if (needed === null) return true;
  if (typeof needed === "string") return held.includes(needed);
  return needed.some((permission) => held.includes(permission));
}
