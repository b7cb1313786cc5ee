import { and, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { ListQuery } from "@pitlane/domain";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.js";
import { countRows, pageOf } from "../../../db/paging.js";
import { vehicleMakes, vehicleModels, vehicleTypes } from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";

/** Case-insensitive, and the same on PGlite and PostgreSQL whatever the server's locale. */
const byName = (column: AnyPgColumn) => sql`lower(${column}) collate "C"`;

const matches = (search: string | undefined, ...columns: AnyPgColumn[]): SQL | undefined =>
  search ? or(...columns.map((column) => ilike(column, containsPattern(search)))) : undefined;

export function createVehicleReferenceRepo(db: Db) {
  return {
    types(q: ListQuery) {
      const where = matches(q.search, vehicleTypes.name, vehicleTypes.nameArabic);
      const rows = db.select().from(vehicleTypes).where(where).orderBy(byName(vehicleTypes.name));
      return pageOf(db, rows, countRows(db, vehicleTypes, where), q);
    },
    makes(typeId: string, q: ListQuery) {
      const where = and(eq(vehicleMakes.typeId, typeId), matches(q.search, vehicleMakes.name));
      const rows = db
        .select({ id: vehicleMakes.id, name: vehicleMakes.name })
        .from(vehicleMakes)
        .where(where)
        .orderBy(byName(vehicleMakes.name));
      return pageOf(db, rows, countRows(db, vehicleMakes, where), q);
    },
    models(makeId: string, q: ListQuery) {
      const where = and(eq(vehicleModels.makeId, makeId), matches(q.search, vehicleModels.name));
      const rows = db
        .select({ id: vehicleModels.id, name: vehicleModels.name })
        .from(vehicleModels)
        .where(where)
        .orderBy(byName(vehicleModels.name));
      return pageOf(db, rows, countRows(db, vehicleModels, where), q);
    },
    async typeExists(typeId: string) {
      const [row] = await db.select({ id: vehicleTypes.id }).from(vehicleTypes).where(eq(vehicleTypes.id, typeId));
      return row !== undefined;
    },
    async makeExists(makeId: string) {
      const [row] = await db.select({ id: vehicleMakes.id }).from(vehicleMakes).where(eq(vehicleMakes.id, makeId));
      return row !== undefined;
    },
  };
}

export type VehicleReferenceRepo = ReturnType<typeof createVehicleReferenceRepo>;
