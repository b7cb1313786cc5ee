import { defineEndpoint } from "../platform/endpoint.js";
import { IdBody, IdParams, Nothing, listResultSchema } from "../platform/list.js";
import { ResourceCreateBody, ResourceDto, ResourceListQuery, ResourceUpdateBody } from "./resource.js";

const resource = "/customer/api/resource";

export const resourceEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: `${resource}/get-all`,
    summary: "Bays, lifts and booths of the shop's branches",
    tag: "Resources",
    auth: "shop",
    permission: "resources.view",
    query: ResourceListQuery,
    result: listResultSchema(ResourceDto),
  }),
  get: defineEndpoint({
    method: "GET",
    path: `${resource}/get/:id`,
    summary: "One resource",
    tag: "Resources",
    auth: "shop",
    permission: "resources.view",
    params: IdParams,
    result: ResourceDto,
  }),
  create: defineEndpoint({
    method: "POST",
    path: `${resource}/add-resource`,
    summary: "Add a resource to a branch",
    tag: "Resources",
    auth: "shop",
    permission: "resources.add",
    body: ResourceCreateBody,
    result: ResourceDto,
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: `${resource}/update-resource/:id`,
    summary: "Change some fields of a resource",
    tag: "Resources",
    auth: "shop",
    permission: "resources.edit",
    params: IdParams,
    body: ResourceUpdateBody,
    result: ResourceDto,
  }),
  remove: defineEndpoint({
    method: "POST",
    path: `${resource}/delete`,
    summary: "Delete a resource; services needing it stop needing it",
    tag: "Resources",
    auth: "shop",
    permission: "resources.delete",
    body: IdBody,
    result: Nothing,
  }),
};
