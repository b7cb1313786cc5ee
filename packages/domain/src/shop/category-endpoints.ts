import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { IdBody, IdParams, Nothing, listResultSchema } from "../platform/list.js";
import {
  CategoryCreateBody,
  CategoryDto,
  CategoryListQuery,
  CategoryUpdateBody,
  ServiceNameDto,
  ServiceNameQuery,
} from "./category.js";
import { CategoryWithProductsDto } from "./product.js";
import { ResourceCreateBody, ResourceDto, ResourceListQuery, ResourceUpdateBody } from "./resource.js";
import { BranchIdQuery, CategoryWithServicesDto } from "./service.js";

const category = "/customer/api/category";

export const categoryEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: `${category}/get-all`,
    summary: "Categories of the shop, paginated, with search and kind filter",
    tag: "Categories",
    auth: "shop",
    permission: "categories.view",
    query: CategoryListQuery,
    result: listResultSchema(CategoryDto),
  }),
  get: defineEndpoint({
    method: "GET",
    path: `${category}/category-data/:id`,
    summary: "One category",
    tag: "Categories",
    auth: "shop",
    permission: "categories.view",
    params: IdParams,
    result: CategoryDto,
  }),
  create: defineEndpoint({
    method: "POST",
    path: `${category}/add-category`,
    summary: "Add a category of services or products",
    tag: "Categories",
    auth: "shop",
    permission: "categories.add",
    body: CategoryCreateBody,
    result: CategoryDto,
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: `${category}/update-category/:id`,
    summary: "Rename a category",
    tag: "Categories",
    auth: "shop",
    permission: "categories.edit",
    params: IdParams,
    body: CategoryUpdateBody,
    result: CategoryDto,
  }),
  remove: defineEndpoint({
    method: "POST",
    path: `${category}/delete`,
    summary: "Delete a category; 409 while services or products are in it",
    tag: "Categories",
    auth: "shop",
    permission: "categories.delete",
    body: IdBody,
    result: Nothing,
  }),
  withServices: defineEndpoint({
    method: "GET",
    path: `${category}/categories-with-services`,
    summary: "Every category of services with its active services",
    tag: "Categories",
    auth: "shop",
    permission: "services.view",
    result: z.array(CategoryWithServicesDto),
  }),
  withServicesByBranch: defineEndpoint({
    method: "GET",
    path: `${category}/categories-with-services-by-branch-id`,
    summary: "Categories with the active services offered at a branch",
    tag: "Categories",
    auth: "shop",
    permission: "services.view",
    query: BranchIdQuery,
    result: z.array(CategoryWithServicesDto),
  }),
  withProducts: defineEndpoint({
    method: "GET",
    path: `${category}/categories-with-products`,
    summary: "Every category of products with its active products and their variants",
    tag: "Categories",
    auth: "shop",
    permission: "products.view",
    result: z.array(CategoryWithProductsDto),
  }),
  withProductsByBranch: defineEndpoint({
    method: "GET",
    path: `${category}/categories-with-products-by-branch-id`,
    summary: "Categories with the active products sold at a branch, with that branch's stock",
    tag: "Categories",
    auth: "shop",
    permission: "products.view",
    query: BranchIdQuery,
    result: z.array(CategoryWithProductsDto),
  }),
};

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
