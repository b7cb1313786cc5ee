import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { IdParams } from "../platform/list.js";
import {
  FleetRoleBody,
  FleetRoleChoiceDto,
  FleetRoleDto,
  FleetRoleExportQuery,
  FleetRoleListQuery,
  FleetRoleListResult,
  FleetRoleStatusBody,
} from "./fleet-role.js";

const role = "/fueling/api/role";
const tag = "Fleet roles";

export const fleetRoleEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: `${role}/list`,
    summary: "Roles of the company with the count of each tab (all, active, inactive)",
    tag,
    auth: "fleet",
    permission: "roles.view",
    query: FleetRoleListQuery,
    result: FleetRoleListResult,
  }),
  choices: defineEndpoint({
    method: "GET",
    path: `${role}/choices`,
    summary: "The active roles by name with their actions, for the employee form's select",
    tag,
    auth: "fleet",
    permission: ["roles.view", "employees.add", "employees.edit"],
    result: z.array(FleetRoleChoiceDto),
  }),
  get: defineEndpoint({
    method: "GET",
    path: `${role}/get/:id`,
    summary: "One role",
    tag,
    auth: "fleet",
    permission: "roles.view",
    params: IdParams,
    result: FleetRoleDto,
  }),
  create: defineEndpoint({
    method: "POST",
    path: `${role}/add`,
    summary: "Add a role; 403 when it would grant an action the caller does not hold; 409 for a name in use",
    tag,
    auth: "fleet",
    permission: "roles.add",
    body: FleetRoleBody,
    result: FleetRoleDto,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: `${role}/update/:id`,
    summary: "Rename a role and replace its actions; 403 when it would grant an action the caller does not hold",
    tag,
    auth: "fleet",
    permission: "roles.edit",
    params: IdParams,
    body: FleetRoleBody,
    result: FleetRoleDto,
  }),
  updateStatus: defineEndpoint({
    method: "PATCH",
    path: `${role}/update-status/:id`,
    summary: "Activate or deactivate a role: its holders gain or lose its actions at their next request",
    tag,
    auth: "fleet",
    permission: "roles.update_status",
    params: IdParams,
    body: FleetRoleStatusBody,
    result: FleetRoleDto,
  }),
  export: defineEndpoint({
    method: "GET",
    path: `${role}/export`,
    summary: "Every role of the company matching the search and tab, as a CSV file",
    tag,
    auth: "fleet",
    permission: "roles.export",
    query: FleetRoleExportQuery,
    binary: true,
    bulk: true,
    result: z.unknown(),
  }),
};
