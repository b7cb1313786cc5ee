import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { IdParams, Nothing, listResultSchema } from "../platform/list.js";
import { ORG_UNIT_GROUPS, OrgUnitChoiceDto, OrgUnitDto, OrgUnitListQuery, orgUnitBodyOf } from "./org-unit.js";
import type { OrgUnitKind } from "./vocabulary.js";

const names: Record<OrgUnitKind, { one: string; many: string; tag: string }> = {
  branch: { one: "branch", many: "branches", tag: "Fleet branches" },
  department: { one: "department", many: "departments", tag: "Fleet departments" },
  designation: { one: "designation", many: "designations", tag: "Fleet designations" },
};

/** An export takes the list's search and order, never its page: the file holds every match. */
export const OrgUnitExportQuery = OrgUnitListQuery.omit({ page: true, limit: true });

/**
 * The endpoints of one kind of organisation unit: the three kinds are the same list of names, told
 * apart by their path, their permission group and their name prompt.
 */
function orgUnitEndpointsOf(kind: OrgUnitKind) {
  const { one, many, tag } = names[kind];
  const group = ORG_UNIT_GROUPS[kind];
  const base = `/fueling/api/${kind}`;
  const body = orgUnitBodyOf(kind);
  return {
    list: defineEndpoint({
      method: "GET",
      path: `${base}/list`,
      summary: `The company's ${many}, paginated, with search and sort by name or date`,
      tag,
      auth: "fleet",
      permission: `${group}.view`,
      query: OrgUnitListQuery,
      result: listResultSchema(OrgUnitDto),
    }),
    choices: defineEndpoint({
      method: "GET",
      path: `${base}/choices`,
      summary: `Every ${one} of the company by name, for the employee form's select and the employee list's filter`,
      tag,
      auth: "fleet",
      // The employee screens pick a unit without needing the settings screen's permission.
      permission: [`${group}.view`, "employees.view", "employees.add", "employees.edit"],
      result: z.array(OrgUnitChoiceDto),
    }),
    get: defineEndpoint({
      method: "GET",
      path: `${base}/get/:id`,
      summary: `One ${one}`,
      tag,
      auth: "fleet",
      permission: `${group}.view`,
      params: IdParams,
      result: OrgUnitDto,
    }),
    create: defineEndpoint({
      method: "POST",
      path: `${base}/add`,
      summary: `Add a ${one}; 409 for a name the company already uses`,
      tag,
      auth: "fleet",
      permission: `${group}.add`,
      body,
      result: OrgUnitDto,
    }),
    update: defineEndpoint({
      method: "PUT",
      path: `${base}/update/:id`,
      summary: `Rename a ${one}; 409 for a name the company already uses`,
      tag,
      auth: "fleet",
      permission: `${group}.edit`,
      params: IdParams,
      body,
      result: OrgUnitDto,
    }),
    remove: defineEndpoint({
      method: "POST",
      path: `${base}/delete/:id`,
      summary: `Delete a ${one}; 409 while employees are placed in it`,
      tag,
      auth: "fleet",
      permission: `${group}.delete`,
      params: IdParams,
      result: Nothing,
    }),
  };
}

/** Branches, the one kind the catalogue lets a role export (spec 001 section 6). */
export const fleetBranchEndpoints = {
  ...orgUnitEndpointsOf("branch"),
  export: defineEndpoint({
    method: "GET",
    path: "/fueling/api/branch/export",
    summary: "Every branch of the company matching the search, as a CSV file",
    tag: names.branch.tag,
    auth: "fleet",
    permission: "branches.export",
    query: OrgUnitExportQuery,
    binary: true,
    bulk: true,
    result: z.unknown(),
  }),
};
export const departmentEndpoints = orgUnitEndpointsOf("department");
export const designationEndpoints = orgUnitEndpointsOf("designation");

/** The same endpoints by kind, for screens and choosers that serve all three. */
export const orgUnitEndpointsByKind = {
  branch: fleetBranchEndpoints,
  department: departmentEndpoints,
  designation: designationEndpoints,
} as const;
