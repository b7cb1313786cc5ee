import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { IdBody, IdParams, Nothing, listResultSchema } from "../platform/list.js";
import {
  ClientCreateBody,
  ClientDeleteResult,
  ClientDto,
  ClientListQuery,
  ClientUpdateBody,
  ClientVehicleCreateBody,
  ClientVehicleDto,
  ClientVehicleUpdateBody,
  ClientVehiclesQuery,
  VehicleHistoryEntryDto,
  VehicleHistoryQuery,
} from "./client.js";

const tag = "Clients";

/** Spec 000 section 7, Clients: the paths it names, completed under /customer/api/client. */
export const clientEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/customer/api/client/get-all-client-by-shop-id",
    summary:
      "The shop's clients (active, or archived with status=archived), newest first, paginated, searched by name, phone or identity number",
    tag,
    auth: "shop",
    permission: "clients.view",
    query: ClientListQuery,
    result: listResultSchema(ClientDto),
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/customer/api/client/get/:id",
    summary: "One client",
    tag,
    auth: "shop",
    permission: "clients.view",
    params: IdParams,
    result: ClientDto,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/customer/api/client/add-client",
    summary: "Add a client",
    tag,
    auth: "shop",
    permission: "clients.add",
    body: ClientCreateBody,
    result: ClientDto,
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/customer/api/client/update-client/:id",
    summary: "Change some fields of a client",
    tag,
    auth: "shop",
    permission: "clients.edit",
    params: IdParams,
    body: ClientUpdateBody,
    result: ClientDto,
  }),
  remove: defineEndpoint({
    method: "POST",
    path: "/customer/api/client/delete",
    summary: "Delete a client; one with job cards or invoices is archived instead, keeping its history",
    tag,
    auth: "shop",
    permission: "clients.delete",
    body: IdBody,
    result: ClientDeleteResult,
  }),
  restore: defineEndpoint({
    method: "POST",
    path: "/customer/api/client/restore",
    summary: "Bring an archived client back, with the vehicles archived with it and its history",
    tag,
    auth: "shop",
    permission: "clients.edit",
    body: IdBody,
    result: ClientDto,
  }),
};

const vehicleTag = "Client vehicles";

export const clientVehicleEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/customer/api/client/get-all-client-vehicles-by-client-id",
    summary: "A client's vehicles (not archived)",
    tag: vehicleTag,
    auth: "shop",
    permission: "clients.view",
    query: ClientVehiclesQuery,
    result: z.array(ClientVehicleDto),
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/customer/api/client/add-client-vehicle",
    summary: "Add a vehicle to a client",
    tag: vehicleTag,
    auth: "shop",
    permission: "clients.edit",
    body: ClientVehicleCreateBody,
    result: ClientVehicleDto,
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/customer/api/client/update-client-vehicle/:id",
    summary: "Change some fields of a client's vehicle",
    tag: vehicleTag,
    auth: "shop",
    permission: "clients.edit",
    params: IdParams,
    body: ClientVehicleUpdateBody,
    result: ClientVehicleDto,
  }),
  remove: defineEndpoint({
    method: "POST",
    path: "/customer/api/client/delete-client-vehicle",
    summary: "Delete a client's vehicle; one named by a job card is archived instead",
    tag: vehicleTag,
    auth: "shop",
    permission: "clients.edit",
    body: IdBody,
    result: Nothing,
  }),
  history: defineEndpoint({
    method: "GET",
    path: "/customer/api/client/get-vehicle-service-history",
    summary: "A vehicle's service history: its job cards with their odometer readings, newest first",
    tag: vehicleTag,
    auth: "shop",
    permission: "clients.view",
    query: VehicleHistoryQuery,
    result: z.array(VehicleHistoryEntryDto),
  }),
};
