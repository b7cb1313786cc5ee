import { defineEndpoint } from "../platform/endpoint.js";
import { IdBody, IdParams, Nothing, listResultSchema } from "../platform/list.js";
import {
  SupplierCreateBody,
  SupplierDetailDto,
  SupplierDto,
  SupplierListQuery,
  SupplierUpdateBody,
} from "./supplier.js";

const tag = "Suppliers";
const base = "/customer/api/supplier";

/** Spec 000 names add, get-all-supplier-by-shop-id, delete and the single supplier; update follows their style. */
export const supplierEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: `${base}/get-all-supplier-by-shop-id`,
    summary: "The signed-in shop's suppliers, paginated, with search and a status filter",
    tag,
    auth: "shop",
    permission: "suppliers.view",
    query: SupplierListQuery,
    result: listResultSchema(SupplierDto),
  }),
  get: defineEndpoint({
    method: "GET",
    path: `${base}/get/:id`,
    summary: "One supplier with what the shop owes it and its open stock orders",
    tag,
    auth: "shop",
    permission: "suppliers.view",
    params: IdParams,
    result: SupplierDetailDto,
  }),
  create: defineEndpoint({
    method: "POST",
    path: `${base}/add-supplier`,
    summary: "Add a supplier",
    tag,
    auth: "shop",
    permission: "suppliers.add",
    body: SupplierCreateBody,
    result: SupplierDto,
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: `${base}/update-supplier/:id`,
    summary: "Change some fields of a supplier",
    tag,
    auth: "shop",
    permission: "suppliers.edit",
    params: IdParams,
    body: SupplierUpdateBody,
    result: SupplierDto,
  }),
  remove: defineEndpoint({
    method: "POST",
    path: `${base}/delete`,
    summary: "Delete a supplier; one named by a stock order is archived so its orders keep it",
    tag,
    auth: "shop",
    permission: "suppliers.delete",
    body: IdBody,
    result: Nothing,
  }),
};
