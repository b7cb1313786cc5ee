import { defineEndpoint } from "../platform/endpoint.js";
import { IdBody, IdParams, Nothing } from "../platform/list.js";
import { RoleDto, RoleListQuery, RoleListResult, RoleSaveBody } from "./role.js";

const role = "/auth/api/role";

export const roleEndpoints = {
  save: defineEndpoint({
    method: "POST",
    path: `${role}/merchant-role-post`,
    summary: "Add a role, or with `id` change its name, permissions or active state",
    tag: "Roles",
    auth: "shop",
    permission: ["roles.add", "roles.edit"],
    body: RoleSaveBody,
    result: RoleDto,
  }),
  list: defineEndpoint({
    method: "GET",
    path: `${role}/get-all-by-merchant-id`,
    summary: "Roles of the shop with the count of each tab (all, active, inactive)",
    tag: "Roles",
    auth: "shop",
    permission: "roles.view",
    query: RoleListQuery,
    result: RoleListResult,
  }),
  get: defineEndpoint({
    method: "GET",
    path: `${role}/get/:id`,
    summary: "One role",
    tag: "Roles",
    auth: "shop",
    permission: "roles.view",
    params: IdParams,
    result: RoleDto,
  }),
  remove: defineEndpoint({
    method: "POST",
    path: `${role}/delete`,
    summary: "Delete a role; 409 while a team member holds it",
    tag: "Roles",
    auth: "shop",
    permission: "roles.delete",
    body: IdBody,
    result: Nothing,
  }),
};
