import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { IdParams, Nothing, listResultSchema } from "../platform/list.js";
import {
  CheckTpinBody,
  CheckTpinResult,
  EmployeeBody,
  EmployeeDto,
  EmployeeFilterQuery,
  EmployeeListQuery,
  EmployeeStatusBody,
} from "./employee.js";
import { EmployeeImportResult } from "./employee-import.js";
import { TpinGenerateBody, TpinGenerateResult } from "./employee-tpin.js";

const base = "/fueling/api/employee";
const tag = "Fleet employees";

export const employeeEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: `${base}/list`,
    summary: "Employees of the company, paginated; search (name, employee id, phone, e-mail) and status tab",
    tag,
    auth: "fleet",
    permission: "employees.view",
    query: EmployeeListQuery,
    result: listResultSchema(EmployeeDto),
  }),
  get: defineEndpoint({
    method: "GET",
    path: `${base}/get/:id`,
    summary: "One employee (never the T-PIN or the password)",
    tag,
    auth: "fleet",
    permission: "employees.view",
    params: IdParams,
    result: EmployeeDto,
  }),
  create: defineEndpoint({
    method: "POST",
    path: `${base}/add`,
    summary: "Add an employee; with a role, a password and an e-mail they may sign in to the portal",
    tag,
    auth: "fleet",
    permission: "employees.add",
    body: EmployeeBody,
    result: EmployeeDto,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: `${base}/update/:id`,
    summary: "Replace an employee's fields; a T-PIN or password left out stays as it is",
    tag,
    auth: "fleet",
    permission: "employees.edit",
    params: IdParams,
    body: EmployeeBody,
    result: EmployeeDto,
  }),
  remove: defineEndpoint({
    method: "POST",
    path: `${base}/delete/:id`,
    summary: "Delete an employee; 409 while they are assigned to a vehicle",
    tag,
    auth: "fleet",
    permission: "employees.delete",
    params: IdParams,
    result: Nothing,
  }),
  updateStatus: defineEndpoint({
    method: "PATCH",
    path: `${base}/update-status/:id`,
    summary: "Set an employee's status; any status but active ends their portal sessions",
    tag,
    auth: "fleet",
    permission: "employees.update_status",
    params: IdParams,
    body: EmployeeStatusBody,
    result: EmployeeDto,
  }),
  checkTpin: defineEndpoint({
    method: "POST",
    path: `${base}/check-tpin`,
    summary: "Whether a T-PIN is free in the company (rate limited per user)",
    tag,
    auth: "fleet",
    permission: "employees.add",
    body: CheckTpinBody,
    result: CheckTpinResult,
  }),
  generateTpins: defineEndpoint({
    method: "POST",
    path: `${base}/generate-tpins`,
    summary:
      "New random T-PINs for the chosen employees, or for everyone without one: each unique in the company, answered this once for the drivers' slips",
    tag,
    auth: "fleet",
    permission: "employees.edit",
    body: TpinGenerateBody,
    result: TpinGenerateResult,
  }),
  exportCsv: defineEndpoint({
    method: "GET",
    path: `${base}/export`,
    summary: "The employees the list's filters select, as CSV (no T-PIN, no password)",
    tag,
    auth: "fleet",
    permission: "employees.export",
    query: EmployeeFilterQuery,
    binary: true,
    bulk: true,
    result: z.unknown(),
  }),
  importCsv: defineEndpoint({
    method: "POST",
    path: `${base}/import`,
    summary:
      "Add the employees of a CSV file (multipart field `file`): all of them, or none and every bad row's refusal",
    tag,
    auth: "fleet",
    permission: "employees.import",
    multipart: true,
    bulk: true,
    result: EmployeeImportResult,
  }),
};
