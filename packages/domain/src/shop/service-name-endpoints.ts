import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { ServiceNameDto, ServiceNameQuery } from "./category.js";

export const serviceNameEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/customer/api/service-name/get-all",
    summary: "Service names used in this shop, offered when naming a service",
    tag: "Services",
    auth: "shop",
    permission: "services.view",
    query: ServiceNameQuery,
    result: z.array(ServiceNameDto),
  }),
};
