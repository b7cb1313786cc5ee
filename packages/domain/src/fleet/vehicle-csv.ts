import { readCsvCell } from "../platform/csv-cell.js";
import { RefusalCode as m, type RefusalCode } from "../platform/messages.js";
import { STATUS_LABELS, rowError, rowErrorOfIssue, statusOfWord, type ImportRowError } from "./employee-import.js";
import { VehicleCreateBody, type VehicleDto } from "./vehicle.js";

/**
 * The columns of the vehicles' CSV, the same for export and import, so an exported file imports
 * again. Type, make, model and rule travel by name (a person edits the file); choices by their code.
 */
export const VEHICLE_CSV_COLUMNS = [
  "car_id",
  "vehicle_type",
  "fleet_type",
  "make",
  "model",
  "variant",
  "cc",
  "year",
  "color",
  "plate_no",
  "engine_no",
  "chassis_no",
  "nfc_tag",
  "fuel_type",
  "secondary_fuel_type",
  "secondary_tank_limit",
  "consumption_rate",
  "initial_odometer",
  "current_odometer",
  "primary_tank_limit",
  "factor_of_safety",
  "status",
  "rule",
] as const;
export type VehicleCsvColumn = (typeof VEHICLE_CSV_COLUMNS)[number];

/** Columns a file may leave out: every row then takes the default (no value, or active). */
export const OPTIONAL_VEHICLE_COLUMNS = new Set<VehicleCsvColumn>([
  "variant",
  "cc",
  "color",
  "engine_no",
  "nfc_tag",
  "secondary_fuel_type",
  "secondary_tank_limit",
  "consumption_rate",
  "factor_of_safety",
  "status",
  "rule",
]);

/** Names resolved to ids, by the caller that can look them up; null when nothing has that name. */
export interface VehicleNameLookup {
  typeId(name: string): string | null;
  makeId(typeId: string, name: string): string | null;
  modelId(makeId: string, name: string): string | null;
  ruleId(name: string): string | null;
}

// eslint-disable-next-line security/detect-unsafe-regex -- the dot separates the digits: one way to match, linear
const NUMBER = /^-?\d+(\.\d+)?$/;
/** A number cell as a number, a blank one as null; anything else goes on as text for the schema to refuse. */
const numberOf = (cell: string) => (cell === "" ? null : NUMBER.test(cell) ? Number(cell) : cell);
/** "Hi Octane", "hi-octane" and "hi_octane" are the same choice. */
const choiceOf = (cell: string) => (cell === "" ? null : cell.toLowerCase().replace(/[\s-]+/g, "_"));
/** The export writes a status as spec 001 spells it, as the employees' does; the code reads too. */
const statusOf = (cell: string) => (cell === "" ? undefined : (statusOfWord(cell) ?? cell));

const byBodyField: Record<string, VehicleCsvColumn> = {
  vehicle_type_id: "vehicle_type",
  make_id: "make",
  model_id: "model",
  rule_id: "rule",
};

type Cells = Partial<Record<string, string>>;

const TEXT_COLUMNS = ["car_id", "variant", "color", "plate_no", "engine_no", "chassis_no", "nfc_tag"] as const;
const NUMBER_COLUMNS = [
  "cc",
  "year",
  "secondary_tank_limit",
  "consumption_rate",
  "initial_odometer",
  "current_odometer",
  "primary_tank_limit",
  "factor_of_safety",
] as const;
const PLACEHOLDER_ID = "00000000-0000-4000-8000-000000000000";

/** The type, make, model and rule named by a row, or the refusals of the names that match nothing. */
function resolveNames(row: number, cell: (c: VehicleCsvColumn) => string, lookup: VehicleNameLookup) {
  const errors: ImportRowError[] = [];
  const refuse = (field: VehicleCsvColumn, code: RefusalCode) => {
    errors.push(rowError(row, field, code));
    return null;
  };
  const named = (field: VehicleCsvColumn, find: (name: string) => string | null, notFound: RefusalCode) =>
    cell(field) === "" ? refuse(field, m.required) : (find(cell(field)) ?? refuse(field, notFound));
  const typeId = named("vehicle_type", lookup.typeId, m.unknown_vehicle_type);
  const makeId = typeId && named("make", (n) => lookup.makeId(typeId, n), m.make_of_type);
  const modelId = makeId && named("model", (n) => lookup.modelId(makeId, n), m.model_of_make);
  const ruleId = cell("rule") === "" ? null : named("rule", lookup.ruleId, m.unknown_rule);
  return { ids: { vehicle_type_id: typeId, make_id: makeId, model_id: modelId, rule_id: ruleId }, errors };
}

/**
 * One data row of an import as the add call's body, or every refusal it earns (one per column).
 * `row` is its number in the file, the header being row 1.
 */
export function readVehicleRow(
  cells: Cells,
  row: number,
  lookup: VehicleNameLookup,
): { body: VehicleCreateBody; errors: [] } | { body: null; errors: ImportRowError[] } {
  const cell = (c: VehicleCsvColumn) => readCsvCell(cells[c]);
  const names = resolveNames(row, cell, lookup);
  const parsed = VehicleCreateBody.safeParse({
    ...Object.fromEntries(TEXT_COLUMNS.map((c) => [c, cell(c) === "" ? undefined : cell(c)])),
    ...Object.fromEntries(NUMBER_COLUMNS.map((c) => [c, numberOf(cell(c)) ?? undefined])),
    fleet_type: choiceOf(cell("fleet_type")) ?? undefined,
    fuel_type: choiceOf(cell("fuel_type")) ?? undefined,
    secondary_fuel_type: choiceOf(cell("secondary_fuel_type")),
    status: statusOf(cell("status")),
    // Ids that could not be resolved are refused above; stand-ins keep the schema on the other fields.
    vehicle_type_id: names.ids.vehicle_type_id ?? PLACEHOLDER_ID,
    make_id: names.ids.make_id ?? PLACEHOLDER_ID,
    model_id: names.ids.model_id ?? PLACEHOLDER_ID,
    rule_id: names.ids.rule_id,
  });
  const errors = [...names.errors];
  for (const issue of parsed.error?.issues ?? []) {
    const key = String(issue.path[0] ?? "row");
    const field = byBodyField[key] ?? key;
    if (errors.some((e) => e.field === field)) continue;
    const isBlank =
      (VEHICLE_CSV_COLUMNS as readonly string[]).includes(field) && cell(field as VehicleCsvColumn) === "";
    errors.push(isBlank ? rowError(row, field, m.required) : rowErrorOfIssue(row, field, issue));
  }
  if (errors.length > 0 || !parsed.success) return { body: null, errors };
  return { body: parsed.data, errors: [] };
}

/** A vehicle as one line of the export, in the order of `VEHICLE_CSV_COLUMNS`. */
export function toVehicleCsvRow(v: VehicleDto): (string | number | null)[] {
  const cells: Record<VehicleCsvColumn, string | number | null> = {
    car_id: v.car_id,
    vehicle_type: v.vehicle_type_name,
    fleet_type: v.fleet_type,
    make: v.make_name,
    model: v.model_name,
    variant: v.variant,
    cc: v.cc,
    year: v.year,
    color: v.color,
    plate_no: v.plate_no,
    engine_no: v.engine_no,
    chassis_no: v.chassis_no,
    nfc_tag: v.nfc_tag,
    fuel_type: v.fuel_type,
    secondary_fuel_type: v.secondary_fuel_type,
    secondary_tank_limit: v.secondary_tank_limit,
    consumption_rate: v.consumption_rate,
    initial_odometer: v.initial_odometer,
    current_odometer: v.current_odometer,
    primary_tank_limit: v.primary_tank_limit,
    factor_of_safety: v.factor_of_safety,
    status: STATUS_LABELS[v.status],
    rule: v.rule_name,
  };
  return VEHICLE_CSV_COLUMNS.map((column) => cells[column]);
}
