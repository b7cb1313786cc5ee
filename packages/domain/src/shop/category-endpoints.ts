import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { IdBody, IdParams, Nothing, listResultSchema } from "../platform/list.js";
import { CategoryCreateBody, CategoryDto, CategoryListQuery, CategoryUpdateBody } from "./category.js";
import { CategoryWithProductsDto } from "./product.js";
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
