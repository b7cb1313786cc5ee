import { defineEndpoint } from "../platform/endpoint.js";
import { ShopDto, ShopEditBody } from "./shop.js";

export const shopEndpoints = {
  get: defineEndpoint({
    method: "GET",
    path: "/customer/api/shop/get",
    summary:
      "The store settings of the signed-in shop: contacts, address, VAT number, and whether its currency is locked",
    tag: "Store settings",
    auth: "shop",
    permission: "store_settings.view",
    result: ShopDto,
  }),
  edit: defineEndpoint({
    method: "POST",
    path: "/customer/api/shop/shop-edit",
    summary: "Edit the store settings of the signed-in shop",
    tag: "Store settings",
    auth: "shop",
    permission: "store_settings.edit",
    body: ShopEditBody,
    result: ShopDto,
  }),
};
