import {
  MAX_VEHICLE_IMPORT_ROWS,
  checkVehicleRows,
  csvColumnOf,
  invalid,
  missingVehicleColumns,
  rowError,
  uniqueKeyOf,
  type CheckedVehicleRows,
  type ImportRowError,
  type UniqueVehicleField,
  type VehicleImportResult,
} from "@pitlane/domain";
import Papa from "papaparse";
import type { Db } from "../../../db/client.js";
import type { RequestContext } from "../../../platform/route.js";
import { toVehicleColumns } from "./presenter.js";
import { ruleProblem, type RuleFacts, type VehicleReferences } from "./references.js";
import type { VehicleRepo } from "./repo.js";
import { asTaken, newQrToken } from "./service.js";

/** Rows per insert statement: 23 columns each keeps a statement well under PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 500;

/** The records of a CSV file under its normalised column names, or a 400 for a file that is not one. */
function parseCsv(bytes: Buffer): { columns: string[]; records: Record<string, string>[] } {
  const text = bytes.toString("utf8").replace(/^\uFEFF/, "");
  const parsed = Papa.parse<Record<string, unknown>>(text, { header: true, transformHeader: csvColumnOf });
  const columns = parsed.meta.fields ?? [];
  const isBroken = parsed.errors.some((error) => error.type === "Quotes");
  if (isBroken || columns.every((column) => column === "")) throw invalid("file", "csv_no_header");
  // Cells past the header's columns arrive as a list under "__parsed_extra": they belong to no column.
  const records = parsed.data.map((record) =>
    Object.fromEntries(
      Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    ),
  );
  return { columns, records };
}

/** The checks a row can only pass against the company's records: its rule, and values no other vehicle uses. */
function companyErrors(
  checked: CheckedVehicleRows,
  rules: Map<string, RuleFacts>,
  taken: Map<UniqueVehicleField, Set<string>>,
): ImportRowError[] {
  const errors: ImportRowError[] = [];
  for (const { row, body } of checked.rows) {
    const problem = body.rule_id ? ruleProblem(rules.get(body.rule_id), body) : null;
    if (problem) errors.push(rowError(row, "rule", problem));
    for (const [field, values] of taken) {
      const value = body[field];
      if (value && values.has(uniqueKeyOf(field, value))) errors.push(rowError(row, field, "vehicle_taken"));
    }
  }
  return errors;
}

export function createVehicleImport(deps: { db: Db; vehicles: VehicleRepo; references: VehicleReferences }) {
  const { db, vehicles, references } = deps;

  async function takenValues(companyId: string, checked: CheckedVehicleRows) {
    const valuesOf = (field: UniqueVehicleField) =>
      checked.rows.map(({ body }) => body[field]).flatMap((v) => (v ? [uniqueKeyOf(field, v)] : []));
    const rows = await vehicles.takenValues(companyId, {
      carIds: valuesOf("car_id"),
      plates: valuesOf("plate_no"),
      chassis: valuesOf("chassis_no"),
      nfcTags: valuesOf("nfc_tag"),
    });
    const used = (field: UniqueVehicleField, values: (string | null)[]) =>
      [field, new Set(values.flatMap((v) => (v ? [uniqueKeyOf(field, v)] : [])))] as const;
    return new Map([
      used(
        "car_id",
        rows.map((r) => r.carId),
      ),
      used(
        "plate_no",
        rows.map((r) => r.plateNo),
      ),
      used(
        "chassis_no",
        rows.map((r) => r.chassisNo),
      ),
      used(
        "nfc_tag",
        rows.map((r) => r.nfcTag),
      ),
    ]);
  }

  return {
    /** Every row is checked and every bad one reported; the vehicles are added only when none is bad, all at once. */
    async importCsv(ctx: RequestContext, bytes: Buffer): Promise<VehicleImportResult> {
      const { columns, records } = parseCsv(bytes);
      const missing = missingVehicleColumns(columns);
      if (missing.length > 0) return { imported: 0, errors: missing };
      // Blank lines (a trailing line break reads as one) are skipped, so they do not count.
      const filled = records.filter((record) => Object.values(record).some((cell) => cell?.trim()));
      if (filled.length > MAX_VEHICLE_IMPORT_ROWS) throw invalid("file", "csv_too_many_rows");
      const { lookup, rules } = await references.lookupFor(ctx.tenantId, records);
      const checked = checkVehicleRows(records, lookup);
      const errors = [...checked.errors, ...companyErrors(checked, rules, await takenValues(ctx.tenantId, checked))];
      if (errors.length > 0) return { imported: 0, errors: errors.sort((a, b) => a.row - b.row) };
      const rows = checked.rows.map(({ body }) => ({ ...toVehicleColumns(body), qrToken: newQrToken() }));
      await db
        .transaction(async (tx) => {
          for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
            await vehicles.insert(ctx.tenantId, rows.slice(i, i + INSERT_CHUNK), tx);
          }
        })
        .catch((error: unknown) => {
          throw asTaken(error);
        });
      return { imported: rows.length, errors: [] };
    },
  };
}

export type VehicleImport = ReturnType<typeof createVehicleImport>;
