import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { IdParams, Nothing, listResultSchema } from "../platform/list.js";
import {
  VehicleCreateBody,
  VehicleDto,
  VehicleExportQuery,
  VehicleListQuery,
  VehicleQrDto,
  VehicleStatusBody,
  VehicleUpdateBody,
} from "./vehicle.js";
import { VehicleImportResult } from "./vehicle-import.js";

const vehicle = "/fueling/api/vehicle";
const tag = "Fleet vehicles";

export const vehicleEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: `${vehicle}/list`,
    summary: "The company's vehicles, paginated, searched by car id, plate, chassis or NFC tag, by status and type",
    tag,
    auth: "fleet",
    permission: "vehicles.view",
    query: VehicleListQuery,
    result: listResultSchema(VehicleDto),
  }),
  get: defineEndpoint({
    method: "GET",
    path: `${vehicle}/get/:id`,
    summary: "One vehicle",
    tag,
    auth: "fleet",
    permission: "vehicles.view",
    params: IdParams,
    result: VehicleDto,
  }),
  qr: defineEndpoint({
    method: "GET",
    path: `${vehicle}/qr/:id`,
    summary: "What a vehicle's QR code and sticker carry: car id, plate and the token a station scans",
    tag,
    auth: "fleet",
    permission: "vehicles.view_qr",
    params: IdParams,
    result: VehicleQrDto,
  }),
  create: defineEndpoint({
    method: "POST",
    path: `${vehicle}/add`,
    summary: "Add a vehicle; plate, chassis, NFC tag and car id are unique within the company",
    tag,
    auth: "fleet",
    permission: "vehicles.add",
    body: VehicleCreateBody,
    result: VehicleDto,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: `${vehicle}/update/:id`,
    summary: "Replace a vehicle's fields (not its first odometer reading or status); the odometer only moves forward",
    tag,
    auth: "fleet",
    permission: "vehicles.edit",
    params: IdParams,
    body: VehicleUpdateBody,
    result: VehicleDto,
  }),
  remove: defineEndpoint({
    method: "POST",
    path: `${vehicle}/delete/:id`,
    summary: "Delete a vehicle that was never assigned; 409 once it has assignments, so their history stays",
    tag,
    auth: "fleet",
    permission: "vehicles.delete",
    params: IdParams,
    result: Nothing,
  }),
  updateStatus: defineEndpoint({
    method: "PATCH",
    path: `${vehicle}/update-status/:id`,
    summary: "Set a vehicle's status",
    tag,
    auth: "fleet",
    permission: "vehicles.update_status",
    params: IdParams,
    body: VehicleStatusBody,
    result: VehicleDto,
  }),
  exportCsv: defineEndpoint({
    method: "GET",
    path: `${vehicle}/export`,
    summary: "The vehicles the list's search and filters find, as a CSV file",
    tag,
    auth: "fleet",
    permission: "vehicles.export",
    query: VehicleExportQuery,
    binary: true,
    result: z.unknown(),
  }),
  importCsv: defineEndpoint({
    method: "POST",
    path: `${vehicle}/import`,
    summary:
      "Add the vehicles of a CSV file (multipart field `file`): all of them, or none and every bad row's refusal",
    tag,
    auth: "fleet",
    permission: "vehicles.import",
    multipart: true,
    result: VehicleImportResult,
  }),
};
