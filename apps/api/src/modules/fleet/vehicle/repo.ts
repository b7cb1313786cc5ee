import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { VehicleExportQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { countRows, pageOf } from "../../../db/paging.js";
import { createTenantLookups } from "../../../db/tenant-lookups.js";
import {
  fuelRules,
  safetyFactors,
  vehicleMakes,
  vehicleModels,
  vehicleTypes,
  vehicles,
} from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";
import { tenantRow } from "../../../db/tenant-row.js";

export type VehicleColumns = Omit<
  typeof vehicles.$inferInsert,
  "id" | "companyId" | "qrToken" | "createdAt" | "updatedAt"
>;

/** A vehicle with the names of its type, make, model and rule, and its company's factor for the type. */
const withNames = {
  vehicle: vehicles,
  typeName: vehicleTypes.name,
  typeNameArabic: vehicleTypes.nameArabic,
  makeName: vehicleMakes.name,
  modelName: vehicleModels.name,
  ruleName: fuelRules.name,
  typeFactorBp: safetyFactors.factorBp,
};

const one = (companyId: string, id: string) => and(eq(vehicles.companyId, companyId), eq(vehicles.id, id));

function filters(companyId: string, q: Omit<VehicleExportQuery, "sort" | "order">): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(vehicles.companyId, companyId)];
  if (q.status === "active") parts.push(eq(vehicles.status, "active"));
  // Spec 001's "inactive" tab is every status but active.
  if (q.status === "inactive") parts.push(ne(vehicles.status, "active"));
  if (q.vehicle_type_id) parts.push(eq(vehicles.vehicleTypeId, q.vehicle_type_id));
  if (q.search) {
    const pattern = containsPattern(q.search);
    parts.push(
      or(
        ilike(vehicles.carId, pattern),
        ilike(vehicles.plateNo, pattern),
        ilike(vehicles.chassisNo, pattern),
        ilike(vehicles.nfcTag, pattern),
      ),
    );
  }
  return and(...parts);
}

const sortColumns = {
  created_at: vehicles.createdAt,
  car_id: sql`upper(${vehicles.carId})`,
  plate_no: sql`upper(${vehicles.plateNo})`,
  year: vehicles.year,
};

const orderBy = (q: Pick<VehicleExportQuery, "sort" | "order">) =>
  [q.order === "desc" ? desc(sortColumns[q.sort]) : asc(sortColumns[q.sort]), asc(vehicles.id)] as const;

export function createVehicleRepo(db: Db) {
  const lookups = createTenantLookups(db);
  const select = (tx: Db = db) =>
    tx
      .select(withNames)
      .from(vehicles)
      .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.vehicleTypeId))
      .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicles.makeId))
      .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
      .leftJoin(fuelRules, tenantRow(fuelRules, vehicles.ruleId, vehicles))
      .leftJoin(
        safetyFactors,
        and(eq(safetyFactors.companyId, vehicles.companyId), eq(safetyFactors.vehicleTypeId, vehicles.vehicleTypeId)),
      );

  return {
    list(companyId: string, q: VehicleExportQuery & { page: number; limit: number }) {
      const where = filters(companyId, q);
      return pageOf(
        db,
        select()
          .where(where)
          .orderBy(...orderBy(q)),
        countRows(db, vehicles, where),
        q,
      );
    },
    /** Every vehicle the filters find, for an export. */
    all: (companyId: string, q: VehicleExportQuery) =>
      select()
        .where(filters(companyId, q))
        .orderBy(...orderBy(q)),
    async get(companyId: string, id: string, tx: Db = db) {
      const [row] = await select(tx).where(one(companyId, id)).limit(1);
      return row ?? null;
    },
    /** The fields an update checks against, locked until the update commits (an assignment may move the odometer). */
    async lockForUpdate(companyId: string, id: string, tx: Db) {
      const [row] = await tx
        .select({ currentOdometer: vehicles.currentOdometer, ruleId: vehicles.ruleId })
        .from(vehicles)
        .where(one(companyId, id))
        .for("update");
      return row ?? null;
    },
    async qr(companyId: string, id: string) {
      const [row] = await db
        .select({ id: vehicles.id, carId: vehicles.carId, plateNo: vehicles.plateNo, qrToken: vehicles.qrToken })
        .from(vehicles)
        .where(one(companyId, id))
        .limit(1);
      return row ?? null;
    },
    /** The company's vehicles already using any of these values (car ids, plates and chassis upper case). */
    takenValues(
      companyId: string,
      values: { carIds: string[]; plates: string[]; chassis: string[]; nfcTags: string[] },
    ) {
      const any = (column: SQL, list: string[]) => (list.length ? inArray(column, list) : undefined);
      return db
        .select({
          carId: vehicles.carId,
          plateNo: vehicles.plateNo,
          chassisNo: vehicles.chassisNo,
          nfcTag: vehicles.nfcTag,
        })
        .from(vehicles)
        .where(
          and(
            eq(vehicles.companyId, companyId),
            or(
              any(sql`upper(${vehicles.carId})`, values.carIds),
              any(sql`upper(${vehicles.plateNo})`, values.plates),
              any(sql`upper(${vehicles.chassisNo})`, values.chassis),
              values.nfcTags.length ? inArray(vehicles.nfcTag, values.nfcTags) : undefined,
              sql`false`,
            ),
          ),
        );
    },
    /** New vehicles, their QR tokens claimed platform-wide (a station scans them) in the same transaction. */
    async insert(companyId: string, rows: (VehicleColumns & { qrToken: string })[], tx: Db) {
      const inserted = await tx
        .insert(vehicles)
        .values(rows.map((row) => ({ ...row, companyId })))
        .returning({ id: vehicles.id, qrToken: vehicles.qrToken });
      const keys = inserted.map((row) => ({ key: row.qrToken, rowId: row.id }));
      await lookups.claim(tx, "vehicle_qr_token", companyId, keys);
      return inserted.map((row) => row.id);
    },
    /** False when the company has no such vehicle. */
    async update(companyId: string, id: string, values: Partial<VehicleColumns>, tx: Db = db) {
      const rows = await tx
        .update(vehicles)
        .set({ ...values, updatedAt: new Date() })
        .where(one(companyId, id))
        .returning({ id: vehicles.id });
      return rows.length > 0;
    },
    /** False when the company has no such vehicle. */
    remove: (companyId: string, id: string) =>
      db.transaction(async (tx) => {
        const deleted = await tx.delete(vehicles).where(one(companyId, id)).returning({ id: vehicles.id });
        await lookups.release(tx, "vehicle_qr_token", companyId, [id]);
        return deleted.length > 0;
      }),
  };
}

export type VehicleRepo = ReturnType<typeof createVehicleRepo>;
export type VehicleWithNames = NonNullable<Awaited<ReturnType<VehicleRepo["get"]>>>;
