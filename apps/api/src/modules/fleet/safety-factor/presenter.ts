import type { SafetyFactorDto, SafetyFactorEntry } from "@pitlane/domain";
import type { SafetyFactorListRow, SafetyFactorRow } from "./repo.js";

export const toSafetyFactorDto = (row: SafetyFactorListRow): SafetyFactorDto => ({
  vehicle_type_id: row.typeId,
  vehicle_type_name: row.typeName,
  vehicle_type_name_arabic: row.typeNameArabic,
  factor: row.factorBp === null ? null : row.factorBp / 100,
  updated_at: row.updatedAt?.toISOString() ?? null,
});

/** Percent with two decimals to basis points, exactly (10.05 % is 1005, not 1004.9999). */
export const toSafetyFactorRow = (entry: SafetyFactorEntry): SafetyFactorRow => ({
  vehicleTypeId: entry.vehicle_type_id,
  factorBp: Math.round(entry.factor * 100),
});
