import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { IdBody, IdParams, Nothing } from "../platform/list.js";
import { ProductIdQuery, VariantCreateBody, VariantDto, VariantUpdateBody } from "./product.js";

const variant = "/customer/api/product-variant";
/** Variants are part of the product form: whoever adds or edits products manages them. */
const variantPermission = ["products.add", "products.edit"] as const;

export const variantEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: `${variant}/get-all-varaint-by-product-id`,
    summary: "The variants of a product with their stock per branch",
    tag: "Products",
    auth: "shop",
    permission: "products.view",
    query: ProductIdQuery,
    result: z.array(VariantDto),
  }),
  create: defineEndpoint({
    method: "POST",
    path: `${variant}/add-variant`,
    summary: "Add a variant to a product",
    tag: "Products",
    auth: "shop",
    permission: variantPermission,
    body: VariantCreateBody,
    result: VariantDto,
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: `${variant}/update-variant/:id`,
    summary: "Change some fields of a variant",
    tag: "Products",
    auth: "shop",
    permission: variantPermission,
    params: IdParams,
    body: VariantUpdateBody,
    result: VariantDto,
  }),
  remove: defineEndpoint({
    method: "POST",
    path: `${variant}/delete`,
    summary: "Delete a variant; 409 while a package holds it",
    tag: "Products",
    auth: "shop",
    permission: variantPermission,
    body: IdBody,
    result: Nothing,
  }),
};
