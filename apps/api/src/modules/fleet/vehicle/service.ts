import { randomBytes } from "node:crypto";
import {
  VEHICLE_CSV_COLUMNS,
  conflict,
  invalid,
  notFound,
  odometerMessage,
  toVehicleCsvRow,
  type ListResult,
  type VehicleCreateBody,
  type VehicleDto,
  type VehicleExportQuery,
  type VehicleListQuery,
  type VehicleQrDto,
  type VehicleStatusBody,
  type VehicleUpdateBody,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { isUniqueViolation } from "../../../db/pg-error.js";
import { toCsv } from "../../../platform/csv.js";
import type { RequestContext } from "../../../platform/route.js";
import { isAssignedFromNowOn } from "../assignment/current-repo.js";
import { deletingUnlessAssigned } from "../assignment/keep-history.js";
import { toVehicleColumns, toVehicleDto } from "./presenter.js";
import type { VehicleReferences } from "./references.js";
import type { VehicleRepo } from "./repo.js";

/** What a QR code and sticker carry: random, so a printed code reveals nothing and cannot be guessed. */
export const newQrToken = () => randomBytes(16).toString("base64url");

/** The unique indexes of a company's vehicles, by the field a refusal names. */
const UNIQUE_INDEXES = {
  car_id: "vehicles_company_car_id_uq",
  plate_no: "vehicles_company_plate_uq",
  chassis_no: "vehicles_company_chassis_uq",
  nfc_tag: "vehicles_company_nfc_uq",
} as const;

/** A broken unique index as the 409 naming its field ("plate_no: is already used by another vehicle"); else the error. */
export function asTaken(error: unknown): unknown {
  for (const [field, index] of Object.entries(UNIQUE_INDEXES)) {
    if (isUniqueViolation(error, index)) return conflict("vehicle_taken", { field });
  }
  return error;
}

export function createVehicleService(deps: { db: Db; vehicles: VehicleRepo; references: VehicleReferences }) {
  const { db, vehicles, references } = deps;

  async function get(ctx: RequestContext, id: string, tx?: Db): Promise<VehicleDto> {
    const row = await vehicles.get(ctx.tenantId, id, tx);
    if (!row) throw notFound("vehicle_not_found");
    return toVehicleDto(row);
  }

  /** One save in a transaction; a broken unique index answers 409 naming its field. */
  const inTransaction = (work: (tx: Db) => Promise<void>) =>
    db.transaction(work).catch((error: unknown) => {
      throw asTaken(error);
    });

  return {
    get,

    async list(ctx: RequestContext, q: VehicleListQuery): Promise<ListResult<VehicleDto>> {
      const page = await vehicles.list(ctx.tenantId, q);
      return { ...page, items: page.items.map(toVehicleDto) };
    },

    async qr(ctx: RequestContext, id: string): Promise<VehicleQrDto> {
      const row = await vehicles.qr(ctx.tenantId, id);
      if (!row) throw notFound("vehicle_not_found");
      return { _id: row.id, car_id: row.carId, plate_no: row.plateNo, qr_token: row.qrToken };
    },

    async create(ctx: RequestContext, body: VehicleCreateBody): Promise<VehicleDto> {
      await references.checkModel(body);
      let id: string | undefined;
      await inTransaction(async (tx) => {
        await references.checkRule(ctx.tenantId, body, tx);
        [id] = await vehicles.insert(ctx.tenantId, [{ ...toVehicleColumns(body), qrToken: newQrToken() }], tx);
      });
      if (!id) throw new Error("vehicles insert returned nothing");
      return get(ctx, id);
    },

    /**
     * The new current reading is checked against the stored one (the previous reading), and the
     * rule may not change while the vehicle is assigned: the assignment was checked against it.
     */
    async update(ctx: RequestContext, id: string, body: VehicleUpdateBody): Promise<VehicleDto> {
      await references.checkModel(body);
      // The vehicle's lock comes first, as in an assignment, which locks the vehicle before the rule.
      await inTransaction(async (tx) => {
        const stored = await vehicles.lockForUpdate(ctx.tenantId, id, tx);
        if (!stored) throw notFound("vehicle_not_found");
        await references.checkRule(ctx.tenantId, body, tx);
        const message = odometerMessage(body.current_odometer, stored.currentOdometer);
        if (message) throw invalid("current_odometer", message);
        if (body.rule_id !== stored.ruleId && (await isAssignedFromNowOn(tx, ctx.tenantId, { vehicleId: id }))) {
          throw invalid("rule_id", "vehicle_assigned");
        }
        await vehicles.update(ctx.tenantId, id, toVehicleColumns(body), tx);
      });
      return get(ctx, id);
    },

    async updateStatus(ctx: RequestContext, id: string, body: VehicleStatusBody): Promise<VehicleDto> {
      if (!(await vehicles.update(ctx.tenantId, id, { status: body.status }))) throw notFound("vehicle_not_found");
      return get(ctx, id);
    },

    /** A vehicle that was ever assigned stays (its status can retire it), so who drove it and when is never lost. */
    async remove(ctx: RequestContext, id: string): Promise<void> {
      const remove = () => vehicles.remove(ctx.tenantId, id);
      if (!(await deletingUnlessAssigned(remove, "vehicle_has_assignments"))) throw notFound("vehicle_not_found");
    },

    async exportCsv(ctx: RequestContext, q: VehicleExportQuery): Promise<string> {
      const rows = await vehicles.all(ctx.tenantId, q);
      return toCsv(VEHICLE_CSV_COLUMNS, rows.map(toVehicleDto).map(toVehicleCsvRow));
    },
  };
}

export type VehicleService = ReturnType<typeof createVehicleService>;
