import {
  invalid,
  notFound,
  type ClientVehicleCreateBody,
  type ClientVehicleDto,
  type ClientVehicleUpdateBody,
  type VehicleHistoryEntryDto,
} from "@pitlane/domain";
import { groupBy } from "../../../db/links.js";
import { refusingDuplicate } from "../../../db/pg-error.js";
import type { RequestContext } from "../../../platform/route.js";
import type { VehicleModelCheck } from "../../reference/vehicle/model-check.js";
import { toClientVehicleColumns, toClientVehicleDto, toVehicleHistoryEntry } from "./presenter.js";
import type { ClientRepo } from "./repo.js";
import { isKeptByHistory } from "./service.js";
import { VEHICLE_PLATE_INDEX, VEHICLE_VIN_INDEX, type ClientVehicleRepo } from "./vehicle-repo.js";

/** A plate or VIN already on another vehicle of the shop (not archived) is the user's to fix: its own 409. */
const withUniqueChecks = <T>(write: () => Promise<T>) =>
  refusingDuplicate(VEHICLE_PLATE_INDEX, "plate_taken", () => refusingDuplicate(VEHICLE_VIN_INDEX, "vin_taken", write));

interface Deps {
  vehicles: ClientVehicleRepo;
  clients: ClientRepo;
  /** The fleet vehicles' type/make/model check, shared so both forms refuse a mix in the same words. */
  references: VehicleModelCheck;
}

export function createClientVehicleService({ vehicles, clients, references }: Deps) {
  async function get(ctx: RequestContext, id: string): Promise<ClientVehicleDto> {
    const row = await vehicles.get(ctx.tenantId, id);
    if (!row) throw notFound("vehicle_not_found");
    return toClientVehicleDto(row);
  }

  return {
    /** A client of another shop (or archived) reads as unknown: 404, as for any record named by the query. */
    async listByClient(ctx: RequestContext, clientId: string): Promise<ClientVehicleDto[]> {
      if (!(await clients.get(ctx.tenantId, clientId))) throw notFound("client_not_found");
      return (await vehicles.listByClient(ctx.tenantId, clientId)).map(toClientVehicleDto);
    },

    async create(ctx: RequestContext, body: ClientVehicleCreateBody): Promise<ClientVehicleDto> {
      if (!(await clients.get(ctx.tenantId, body.client_id))) throw invalid("client_id", "id");
      await references.checkModel(body);
      const id = await withUniqueChecks(() => vehicles.insert(ctx.tenantId, toClientVehicleColumns(body)));
      return get(ctx, id);
    },

    async update(ctx: RequestContext, id: string, body: ClientVehicleUpdateBody): Promise<ClientVehicleDto> {
      const current = await get(ctx, id);
      if (body.vehicle_type_id || body.make_id || body.model_id) {
        // Checked as they will be after the change, mixing the new ids with the kept ones.
        await references.checkModel({
          vehicle_type_id: body.vehicle_type_id ?? current.vehicle_type_id,
          make_id: body.make_id ?? current.make_id,
          model_id: body.model_id ?? current.model_id,
        });
      }
      const isUpdated = await withUniqueChecks(() => vehicles.update(ctx.tenantId, id, toClientVehicleColumns(body)));
      if (!isUpdated) throw notFound("vehicle_not_found");
      return get(ctx, id);
    },

    /** Erased, or archived when a job card names it, so that card keeps its vehicle. */
    async remove(ctx: RequestContext, id: string): Promise<void> {
      try {
        if (await vehicles.erase(ctx.tenantId, id)) return;
      } catch (error) {
        if (!isKeptByHistory(error)) throw error;
        if (await vehicles.archive(ctx.tenantId, id)) return;
      }
      throw notFound("vehicle_not_found");
    },

    async history(ctx: RequestContext, vehicleId: string): Promise<VehicleHistoryEntryDto[]> {
      await get(ctx, vehicleId);
      const rows = await vehicles.history(ctx.tenantId, vehicleId);
      const ids = rows.map((row) => row.jobCard.id);
      const names = groupBy(await vehicles.serviceNamesOf(ctx.tenantId, ids), (line) => line.jobCardId, ids);
      return rows.map((row) =>
        toVehicleHistoryEntry(
          row,
          (names.get(row.jobCard.id) ?? []).map((line) => line.name),
        ),
      );
    },
  };
}

export type ClientVehicleService = ReturnType<typeof createClientVehicleService>;
