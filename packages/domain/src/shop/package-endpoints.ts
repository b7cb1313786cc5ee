import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { IdBody, IdParams, Nothing, listResultSchema } from "../platform/list.js";
import { PackageDto, PackageListQuery, PackageSaveBody } from "./package.js";
import { BranchIdQuery } from "./service.js";

const pkg = "/customer/api/package";

export const packageEndpoints = {
  save: defineEndpoint({
    method: "POST",
    path: `${pkg}/add-package`,
    summary: "Add a package, or change one when `id` is sent",
    tag: "Packages",
    auth: "shop",
    permission: ["packages.add", "packages.edit"],
    body: PackageSaveBody,
    result: PackageDto,
  }),
  list: defineEndpoint({
    method: "GET",
    path: `${pkg}/get-all-package-by-shop-id`,
    summary: "Packages of the shop, paginated, with search and branch and status filters",
    tag: "Packages",
    auth: "shop",
    permission: "packages.view",
    query: PackageListQuery,
    result: listResultSchema(PackageDto),
  }),
  get: defineEndpoint({
    method: "GET",
    path: `${pkg}/get/:id`,
    summary: "One package with its lines and totals",
    tag: "Packages",
    auth: "shop",
    permission: "packages.view",
    params: IdParams,
    result: PackageDto,
  }),
  byBranch: defineEndpoint({
    method: "GET",
    path: `${pkg}/get-all-packages-by-shop-branch-id`,
    summary: "The active packages of a branch",
    tag: "Packages",
    auth: "shop",
    permission: "packages.view",
    query: BranchIdQuery,
    result: z.array(PackageDto),
  }),
  remove: defineEndpoint({
    method: "POST",
    path: `${pkg}/delete`,
    summary: "Delete a package",
    tag: "Packages",
    auth: "shop",
    permission: "packages.delete",
    body: IdBody,
    result: Nothing,
  }),
};
