import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { IdBody, IdParams, Nothing, ReferenceListQuery, listResultSchema } from "../platform/list.js";
import { ProductCreateBody, ProductDto, ProductListQuery, ProductUpdateBody, VariantChoiceDto } from "./product.js";
import { BranchIdQuery } from "./service.js";

const product = "/customer/api/product";

export const productEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: `${product}/get-all`,
    summary: "Products of the shop, paginated, with search and category, branch and status filters",
    tag: "Products",
    auth: "shop",
    permission: "products.view",
    query: ProductListQuery,
    result: listResultSchema(ProductDto),
  }),
  byShop: defineEndpoint({
    method: "GET",
    path: `${product}/get-all-product-by-shop-id`,
    summary: "Every product of the shop, by name, for choosers (up to 9999)",
    tag: "Products",
    auth: "shop",
    permission: "products.view",
    query: ReferenceListQuery,
    result: listResultSchema(ProductDto),
  }),
  byBranch: defineEndpoint({
    method: "GET",
    path: `${product}/get-all-products-by-shop-branch-id`,
    summary: "The variants of the active products sold at a branch, with that branch's stock",
    tag: "Products",
    auth: "shop",
    permission: "products.view",
    query: BranchIdQuery,
    result: z.array(VariantChoiceDto),
  }),
  get: defineEndpoint({
    method: "GET",
    path: `${product}/get-by-id/:id`,
    summary: "One product",
    tag: "Products",
    auth: "shop",
    permission: "products.view",
    params: IdParams,
    result: ProductDto,
  }),
  create: defineEndpoint({
    method: "POST",
    path: `${product}/add-product`,
    summary: "Add a product (its variants are added with add-variant)",
    tag: "Products",
    auth: "shop",
    permission: "products.add",
    body: ProductCreateBody,
    result: ProductDto,
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: `${product}/update-product/:id`,
    summary: "Change some fields of a product",
    tag: "Products",
    auth: "shop",
    permission: "products.edit",
    params: IdParams,
    body: ProductUpdateBody,
    result: ProductDto,
  }),
  remove: defineEndpoint({
    method: "POST",
    path: `${product}/delete`,
    summary: "Delete a product and its variants; 409 while a package holds one of them",
    tag: "Products",
    auth: "shop",
    permission: "products.delete",
    body: IdBody,
    result: Nothing,
  }),
};
