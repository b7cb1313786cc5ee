import { z } from "zod";
import { RefusalCode as m } from "../platform/messages.js";
import { ImportRowError, csvColumnOf, csvRowNumber, rowError } from "./employee-import.js";
import type { VehicleCreateBody } from "./vehicle.js";
import {
  OPTIONAL_VEHICLE_COLUMNS,
  VEHICLE_CSV_COLUMNS,
  readVehicleRow,
  type VehicleNameLookup,
} from "./vehicle-csv.js";

export const MAX_VEHICLE_IMPORT_ROWS = 5000;

/** All the rows or none, as the employees' import: `imported` is 0 whenever `errors` lists anything. */
export const VehicleImportResult = z.object({ imported: z.number().int(), errors: z.array(ImportRowError) });
export type VehicleImportResult = z.infer<typeof VehicleImportResult>;

/** The columns the header lacks, each as a refusal of row 1. */
export function missingVehicleColumns(header: readonly string[]): ImportRowError[] {
  const present = new Set(header.map(csvColumnOf));
  return VEHICLE_CSV_COLUMNS.filter((c) => !OPTIONAL_VEHICLE_COLUMNS.has(c) && !present.has(c)).map((field) =>
    rowError(1, field, m.required),
  );
}

/** The values no two vehicles of a company share, compared as the database's unique indexes do. */
export const UNIQUE_VEHICLE_FIELDS = ["car_id", "plate_no", "chassis_no", "nfc_tag"] as const;
export type UniqueVehicleField = (typeof UNIQUE_VEHICLE_FIELDS)[number];
export const uniqueKeyOf = (field: UniqueVehicleField, value: string) =>
  field === "nfc_tag" ? value : value.toUpperCase();

export interface CheckedVehicleRows {
  rows: { row: number; body: VehicleCreateBody }[];
  errors: ImportRowError[];
}

/**
 * Checks every data row of an import (records keyed by column, the header being row 1): each by the
 * add call's rules, and that no two rows share a car id, plate, chassis or NFC tag. Every problem
 * of every row is reported; whether the company already uses a value is the server's check.
 * Blank lines are skipped.
 */
export function checkVehicleRows(
  records: readonly Partial<Record<string, string>>[],
  lookup: VehicleNameLookup,
): CheckedVehicleRows {
  const result: CheckedVehicleRows = { rows: [], errors: [] };
  const seen = new Set<string>();
  records.forEach((record, index) => {
    // A blank line between rows is no vehicle; the rows after it keep their numbers.
    if (Object.values(record).every((cell) => !cell?.trim())) return;
    const row = csvRowNumber(index);
    const read = readVehicleRow(record, row, lookup);
    if (!read.body) {
      result.errors.push(...read.errors);
      return;
    }
    const body = read.body;
    const repeated = UNIQUE_VEHICLE_FIELDS.filter((field) => {
      const value = body[field];
      if (!value) return false;
      const key = `${field}:${uniqueKeyOf(field, value)}`;
      if (seen.has(key)) return true;
      seen.add(key);
      return false;
    });
    for (const field of repeated) result.errors.push(rowError(row, field, m.duplicate_in_file));
    if (repeated.length === 0) result.rows.push({ row, body });
  });
  return result;
}
