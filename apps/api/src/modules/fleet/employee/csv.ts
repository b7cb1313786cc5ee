import {
  EMPLOYEE_CSV_COLUMNS,
  ORG_UNIT_KINDS,
  MAX_EMPLOYEE_IMPORT_ROWS,
  REQUIRED_CSV_COLUMNS,
  checkEmployeeRows,
  conflict,
  csvColumnOf,
  invalid,
  rowError,
  type RefusalCode,
  toEmployeeCsvRow,
  type CheckedEmployeeRows,
  type EmployeeFilterQuery,
  type EmployeeImportResult,
  type ImportRowError,
  type OrgUnitKind,
} from "@pitlane/domain";
import Papa from "papaparse";
import type { Db } from "../../../db/client.js";
import { isUniqueViolation } from "../../../db/pg-error.js";
import { isKeyTaken } from "../../../db/tenant-lookups.js";
import { toCsv } from "../../../platform/csv.js";
import type { Phones } from "../../../platform/phones.js";
import type { RequestContext } from "../../../platform/route.js";
import type { TenantPhones } from "../../../platform/tenant-phones.js";
import { toEmployeeDto, toImportedColumns } from "./presenter.js";
import type { EmployeeReferences } from "./references.js";
import type { EmployeeRepo } from "./repo.js";

const unknownUnit: Record<OrgUnitKind, RefusalCode> = {
  branch: "unknown_branch",
  department: "unknown_department",
  designation: "unknown_designation",
};

const columnOrder = new Map<string, number>(EMPLOYEE_CSV_COLUMNS.map((column, index) => [column, index]));
const byRowThenColumn = (a: ImportRowError, b: ImportRowError) =>
  a.row - b.row || (columnOrder.get(a.field) ?? 0) - (columnOrder.get(b.field) ?? 0);

/** The data rows of a CSV file keyed by column (headers read as people write them), or a refusal naming `file`. */
function readRecords(text: string): { header: string[]; records: Partial<Record<string, string>>[] } {
  const parsed = Papa.parse<Partial<Record<string, string>>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: csvColumnOf,
  });
  // A row with more or fewer cells than the header is still read cell by cell; broken quoting is not.
  if (parsed.errors.some((e) => e.type === "Quotes")) throw invalid("file", "csv_unreadable");
  return { header: parsed.meta.fields ?? [], records: parsed.data };
}

/** Export and import of the employees as CSV, in the columns of EMPLOYEE_CSV_COLUMNS. */
export function createEmployeeCsv(
  db: Db,
  employees: EmployeeRepo,
  references: EmployeeReferences,
  tenantPhones: TenantPhones,
) {
  /**
   * Every row's units, employee id, e-mail and phone against the company's records and country,
   * whatever else is wrong with the row, so each row's refusals come at once; and the columns of the
   * rows to insert, their phones as stored.
   */
  async function checkAgainstRecords(companyId: string, checked: CheckedEmployeeRows, phones: Phones) {
    const errors: ImportRowError[] = [];
    const units = await references.unitsByName(companyId);
    const taken = await employees.takenOf(
      companyId,
      checked.references.flatMap((r) => (r.employee_id ? [r.employee_id] : [])),
      checked.references.flatMap((r) => (r.email ? [r.email] : [])),
    );
    const unitId = (kind: OrgUnitKind, name: string | null) => (name ? units[kind].get(name.toLowerCase()) : null);
    for (const refs of checked.references) {
      for (const kind of ORG_UNIT_KINDS) {
        if (refs[kind] && !unitId(kind, refs[kind])) errors.push(rowError(refs.row, kind, unknownUnit[kind]));
      }
      if (refs.employee_id && taken.codes.has(refs.employee_id)) {
        errors.push(rowError(refs.row, "employee_id", "employee_code_exists"));
      }
      if (refs.email && taken.emails.has(refs.email)) errors.push(rowError(refs.row, "email", "employee_email_exists"));
      if (refs.phone && !phones.read(refs.phone)) errors.push(rowError(refs.row, "phone", phones.refusal));
    }
    const columns = checked.rows.map(({ value }) =>
      // A row whose phone is refused above is never inserted: nothing is imported then.
      toImportedColumns(
        { ...value, phone: phones.read(value.phone) ?? value.phone },
        {
          branchId: unitId("branch", value.branch) ?? null,
          departmentId: unitId("department", value.department) ?? null,
          designationId: unitId("designation", value.designation) ?? null,
        },
      ),
    );
    return { errors, columns };
  }

  return {
    async exportCsv(ctx: RequestContext, q: EmployeeFilterQuery): Promise<string> {
      const digits = (await tenantPhones.ofCompany(ctx.tenantId)).searchDigits(q.search);
      const rows = await employees.all(ctx.tenantId, q, digits);
      return toCsv(
        EMPLOYEE_CSV_COLUMNS,
        rows.map((row) => toEmployeeCsvRow(toEmployeeDto(row))),
      );
    },

    /** Every row is checked and every bad one reported; only a file without any is imported, in one transaction. */
    async importCsv(ctx: RequestContext, text: string): Promise<EmployeeImportResult> {
      const { header, records } = readRecords(text);
      const missing = REQUIRED_CSV_COLUMNS.filter((column) => !header.includes(column));
      if (missing.length > 0) {
        return { imported: 0, errors: missing.map((field) => rowError(1, field, "required")) };
      }
      if (records.length === 0) throw invalid("file", "csv_no_rows");
      if (records.length > MAX_EMPLOYEE_IMPORT_ROWS) throw invalid("file", "csv_too_many_rows");
      const checked = checkEmployeeRows(records);
      const against = await checkAgainstRecords(ctx.tenantId, checked, await tenantPhones.ofCompany(ctx.tenantId));
      const errors = [...checked.errors, ...against.errors].sort(byRowThenColumn);
      if (errors.length > 0) return { imported: 0, errors };
      await db
        .transaction((tx) => employees.insertMany(ctx.tenantId, against.columns, tx))
        .catch((error: unknown) => {
          // Another save took an id or e-mail between the check and the insert: nothing was imported.
          if (isUniqueViolation(error, "employees_company_code_uq")) throw conflict("employee_code_taken");
          if (isKeyTaken(error, "employee_email")) throw conflict("email_taken");
          throw error;
        });
      return { imported: against.columns.length, errors: [] };
    },
  };
}

export type EmployeeCsv = ReturnType<typeof createEmployeeCsv>;
