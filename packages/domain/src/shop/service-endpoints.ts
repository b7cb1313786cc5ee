import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { IdBody, IdParams, Nothing, listResultSchema } from "../platform/list.js";
import {
  BranchIdQuery,
  ServiceCreateBody,
  ServiceDto,
  ServiceIdQuery,
  ServiceListQuery,
  ServiceSummaryDto,
  ServiceUpdateBody,
} from "./service.js";
import { TeamMemberChoiceDto } from "./team-member.js";

const service = "/customer/api/service";

export const serviceEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: `${service}/get-all-services-by-shop-id`,
    summary: "Services of the shop, paginated, with search and category, branch and status filters",
    tag: "Services",
    auth: "shop",
    permission: "services.view",
    query: ServiceListQuery,
    result: listResultSchema(ServiceSummaryDto),
  }),
  get: defineEndpoint({
    method: "GET",
    path: `${service}/get/:id`,
    summary: "One service with every tab of its form",
    tag: "Services",
    auth: "shop",
    permission: "services.view",
    params: IdParams,
    result: ServiceDto,
  }),
  create: defineEndpoint({
    method: "POST",
    path: `${service}/add-service`,
    summary: "Add a service; its name joins the shop's service names",
    tag: "Services",
    auth: "shop",
    permission: "services.add",
    body: ServiceCreateBody,
    result: ServiceDto,
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: `${service}/update-service/:id`,
    summary: "Change some fields of a service",
    tag: "Services",
    auth: "shop",
    permission: "services.edit",
    params: IdParams,
    body: ServiceUpdateBody,
    result: ServiceDto,
  }),
  remove: defineEndpoint({
    method: "POST",
    path: `${service}/delete`,
    summary: "Delete a service; 409 while a package holds it",
    tag: "Services",
    auth: "shop",
    permission: "services.delete",
    body: IdBody,
    result: Nothing,
  }),
  byBranch: defineEndpoint({
    method: "GET",
    path: `${service}/get-all-services-by-shop-branch-id`,
    summary: "The active services offered at a branch",
    tag: "Services",
    auth: "shop",
    permission: "services.view",
    query: BranchIdQuery,
    result: z.array(ServiceSummaryDto),
  }),
  members: defineEndpoint({
    method: "GET",
    path: `${service}/get-team-members-by-service-id`,
    summary: "The active team members who perform a service",
    tag: "Services",
    auth: "shop",
    permission: "services.view",
    query: ServiceIdQuery,
    result: z.array(TeamMemberChoiceDto),
  }),
  byTeam: defineEndpoint({
    method: "POST",
    path: `${service}/get-services-by-team`,
    summary: "The services a team member performs",
    tag: "Services",
    auth: "shop",
    permission: "team.view",
    body: z.object({ team_id: IdBody.shape.id }),
    result: z.array(ServiceSummaryDto),
  }),
};
