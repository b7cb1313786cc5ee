import { defineEndpoint } from "../platform/endpoint.js";
import { IdBody, IdParams, Nothing, listResultSchema } from "../platform/list.js";
import { BranchCreateBody, BranchDto, BranchListQuery, BranchUpdateBody } from "./branch.js";

const tag = "Branches";

export const branchEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/customer/api/shop-branch/get-all-by-shop-id",
    summary: "The branches of the signed-in shop, paginated, with search and status filter",
    tag,
    auth: "shop",
    permission: "branches.view",
    query: BranchListQuery,
    result: listResultSchema(BranchDto),
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/customer/api/shop-branch/get/:id",
    summary: "One branch",
    tag,
    auth: "shop",
    permission: "branches.view",
    params: IdParams,
    result: BranchDto,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/customer/api/shop-branch/add-shop-branch",
    summary: "Add a branch",
    tag,
    auth: "shop",
    permission: "branches.add",
    body: BranchCreateBody,
    result: BranchDto,
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/customer/api/shop-branch/update-shop-branch/:id",
    summary: "Change some fields of a branch",
    tag,
    auth: "shop",
    permission: "branches.edit",
    params: IdParams,
    body: BranchUpdateBody,
    result: BranchDto,
  }),
  remove: defineEndpoint({
    method: "POST",
    path: "/customer/api/shop-branch/delete",
    summary: "Delete a branch",
    tag,
    auth: "shop",
    permission: "branches.delete",
    body: IdBody,
    result: Nothing,
  }),
};
