import {
  EmployeeGender,
  EmployeeStatus,
  type EmployeeBody,
  type EmployeeCsvRow,
  type EmployeeDto,
} from "@pitlane/domain";
import type { EmployeeColumns, EmployeeWithNames } from "./repo.js";
import { presentPhone } from "../../../platform/phones.js";

/** A gender the column holds that the contract no longer knows reads as none. Built once: a schema is not free. */
const genderOrNull = EmployeeGender.nullable().catch(null);

/** Rows stop here: the T-PIN and password hashes never leave, only whether they are set. */
export function toEmployeeDto(row: EmployeeWithNames): EmployeeDto {
  const { employee: e } = row;
  return {
    _id: e.id,
    name: e.name,
    // Only the company admin lacks a code, and the admin is never presented as an employee.
    employee_id: e.employeeCode ?? "",
    branch_id: e.branchId,
    branch_name: row.branchName,
    department_id: e.departmentId,
    department_name: row.departmentName,
    designation_id: e.designationId,
    designation_name: row.designationName,
    gender: genderOrNull.parse(e.gender),
    dob: e.dateOfBirth,
    national_id: e.nationalId,
    phone: presentPhone(e.phone) ?? "",
    email: e.email,
    photo_id: e.photoUploadId,
    // The database's check allows only these; the parse gives the type.
    status: EmployeeStatus.parse(e.status),
    role_id: e.roleId,
    role_name: row.roleName,
    rule_id: e.ruleId,
    rule_name: row.ruleName,
    has_tpin: e.tpinHash !== null,
    can_sign_in: e.roleId !== null && e.passwordHash !== null && e.email !== null,
    created_at: e.createdAt.toISOString(),
  };
}

/** API field names to columns; the secrets are hashed and written by the service. */
export function toEmployeeColumns(body: EmployeeBody): EmployeeColumns {
  return {
    name: body.name,
    employeeCode: body.employee_id,
    branchId: body.branch_id,
    departmentId: body.department_id,
    designationId: body.designation_id,
    gender: body.gender,
    dateOfBirth: body.dob,
    nationalId: body.national_id,
    phone: body.phone,
    email: body.email,
    photoUploadId: body.photo_id,
    status: body.status,
    roleId: body.role_id,
    ruleId: body.rule_id,
  };
}

/** One checked row of an import, its units already found by name. */
export function toImportedColumns(
  row: EmployeeCsvRow,
  units: { branchId: string | null; departmentId: string | null; designationId: string | null },
): EmployeeColumns {
  return {
    name: row.name,
    employeeCode: row.employee_id,
    ...units,
    gender: row.gender,
    dateOfBirth: row.dob,
    nationalId: row.national_id,
    phone: row.phone,
    email: row.email,
    photoUploadId: null,
    status: row.status,
    roleId: null,
    ruleId: null,
  };
}
