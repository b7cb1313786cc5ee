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

/**
 * The permission catalogue of the fleet portal: spec 001 section 6, plus the actions its screens
 * need that the spec's list leaves out (adding and deleting vehicles, designations, deleting rules,
 * safety factors, the service fee, the company settings, the dashboard, statements, reports and
 * reviewing flagged transactions). The company admin holds all.
 */
export const fleetPermissionGroups = {
  dashboard: ["view"],
  balance: ["view", "add"],
  employees: ["view", "add", "edit", "delete", "import", "export", "update_status"],
  vehicles: ["view", "add", "edit", "delete", "import", "export", "update_status", "view_qr"],
  assignments: ["view", "add", "edit", "delete", "view_history"],
  rules: ["view", "add", "edit", "delete", "export"],
  invoices: ["view", "view_detail", "download"],
  statements: ["view", "download"],
  reports: ["view", "export"],
  transactions: ["view", "review"],
  roles: ["view", "add", "edit", "export", "update_status"],
  branches: ["view", "add", "edit", "delete", "export"],
  departments: ["view", "add", "edit", "delete"],
  designations: ["view", "add", "edit", "delete"],
  safety_factors: ["view", "edit"],
  service_fee: ["view"],
  company_settings: ["view", "edit"],
} as const;

export type FleetPermissionGroup = keyof typeof fleetPermissionGroups;
export type FleetPermission = {
  [G in FleetPermissionGroup]: `${G}.${(typeof fleetPermissionGroups)[G][number]}`;
}[FleetPermissionGroup];

/**
 * The operations console's catalogue: the platform's own staff. An ops user has one of two roles
 * rather than a role of their own making: an admin holds all, a reviewer decides top-ups only.
 */
export const opsPermissionGroups = {
  top_ups: ["view", "decide"],
  disputes: ["view", "decide"],
  companies: ["view", "suspend"],
  stations: ["view", "edit"],
  settings: ["view", "edit"],
  audit: ["view"],
  ops_users: ["view", "edit"],
} as const;

export type OpsPermissionGroup = keyof typeof opsPermissionGroups;
export type OpsPermission = {
  [G in OpsPermissionGroup]: `${G}.${(typeof opsPermissionGroups)[G][number]}`;
}[OpsPermissionGroup];

export const OPS_ROLES = ["admin", "reviewer"] as const;
export type OpsRole = (typeof OPS_ROLES)[number];

/** Any permission of a back office or of the console; a route's realm says which catalogue it is from. */
export type Permission = ShopPermission | FleetPermission | OpsPermission;

/** The names, the flat list and the membership test of one catalogue. */
function catalogueOf<G extends string, P extends string>(groups: Record<G, readonly string[]>) {
  const names = Object.keys(groups) as G[];
  const ofGroup = (group: G): P[] => groups[group].map((action) => `${group}.${action}` as P);
  const all: P[] = names.flatMap(ofGroup);
  const known = new Set<string>(all);
  return { names, ofGroup, all, is: (value: string): value is P => known.has(value) };
}

const shopCatalogue = catalogueOf<ShopPermissionGroup, ShopPermission>(shopPermissionGroups);
export const shopPermissionGroupNames = shopCatalogue.names;
export const permissionsOfGroup = shopCatalogue.ofGroup;
export const allShopPermissions: ShopPermission[] = shopCatalogue.all;
export const isShopPermission = shopCatalogue.is;

const fleetCatalogue = catalogueOf<FleetPermissionGroup, FleetPermission>(fleetPermissionGroups);
export const fleetPermissionGroupNames = fleetCatalogue.names;
export const fleetPermissionsOfGroup = fleetCatalogue.ofGroup;
export const allFleetPermissions: FleetPermission[] = fleetCatalogue.all;
export const isFleetPermission = fleetCatalogue.is;

const opsCatalogue = catalogueOf<OpsPermissionGroup, OpsPermission>(opsPermissionGroups);
export const allOpsPermissions: OpsPermission[] = opsCatalogue.all;
export const isOpsPermission = opsCatalogue.is;
/** What each ops role may do. */
export const OPS_ROLE_PERMISSIONS: Record<OpsRole, readonly OpsPermission[]> = {
  admin: allOpsPermissions,
  reviewer: ["top_ups.view", "top_ups.decide"],
};

/**
 * Whether a user holding `held` may do something that needs `needed`: null needs nothing, and a
 * list needs any one of its permissions (one call that both adds and edits, like a role's save).
 */
export function hasPermission(held: readonly string[], needed: Permission | readonly Permission[] | null): boolean {
  if (needed === null) return true;
  if (typeof needed === "string") return held.includes(needed);
  return needed.some((permission) => held.includes(permission));
}
