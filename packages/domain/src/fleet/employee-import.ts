import { z } from "zod";
import { readCsvCell } from "../platform/csv-cell.js";
import { RefusalCode as m, type RefusalCode, refusalMessage } from "../platform/messages.js";
import type { RefusalParams } from "../platform/refusal.js";
import { type IssueLike, optionalText, refusalOfIssue } from "../platform/validation.js";
import { employeeRecordFields, type EmployeeDto } from "./employee.js";
import { FLEET_STATUSES, type FleetStatus } from "./vocabulary.js";

/** The columns of the employees' CSV, in order: what the export writes and the import reads. */
export const EMPLOYEE_CSV_COLUMNS = [
  "name",
  "employee_id",
  "branch",
  "department",
  "designation",
  "gender",
  "dob",
  "national_id",
  "phone",
  "email",
  "status",
] as const;
export type EmployeeCsvColumn = (typeof EMPLOYEE_CSV_COLUMNS)[number];
export const REQUIRED_CSV_COLUMNS: readonly EmployeeCsvColumn[] = ["name", "employee_id", "phone"];

/** The statuses as spec 001 spells them: what a person reads and types in a spreadsheet. */
export const STATUS_LABELS: Record<FleetStatus, string> = {
  active: "Active",
  inactive: "In-Active",
  pause: "Pause",
  deactive: "Deactive",
  out_of_service: "Out Of Services",
};

export const GENDER_LABELS = { male: "Male", female: "Female" } as const;

/** Letters only, lower case: "In-Active", "inactive" and "IN ACTIVE" read alike. */
const squash = (value: string) => value.toLowerCase().replace(/[^a-z]/g, "");

const statusByWord = new Map<string, FleetStatus>();
for (const status of FLEET_STATUSES) {
  statusByWord.set(squash(status), status);
  statusByWord.set(squash(STATUS_LABELS[status]), status);
}

/** A status written as its code or as spec 001 spells it ("In-Active", "inactive", "IN ACTIVE"); undefined if neither. */
export const statusOfWord = (word: string): FleetStatus | undefined => statusByWord.get(squash(word));

/** A header as people write it ("Employee ID", "employee-id") to the column it names. */
export const csvColumnOf = (header: string): string =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

/** An empty cell is no value; a status or gender may be written as the spec's label or as its code. */
const emptyAsNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

const EmployeeCsvRow = z.object({
  ...employeeRecordFields,
  gender: z.preprocess(
    (v) => (typeof v === "string" ? (emptyAsNull(v) === null ? null : squash(v)) : v),
    employeeRecordFields.gender,
  ),
  dob: z.preprocess(emptyAsNull, employeeRecordFields.dob),
  email: z.preprocess(emptyAsNull, employeeRecordFields.email),
  status: z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? (statusOfWord(v) ?? v) : undefined),
    employeeRecordFields.status,
  ),
  branch: optionalText(120),
  department: optionalText(120),
  designation: optionalText(120),
});
export type EmployeeCsvRow = z.infer<typeof EmployeeCsvRow>;

/**
 * One refusal of an import (employees or vehicles): the row as a spreadsheet numbers it (the
 * header is row 1), the column, and why: a refusal code with its values, and its English.
 */
export const ImportRowError = z.object({
  row: z.number().int(),
  field: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowError>;

/** A refusal of one column of a row, by its code. */
export const rowError = (row: number, field: string, code: RefusalCode, params?: RefusalParams): ImportRowError => ({
  row,
  field,
  code,
  ...(params ? { params } : {}),
  message: refusalMessage(code, params),
});

/** A column's zod issue as a refusal of its row. */
export function rowErrorOfIssue(row: number, field: string, issue: IssueLike): ImportRowError {
  const { code, params, text } = refusalOfIssue(issue);
  return { row, field, code, ...(params ? { params } : {}), message: text };
}

/** All the rows or none: `imported` is 0 whenever `errors` lists anything. */
export const EmployeeImportResult = z.object({ imported: z.number().int(), errors: z.array(ImportRowError) });
export type EmployeeImportResult = z.infer<typeof EmployeeImportResult>;

export const MAX_EMPLOYEE_IMPORT_ROWS = 5000;

/** The spreadsheet row of the record at `index` of the data (after the header). */
export const csvRowNumber = (index: number) => index + 2;

/**
 * What the server checks against the company's records for a row, whatever else is wrong with it:
 * its unit names, employee id and e-mail, each when it passed its own field check (else null).
 */
export interface EmployeeRowReferences {
  row: number;
  branch: string | null;
  department: string | null;
  designation: string | null;
  employee_id: string | null;
  email: string | null;
}

const REFERENCE_FIELDS = ["branch", "department", "designation", "employee_id", "email"] as const;

export interface CheckedEmployeeRows {
  /** The rows without any refusal: what an import inserts once no row has one. */
  rows: { row: number; value: EmployeeCsvRow }[];
  /** Every row's references, so a row's unknown branch is reported with its other refusals at once. */
  references: EmployeeRowReferences[];
  errors: ImportRowError[];
}

/** A row's references: from the parsed row, or field by field from a row that failed elsewhere. */
function referencesOf(row: number, cells: Record<string, unknown>, parsed: EmployeeCsvRow | null) {
  const references: EmployeeRowReferences = {
    row,
    branch: null,
    department: null,
    designation: null,
    employee_id: null,
    email: null,
  };
  for (const field of REFERENCE_FIELDS) {
    const value = parsed ? parsed[field] : EmployeeCsvRow.shape[field].safeParse(cells[field]).data;
    references[field] = value ?? null;
  }
  return references;
}

/**
 * Checks every record of a CSV (columns named as in EMPLOYEE_CSV_COLUMNS): each field by the
 * form's own rules, and that no two rows share an employee id or an e-mail. Every problem of
 * every row is reported; checks against the company's records are the server's, over `references`.
 */
export function checkEmployeeRows(records: readonly Partial<Record<string, string>>[]): CheckedEmployeeRows {
  const checked: CheckedEmployeeRows = { rows: [], references: [], errors: [] };
  const seen = { employee_id: new Set<string>(), email: new Set<string>() };
  records.forEach((record, index) => {
    const row = csvRowNumber(index);
    const cells = Object.fromEntries(Object.entries(record).map(([column, value]) => [column, readCsvCell(value)]));
    const parsed = EmployeeCsvRow.safeParse(cells);
    const errorsBefore = checked.errors.length;
    const fields = new Set<string>();
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0] ?? "row");
      if (fields.has(field)) continue;
      fields.add(field);
      checked.errors.push(rowErrorOfIssue(row, field, issue));
    }
    const references = referencesOf(row, cells, parsed.data ?? null);
    checked.references.push(references);
    for (const field of ["employee_id", "email"] as const) {
      // E-mails are already lower case; codes compare as written, as the database's unique index does.
      const value = references[field];
      if (!value) continue;
      if (seen[field].has(value)) checked.errors.push(rowError(row, field, m.duplicate_in_file));
      else seen[field].add(value);
    }
    if (parsed.success && checked.errors.length === errorsBefore) checked.rows.push({ row, value: parsed.data });
  });
  return checked;
}

/** An employee as one line of the export, in the order of EMPLOYEE_CSV_COLUMNS: the names of what it refers to, the spec's labels. */
export function toEmployeeCsvRow(e: EmployeeDto): (string | null)[] {
  return [
    e.name,
    e.employee_id,
    e.branch_name,
    e.department_name,
    e.designation_name,
    e.gender ? GENDER_LABELS[e.gender] : null,
    e.dob,
    e.national_id,
    e.phone,
    e.email,
    STATUS_LABELS[e.status],
  ];
}
