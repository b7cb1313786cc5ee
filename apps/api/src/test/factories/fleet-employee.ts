import { randomBytes } from "node:crypto";
import {
  employeeEndpoints,
  type EmployeeDto,
  type EmployeeImportResult,
  type Envelope,
  type FleetStatus,
} from "@pitlane/domain";
import { employees } from "../../db/schema/index.js";
import type { TestApp } from "../app.js";
import { TEST_XSRF } from "../client.js";
import { multipartBody } from "./upload.js";
import { claimKey } from "./lookups.js";

const unique = () => randomBytes(4).toString("hex").toUpperCase();

/** A valid add/update body with a fresh employee id; `overrides` may set anything, valid or not. */
export function employeeBody(overrides: Record<string, unknown> = {}) {
  return { name: "Ali Raza", employee_id: `E-${unique()}`, phone: "+92 300 1234567", ...overrides };
}

/** An employee added through the API, as the portal adds one. */
export async function addEmployee(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const res = await t.api.call(employeeEndpoints.create, { token, body: employeeBody(overrides) });
  if (res.status !== 200) throw new Error(`add employee failed: ${res.body.message}`);
  return res.body.result;
}

export interface EmployeeOptions {
  name?: string;
  code?: string;
  status?: FleetStatus;
  email?: string | null;
  phone?: string;
  ruleId?: string | null;
  roleId?: string | null;
  branchId?: string | null;
  departmentId?: string | null;
  designationId?: string | null;
}

/**
 * An employee row inserted directly (a driver who cannot sign in): every fleet test's employees come
 * from here, quicker than the API where the test is about something else (a list, an assignment).
 */
export async function createEmployee(t: TestApp, companyId: string, options: EmployeeOptions = {}) {
  const { name, code, ...rest } = options;
  const [row] = await t.db
    .insert(employees)
    .values({
      phone: "+923007654321",
      ...rest,
      companyId,
      name: name ?? `Driver ${unique()}`,
      employeeCode: code ?? `E-${unique()}`,
    })
    .returning();
  if (!row) throw new Error("no employee");
  await claimKey(t, "employee_email", companyId, row.email, row.id);
  return row;
}

export interface ImportResponse {
  status: number;
  body: Envelope<EmployeeImportResult | null>;
}

/** Posts a CSV file to the import as the web does: multipart field `file`, bearer token, CSRF pair. */
export async function importEmployees(t: TestApp, token: string | undefined, csv: string): Promise<ImportResponse> {
  const { payload, contentType } = multipartBody({
    bytes: Buffer.from(csv, "utf8"),
    filename: "employees.csv",
    contentType: "text/csv",
  });
  const headers: Record<string, string> = {
    "content-type": contentType,
    cookie: `XSRF-TOKEN=${TEST_XSRF}`,
    "x-xsrf-token": TEST_XSRF,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await t.app.inject({ method: "POST", url: employeeEndpoints.importCsv.path, headers, payload });
  return { status: res.statusCode, body: res.json() };
}

/** The export's download as a user's browser receives it. */
export async function exportEmployees(t: TestApp, token: string | undefined, query = "") {
  const res = await t.app.inject({
    method: "GET",
    url: `${employeeEndpoints.exportCsv.path}${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return res;
}

/** The names of a list page, in order. */
export const namesOf = (items: EmployeeDto[]) => items.map((item) => item.name);
