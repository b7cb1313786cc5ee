/** The fleet's role screens, under the portal's settings. */
export const FLEET_ROLE_LIST_PATH = "/fleet/settings/roles";
export const FLEET_ROLE_ADD_PATH = "/fleet/settings/roles/add";
export const fleetRoleEditPath = (id: string) => `${FLEET_ROLE_LIST_PATH}/edit/${encodeURIComponent(id)}`;
