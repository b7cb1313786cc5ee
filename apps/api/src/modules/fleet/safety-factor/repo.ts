import { and, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { ListQuery } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { countRows, pageOf } from "../../../db/paging.js";
import { safetyFactors, vehicleTypes } from "../../../db/schema/index.js";
import { containsPattern } from "../../../db/search.js";

export interface SafetyFactorRow {
  vehicleTypeId: string;
  factorBp: number;
}

function typeMatches(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(vehicleTypes.name, pattern), ilike(vehicleTypes.nameArabic, pattern));
}

export function createSafetyFactorRepo(db: Db) {
  return {
    /** Every vehicle type (the page asked for), with the company's factor for it when it has one. */
    list(companyId: string, q: ListQuery) {
      const where = typeMatches(q.search);
      const rows = db
        .select({
          typeId: vehicleTypes.id,
          typeName: vehicleTypes.name,
          typeNameArabic: vehicleTypes.nameArabic,
          factorBp: safetyFactors.factorBp,
          updatedAt: safetyFactors.updatedAt,
        })
        .from(vehicleTypes)
        .leftJoin(
          safetyFactors,
          and(eq(safetyFactors.vehicleTypeId, vehicleTypes.id), eq(safetyFactors.companyId, companyId)),
        )
        .where(where)
        .orderBy(sql`lower(${vehicleTypes.name}) collate "C"`);
      return pageOf(db, rows, countRows(db, vehicleTypes, where), q);
    },
    /** Which of `typeIds` are vehicle types. */
    async knownTypes(typeIds: string[]): Promise<Set<string>> {
      if (typeIds.length === 0) return new Set();
      const rows = await db.select({ id: vehicleTypes.id }).from(vehicleTypes).where(inArray(vehicleTypes.id, typeIds));
      return new Set(rows.map((row) => row.id));
    },
    /** Sets the factors in one statement: a row per type and company, rewritten only when it changes. */
    async save(companyId: string, rows: SafetyFactorRow[]) {
      if (rows.length === 0) return;
      await db
        .insert(safetyFactors)
        .values(rows.map((row) => ({ companyId, ...row })))
        .onConflictDoUpdate({
          target: [safetyFactors.companyId, safetyFactors.vehicleTypeId],
          set: { factorBp: sql`excluded.factor_bp`, updatedAt: sql`now()` },
          setWhere: sql`${safetyFactors.factorBp} <> excluded.factor_bp`,
        });
    },
  };
}

export type SafetyFactorRepo = ReturnType<typeof createSafetyFactorRepo>;
export type SafetyFactorListRow = Awaited<ReturnType<SafetyFactorRepo["list"]>>["items"][number];
