import {
  Gender,
  JobCardStatus,
  formatIdentityNumber,
  type ClientCreateBody,
  type ClientDto,
  type ClientUpdateBody,
  type ClientVehicleCreateBody,
  type ClientVehicleDto,
  type ClientVehicleUpdateBody,
  type VehicleHistoryEntryDto,
} from "@pitlane/domain";
import { presentPhone } from "../../../platform/phones.js";
import type { ClientInsert, ClientWithCount } from "./repo.js";
import type { ClientVehicleInsert, ClientVehicleWithNames, VehicleHistoryRow } from "./vehicle-repo.js";

/** A gender the column holds that the contract no longer knows reads as none. Built once: a schema is not free. */
const genderOrNull = Gender.nullable().catch(null);

/** Absent fields stay absent, so a PATCH changes only what it names. */
const present = (columns: object) => Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));

export function toClientDto({ client, vehicleCount }: ClientWithCount): ClientDto {
  return {
    _id: client.id,
    name: client.name,
    phone: presentPhone(client.phone),
    email: client.email,
    identity_number: client.identityNumber,
    identity_number_display: client.identityNumber ? formatIdentityNumber(client.identityNumber) : null,
    gender: genderOrNull.parse(client.gender),
    address: client.address,
    notes: client.notes,
    vehicle_count: vehicleCount,
    created_at: client.createdAt.toISOString(),
    archived_at: client.archivedAt?.toISOString() ?? null,
  };
}

export function toClientColumns(body: ClientCreateBody): ClientInsert;
export function toClientColumns(body: ClientUpdateBody): Partial<ClientInsert>;
export function toClientColumns(body: ClientUpdateBody): Partial<ClientInsert> {
  return present({
    name: body.name,
    phone: body.phone,
    email: body.email,
    identityNumber: body.identity_number,
    gender: body.gender,
    address: body.address,
    notes: body.notes,
  });
}

export function toClientVehicleDto(row: ClientVehicleWithNames): ClientVehicleDto {
  const { vehicle } = row;
  return {
    _id: vehicle.id,
    client_id: vehicle.clientId,
    vehicle_type_id: vehicle.vehicleTypeId,
    vehicle_type_name: row.typeName,
    vehicle_type_name_arabic: row.typeNameArabic,
    make_id: vehicle.makeId,
    make_name: row.makeName,
    model_id: vehicle.modelId,
    model_name: row.modelName,
    plate: vehicle.plate,
    year: vehicle.year,
    colour: vehicle.colour,
    vin: vehicle.vin,
    odometer: vehicle.odometer,
    created_at: vehicle.createdAt.toISOString(),
  };
}

export function toClientVehicleColumns(body: ClientVehicleCreateBody): ClientVehicleInsert;
export function toClientVehicleColumns(body: ClientVehicleUpdateBody): Partial<ClientVehicleInsert>;
export function toClientVehicleColumns(
  body: ClientVehicleUpdateBody & { client_id?: string },
): Partial<ClientVehicleInsert> {
  return present({
    clientId: body.client_id,
    vehicleTypeId: body.vehicle_type_id,
    makeId: body.make_id,
    modelId: body.model_id,
    plate: body.plate,
    year: body.year,
    colour: body.colour,
    vin: body.vin,
    odometer: body.odometer,
  });
}

export function toVehicleHistoryEntry(row: VehicleHistoryRow, services: string[]): VehicleHistoryEntryDto {
  const { jobCard } = row;
  return {
    job_card_id: jobCard.id,
    job_card_number: jobCard.number,
    scheduled_date: jobCard.scheduledDate,
    // The table's check constraint holds the same statuses.
    status: JobCardStatus.parse(jobCard.status),
    branch_name_english: row.branchNameEnglish,
    branch_name_arabic: row.branchNameArabic,
    odometer: jobCard.odometer,
    services,
    invoice_id: row.invoiceId,
    invoice_number: row.invoiceNumber,
  };
}
