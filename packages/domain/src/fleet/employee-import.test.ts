import { describe, expect, it } from "vitest";
import { EmployeeDto } from "./employee.js";
import { EMPLOYEE_CSV_COLUMNS, checkEmployeeRows, csvColumnOf, toEmployeeCsvRow } from "./employee-import.js";

const row = (cells: Partial<Record<string, string>>) => ({
  name: "Ali Raza",
  employee_id: "E-001",
  phone: "0300 1234567",
  ...cells,
});

describe("checkEmployeeRows", () => {
  it("reads labels and codes alike, blanks as nothing, and the status as active when blank", () => {
    const { rows, errors } = checkEmployeeRows([
      row({ gender: "Female", status: "In-Active", email: "", dob: "" }),
      row({ employee_id: "E-002", gender: "male", status: "out_of_service", branch: " North " }),
      row({ employee_id: "E-003", status: "" }),
    ]);
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.row, r.value.gender, r.value.status, r.value.email, r.value.branch])).toEqual([
      [2, "female", "inactive", null, null],
      [3, "male", "out_of_service", null, "North"],
      [4, null, "active", null, null],
    ]);
  });

  it("reports every bad field of every row, numbered as a spreadsheet numbers them", () => {
    const { rows, errors } = checkEmployeeRows([
      row({}),
      row({ employee_id: "E-002", phone: "call me", email: "nope" }),
      row({ employee_id: "", name: "", status: "retired" }),
    ]);
    expect(rows.map((r) => r.row)).toEqual([2]);
    expect(errors).toEqual([
      { row: 3, field: "phone", code: "fleet_phone", message: "Please enter valid phone number" },
      { row: 3, field: "email", code: "email", message: "must be a valid e-mail address" },
      { row: 4, field: "name", code: "required", message: "is required" },
      { row: 4, field: "employee_id", code: "required", message: "is required" },
      { row: 4, field: "status", code: "choice", message: "is not one of the choices" },
    ]);
  });

  it("refuses a second row with the same employee id or e-mail", () => {
    const { rows, errors } = checkEmployeeRows([
      row({ email: "ali@example.test" }),
      row({ employee_id: "E-002", email: "ALI@example.test" }),
      row({ employee_id: "E-001" }),
    ]);
    expect(rows.map((r) => r.row)).toEqual([2]);
    expect(errors).toEqual([
      { row: 3, field: "email", code: "duplicate_in_file", message: "appears twice in the file" },
      { row: 4, field: "employee_id", code: "duplicate_in_file", message: "appears twice in the file" },
    ]);
  });

  it("gives every row's names, employee id and e-mail for the server's checks, even a row refused elsewhere", () => {
    const { rows, references, errors } = checkEmployeeRows([
      row({ phone: "call me", branch: " North ", email: "Ali@Example.test" }),
      row({ employee_id: "E-002", email: "nope", department: "Sales" }),
      row({ employee_id: "E-001", name: "" }),
    ]);
    expect(rows).toEqual([]);
    expect(references).toEqual([
      { row: 2, branch: "North", department: null, designation: null, employee_id: "E-001", email: "ali@example.test" },
      { row: 3, branch: null, department: "Sales", designation: null, employee_id: "E-002", email: null },
      { row: 4, branch: null, department: null, designation: null, employee_id: "E-001", email: null },
    ]);
    // A row refused for one field is still told that its employee id repeats an earlier row's.
    expect(errors.filter((e) => e.row === 4).map((e) => [e.field, e.code])).toEqual([
      ["name", "required"],
      ["employee_id", "duplicate_in_file"],
    ]);
  });

  it("takes off the quote the export puts before formula-like text", () => {
    const { rows } = checkEmployeeRows([row({ name: "'=Ali", national_id: "'+35202" })]);
    expect(rows[0]?.value).toMatchObject({ name: "=Ali", national_id: "+35202" });
  });
});

describe("csvColumnOf", () => {
  it("reads headers as people write them", () => {
    expect(["Employee ID", "employee-id", " EMPLOYEE_ID "].map(csvColumnOf)).toEqual(Array(3).fill("employee_id"));
  });
});

describe("toEmployeeCsvRow", () => {
  it("writes the columns in order with names and the spec's labels", () => {
    const dto = EmployeeDto.parse({
      _id: "1",
      name: "Sana",
      employee_id: "E-9",
      branch_id: "b",
      branch_name: "North",
      department_id: null,
      department_name: null,
      designation_id: null,
      designation_name: null,
      gender: "female",
      dob: "1990-05-01",
      national_id: null,
      phone: "0300 1234567",
      email: null,
      photo_id: null,
      status: "out_of_service",
      role_id: null,
      role_name: null,
      rule_id: null,
      rule_name: null,
      has_tpin: true,
      can_sign_in: false,
      created_at: "2026-01-01T00:00:00.000Z",
    });
    const line = toEmployeeCsvRow(dto);
    expect(line).toHaveLength(EMPLOYEE_CSV_COLUMNS.length);
    expect(line).toEqual([
      "Sana",
      "E-9",
      "North",
      null,
      null,
      "Female",
      "1990-05-01",
      null,
      "0300 1234567",
      null,
      "Out Of Services",
    ]);
  });
});
