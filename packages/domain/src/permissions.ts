/**
 * The permission catalogue. A role holds a list of these actions; the shop owner holds all.
 * Later areas add their groups here; the UI hides what a user's list lacks and every route names one.
 */
export const shopPermissionGroups = {
  store_settings: ["view", "edit"],
  branches: ["view", "add", "edit", "delete"],
} as const;

type Group = keyof typeof shopPermissionGroups;
export type ShopPermission = {
  [G in Group]: `${G}.${(typeof shopPermissionGroups)[G][number]}`;
}[Group];

export const allShopPermissions: ShopPermission[] = (Object.keys(shopPermissionGroups) as Group[]).flatMap((group) =>
  shopPermissionGroups[group].map((action) => `${group}.${action}` as ShopPermission),
);

export function hasPermission(held: readonly string[], needed: ShopPermission | null): boolean {
  return needed === null || held.includes(needed);
}
