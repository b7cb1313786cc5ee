import { and, eq, ilike, inArray, ne, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { EmployeeFilterQuery, EmployeeListQuery, EmployeeStatus } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { countRows, orderOf, pageOf } from "../../../db/paging.js";
import { employees, fleetRoles, fuelRules, orgUnits } from "../../../db/schema/index.js";
import { containsPattern, phoneContains } from "../../../db/search.js";
import { createTenantLookups } from "../../../db/tenant-lookups.js";
import { tenantRow } from "../../../db/tenant-row.js";

/** The columns the employee's form writes; the admin flag and the secrets are written on their own. */
export type EmployeeColumns = Omit<
  typeof employees.$inferInsert,
  "id" | "companyId" | "isAdmin" | "tpinHash" | "passwordHash" | "createdAt" | "updatedAt"
>;

export interface Secrets {
  tpinHash?: string;
  passwordHash?: string;
}

const branch = alias(orgUnits, "branch");
const department = alias(orgUnits, "department");
const designation = alias(orgUnits, "designation");

/** An employee with the names of what it refers to, read in the same query. */
const withNames = {
  employee: employees,
  branchName: branch.name,
  departmentName: department.name,
  designationName: designation.name,
  roleName: fleetRoles.name,
  ruleName: fuelRules.name,
};

/** The company's employees; its admin (who signed the company up) is never reached through them. */
const isEmployeeOf = (companyId: string) => and(eq(employees.companyId, companyId), eq(employees.isAdmin, false));

/** `phoneDigits`: what the search term finds inside stored phones (null when it is not phone-like). */
function filters(companyId: string, q: EmployeeFilterQuery, phoneDigits: string | null): SQL | undefined {
  const parts: (SQL | undefined)[] = [isEmployeeOf(companyId)];
  if (q.status === "active") parts.push(eq(employees.status, "active"));
  if (q.status === "inactive") parts.push(ne(employees.status, "active"));
  if (q.search) {
    const pattern = containsPattern(q.search);
    parts.push(
      or(
        ilike(employees.name, pattern),
        ilike(employees.employeeCode, pattern),
        phoneContains(employees.phone, phoneDigits),
        ilike(employees.email, pattern),
      ),
    );
  }
  return and(...parts);
}

const sortColumns = { name: employees.name, employee_id: employees.employeeCode, created_at: employees.createdAt };

/** The e-mails of new employees as their platform-wide keys (lower-cased; no e-mail, no key). */
const emailKeys = (rows: { id: string; email?: string | null }[]) =>
  rows.flatMap(({ id, email }) => (email ? [{ key: email.toLowerCase(), rowId: id }] : []));

export function createEmployeeRepo(db: Db) {
  const lookups = createTenantLookups(db);
  const selectWithNames = (tx: Db = db) =>
    tx
      .select(withNames)
      .from(employees)
      .leftJoin(branch, tenantRow(branch, employees.branchId, employees))
      .leftJoin(department, tenantRow(department, employees.departmentId, employees))
      .leftJoin(designation, tenantRow(designation, employees.designationId, employees))
      .leftJoin(fleetRoles, tenantRow(fleetRoles, employees.roleId, employees))
      .leftJoin(fuelRules, tenantRow(fuelRules, employees.ruleId, employees));

  const one = (companyId: string, id: string) => and(isEmployeeOf(companyId), eq(employees.id, id));

  return {
    list(companyId: string, q: EmployeeListQuery, phoneDigits: string | null) {
      const where = filters(companyId, q, phoneDigits);
      return pageOf(
        db,
        selectWithNames()
          .where(where)
          .orderBy(...orderOf(sortColumns[q.sort], q.order, employees.id)),
        countRows(db, employees, where),
        q,
      );
    },

    /** Every employee the filters select, by name: what an export writes. */
    all(companyId: string, q: EmployeeFilterQuery, phoneDigits: string | null) {
      return selectWithNames()
        .where(filters(companyId, q, phoneDigits))
        .orderBy(...orderOf(employees.name, "asc", employees.id));
    },

    async get(companyId: string, id: string, tx: Db = db) {
      const [row] = await selectWithNames(tx).where(one(companyId, id)).limit(1);
      return row ?? null;
    },

    /** The rule an update checks against, locked until the update commits (an assignment checks it too). */
    async lockForUpdate(companyId: string, id: string, tx: Db) {
      const [row] = await tx
        .select({ ruleId: employees.ruleId })
        .from(employees)
        .where(one(companyId, id))
        .for("update");
      return row ?? null;
    },

    /** Whether another person of the company (its admin included) holds the T-PIN's hash. */
    async isTpinTaken(companyId: string, tpinHash: string, exceptId: string | null) {
      const [row] = await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.companyId, companyId), eq(employees.tpinHash, tpinHash)))
        .limit(1);
      return !!row && row.id !== exceptId;
    },

    async isCodeTaken(companyId: string, code: string, exceptId: string | null) {
      const [row] = await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.companyId, companyId), eq(employees.employeeCode, code)))
        .limit(1);
      return !!row && row.id !== exceptId;
    },

    /** E-mails sign in to the portal, so they are unique across every company. */
    async isEmailTaken(email: string, exceptId: string | null) {
      const owner = await lookups.find("employee_email", email.toLowerCase());
      return !!owner && owner.rowId !== exceptId;
    },

    /** Which of the codes the company already uses, and which of the e-mails anyone uses (for an import). */
    async takenOf(companyId: string, codes: string[], emails: string[]) {
      const codeRows = codes.length
        ? await db
            .select({ code: employees.employeeCode })
            .from(employees)
            .where(and(eq(employees.companyId, companyId), inArray(employees.employeeCode, codes)))
        : [];
      return { codes: new Set(codeRows.map((r) => r.code)), emails: await lookups.taken("employee_email", emails) };
    },

    async insert(companyId: string, values: EmployeeColumns, secrets: Secrets, tx: Db) {
      const [row] = await tx
        .insert(employees)
        .values({ ...values, ...secrets, companyId, isAdmin: false })
        .returning({ id: employees.id });
      if (!row) throw new Error("employees insert returned nothing");
      await lookups.claim(tx, "employee_email", companyId, emailKeys([{ id: row.id, email: values.email }]));
      return row.id;
    },

    async insertMany(companyId: string, rows: EmployeeColumns[], tx: Db) {
      if (rows.length === 0) return;
      const inserted = await tx
        .insert(employees)
        .values(rows.map((values) => ({ ...values, companyId, isAdmin: false })))
        .returning({ id: employees.id, email: employees.email });
      await lookups.claim(tx, "employee_email", companyId, emailKeys(inserted));
    },

    async update(companyId: string, id: string, values: EmployeeColumns, secrets: Secrets, tx: Db) {
      await tx
        .update(employees)
        .set({ ...values, ...secrets, updatedAt: new Date() })
        .where(one(companyId, id));
      await lookups.replace(tx, "employee_email", companyId, id, values.email?.toLowerCase() ?? null);
    },

    async setStatus(companyId: string, id: string, status: EmployeeStatus, tx: Db) {
      const rows = await tx
        .update(employees)
        .set({ status, updatedAt: new Date() })
        .where(one(companyId, id))
        .returning({ id: employees.id });
      return rows.length > 0;
    },

    /** Deletes the employee and frees its e-mail, in one transaction. */
    remove: (companyId: string, id: string) =>
      db.transaction(async (tx) => {
        const rows = await tx.delete(employees).where(one(companyId, id)).returning({ id: employees.id });
        await lookups.release(tx, "employee_email", companyId, [id]);
        return rows.length > 0;
      }),
  };
}

export type EmployeeRepo = ReturnType<typeof createEmployeeRepo>;
export type EmployeeWithNames = NonNullable<Awaited<ReturnType<EmployeeRepo["get"]>>>;
