import type { ParseKeys } from "i18next";

/**
 * The fleet portal's server refusals ("X not found", the 409s), mapped to their texts so they read
 * in Arabic too. Added to the shared translation with the fleet layouts, since their texts load
 * with them. One line per message.
 */
export const fleetServerMessages: Record<string, ParseKeys> = {
  // Branches, departments, designations and roles
  "Branch not found": "fleet.org.branch.not_found",
  "Department not found": "fleet.org.department.not_found",
  "Designation not found": "fleet.org.designation.not_found",
  "A branch with this name already exists": "fleet.org.branch.errors.name_taken",
  "A department with this name already exists": "fleet.org.department.errors.name_taken",
  "A designation with this name already exists": "fleet.org.designation.errors.name_taken",
  "This branch has employees; move them to another branch first": "fleet.org.branch.errors.in_use",
  "This department has employees; move them to another department first": "fleet.org.department.errors.in_use",
  "This designation has employees; move them to another designation first": "fleet.org.designation.errors.in_use",
  "Role not found": "fleet.org.role.not_found",
  "A role with this name already exists": "fleet.org.role.errors.name_taken",
  "You can only grant the permissions you hold yourself": "fleet.org.role.errors.grant_own_only",
  // Fuel rules
  "Rule not found": "fleet.rule.not_found",
  "A rule with this name already exists": "fleet.rule.errors.name_taken",
  "This rule is assigned to employees or vehicles; unassign it first": "fleet.rule.errors.held",
  // Vehicles: the whole refusals, and the message part of "field: message" ones (forms and import rows)
  "Vehicle not found": "fleet.vehicle.not_found",
  "This vehicle has assignments; change its status instead, so its history is kept":
    "fleet.vehicle.errors.has_assignments",
  "must be a year from 1950 to next year": "fleet.vehicle.errors.year",
  "must be kilometres per litre above 0, with at most two decimals": "fleet.vehicle.errors.consumption_rate",
  "is not a known vehicle type": "fleet.vehicle.errors.unknown_type",
  "is not a make of the chosen vehicle type": "fleet.vehicle.errors.make_of_type",
  "is not a model of the chosen make": "fleet.vehicle.errors.model_of_make",
  "is already used by another vehicle": "fleet.vehicle.errors.taken",
  "is not a rule of this company": "fleet.vehicle.errors.unknown_rule",
  "must be a CSV file with a header row": "fleet.vehicle.errors.file",
  "has more rows than one import takes (5000)": "fleet.vehicle.errors.too_many_rows",
  // Employees: the whole refusals, and the message part of "field: message" ones (import rows)
  "Employee not found": "fleet.employee.not_found",
  "An employee with this employee id already exists": "fleet.employee.errors.code_taken",
  "This employee has assignments; change their status instead, so their history is kept":
    "fleet.employee.errors.has_assignments",
  "is already used by another employee": "fleet.employee.errors.code_exists",
  "is already used by another account": "fleet.employee.errors.email_exists",
  "is not a branch of this company": "fleet.employee.errors.unknown_branch",
  "is not a department of this company": "fleet.employee.errors.unknown_department",
  "is not a designation of this company": "fleet.employee.errors.unknown_designation",
  "has no rows": "fleet.employee.errors.no_rows",
  "has more than 5000 rows": "fleet.employee.errors.too_many_rows",
  "is not a CSV file that can be read": "fleet.employee.errors.not_csv",
  // Company account
  "is not your current password": "fleet.auth.server.current_password_wrong",
  // Vehicle assignments
  "Assignment not found": "fleet.assignment.not_found",
  "Only a current assignment can be unassigned": "fleet.assignment.errors.not_current",
  "Only an assignment that has not started can be deleted; the others stay in the history":
    "fleet.assignment.errors.not_upcoming",
  "An unassigned assignment cannot be changed; it stays in the history as it ended":
    "fleet.assignment.errors.unassigned",
};
