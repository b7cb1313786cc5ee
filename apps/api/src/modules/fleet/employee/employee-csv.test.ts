import { employeeEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser, createOrgUnit } from "../../../test/factories/fleet.js";
import {
  addEmployee,
  createEmployee,
  exportEmployees,
  importEmployees,
  namesOf,
} from "../../../test/factories/fleet-employee.js";
import { listTotal } from "../../../test/lists.js";
import { FORBIDDEN, importRowError, invalidEnvelope, UNAUTHENTICATED } from "../../../test/refusals.js";

const t = useTestApp();
const { list } = employeeEndpoints;

const HEADER = "Name,Employee ID,Branch,Department,Designation,Gender,DOB,National ID,Phone,Email,Status";
const csv = (...lines: string[]) => [HEADER, ...lines].join("\r\n");

async function listed(token: string) {
  const res = await t.api.call(list, { token, query: { sort: "name", order: "asc", limit: 100 } });
  return res.body.result.items;
}

describe("POST employee/import", () => {
  it("answers 401 without a session", async () => {
    const res = await importEmployees(t, undefined, csv("Ali,E-1,,,,,,,0300 1234567,,"));
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
  });

  it("answers 400 for a body that is not a file", async () => {
    const company = await createCompany(t);
    const res = await t.api.call(employeeEndpoints.importCsv, { token: company.token, body: { file: "a,b" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidEnvelope("file: must be sent as multipart/form-data"));
    const empty = await importEmployees(t, company.token, HEADER);
    expect(empty.body).toEqual(invalidEnvelope("file: has no rows"));
  });

  it("answers 403 for a user whose role lacks employees.import", async () => {
    const company = await createCompany(t);
    const staff = await createFleetUser(t, company.companyId, { permissions: ["employees.add", "employees.export"] });
    const res = await importEmployees(t, staff.token, csv("Ali,E-1,,,,,,,0300 1234567,,"));
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
  });

  it("imports every row of a good file, finding units by name in any case", async () => {
    const company = await createCompany(t);
    const branch = await createOrgUnit(t, company.companyId, "branch", "Karachi Port");
    const designation = await createOrgUnit(t, company.companyId, "designation", "Driver");
    const importer = await createFleetUser(t, company.companyId, { permissions: ["employees.import"] });
    const res = await importEmployees(
      t,
      importer.token,
      csv(
        "Asma Noor,IMP-201,karachi port,,DRIVER,Female,1990-03-01,35202-1,0300 1111111,asma@example.test,In-Active",
        'Bilal "Bill" Shah,IMP-202,,,,male,,,+92 301 2222222,,',
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ imported: 2, errors: [] });
    const employees = (await listed(company.token)).filter((e) => e.employee_id.startsWith("IMP-"));
    expect(employees).toMatchObject([
      {
        name: "Asma Noor",
        branch_id: branch.id,
        designation_id: designation.id,
        gender: "female",
        dob: "1990-03-01",
        status: "inactive",
        email: "asma@example.test",
      },
      { name: 'Bilal "Bill" Shah', gender: "male", status: "active", branch_id: null, has_tpin: false },
    ]);
  });

  it("imports nothing from a file with bad rows, and names each bad row and column", async () => {
    const company = await createCompany(t);
    await createOrgUnit(t, company.companyId, "branch", "Lahore");
    await addEmployee(t, company.token, { employee_id: "E-1", email: "taken@example.test" });
    const before = await listTotal(t, list, company.token);
    const res = await importEmployees(
      t,
      company.token,
      csv(
        "Good Row,E-10,Lahore,,,,,,0300 1234567,,",
        "Bad Phone,E-11,,,,,,,call me,,Active",
        "Old Code,E-1,Multan,,,,,,0300 1234567,taken@example.test,",
        "Repeat,E-10,,,,unknown,,,0300 1234567,,Sleeping",
        ",E-13,,,,,,,0300 1234567,,",
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      imported: 0,
      errors: [
        importRowError(3, "phone", "Please enter valid phone number"),
        importRowError(4, "employee_id", "is already used by another employee"),
        importRowError(4, "branch", "is not a branch of this company"),
        importRowError(4, "email", "is already used by another account"),
        importRowError(5, "employee_id", "appears twice in the file"),
        importRowError(5, "gender", "is not one of the choices"),
        importRowError(5, "status", "is not one of the choices"),
        importRowError(6, "name", "is required"),
      ],
    });
    expect(await listTotal(t, list, company.token)).toBe(before);
  });

  it("reports every refusal of a row at once: its own fields and what the company's records refuse", async () => {
    const company = await createCompany(t);
    await addEmployee(t, company.token, { employee_id: "E-1", email: "taken-too@example.test" });
    const res = await importEmployees(
      t,
      company.token,
      csv("Everything Wrong,E-1,Multan,Nowhere,,unknown,,,call me,TAKEN-too@example.test,Sleeping"),
    );
    expect(res.body.result).toEqual({
      imported: 0,
      errors: [
        importRowError(2, "employee_id", "is already used by another employee"),
        importRowError(2, "branch", "is not a branch of this company"),
        importRowError(2, "department", "is not a department of this company"),
        importRowError(2, "gender", "is not one of the choices"),
        importRowError(2, "phone", "Please enter valid phone number"),
        importRowError(2, "email", "is already used by another account"),
        importRowError(2, "status", "is not one of the choices"),
      ],
    });
  });

  it("refuses a file without a required column, naming it on row 1", async () => {
    const company = await createCompany(t);
    const res = await importEmployees(t, company.token, "name,employee_id\r\nAli,E-1");
    expect(res.body.result).toEqual({ imported: 0, errors: [importRowError(1, "phone", "is required")] });
  });

  it("refuses a repeated employee id inside the file", async () => {
    const company = await createCompany(t);
    const res = await importEmployees(
      t,
      company.token,
      csv("A,E-5,,,,,,,0300 1234567,,", "B,E-5,,,,,,,0300 7654321,,"),
    );
    expect(res.body.result?.errors).toEqual([importRowError(3, "employee_id", "appears twice in the file")]);
  });
});

describe("GET employee/export", () => {
  it("answers 401 without a session and 403 without employees.export", async () => {
    expect((await exportEmployees(t, undefined)).json()).toEqual(UNAUTHENTICATED);
    const company = await createCompany(t);
    const staff = await createFleetUser(t, company.companyId, { permissions: ["employees.view"] });
    const res = await exportEmployees(t, staff.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
  });

  it("downloads the filtered employees as CSV without any secret, and the file imports into another company", async () => {
    const company = await createCompany(t);
    const branch = await createOrgUnit(t, company.companyId, "branch", "Islamabad");
    await addEmployee(t, company.token, {
      name: "=Danger",
      employee_id: "X-1",
      branch_id: branch.id,
      gender: "male",
      email: "danger@example.test",
      tpin: "864209",
      confirm_tpin: "864209",
    });
    await createEmployee(t, company.companyId, { name: "Paused", code: "X-2", status: "pause" });
    const res = await exportEmployees(t, company.token, "?status=all");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="employees-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = res.body;
    expect(
      text.startsWith("\uFEFFname,employee_id,branch,department,designation,gender,dob,national_id,phone,email,status"),
    ).toBe(true);
    // Text a spreadsheet would run as a formula (a leading =, +, - or @) is written behind a quote.
    expect(text).toContain("'=Danger,X-1,Islamabad,,,Male,,,'+92 300 1234567,danger@example.test,Active");
    expect(text).toContain("Paused,X-2,,,,,,,'+92 300 7654321,,Pause");
    expect(text).not.toContain("864209");
    expect(text).not.toMatch(/tpin|password|argon2/i);

    const inactive = (await exportEmployees(t, company.token, "?status=inactive")).body;
    expect(inactive).toContain("Paused");
    expect(inactive).not.toContain("Danger");

    const other = await createCompany(t);
    await createOrgUnit(t, other.companyId, "branch", "Islamabad");
    const exported = text.replace("danger@example.test", "danger2@example.test");
    const imported = await importEmployees(t, other.token, exported);
    expect(imported.body.result?.errors).toEqual([]);
    const copies = await listed(other.token);
    expect(namesOf(copies)).toEqual(["=Danger", "Paused"]);
    expect(copies[0]).toMatchObject({ phone: "+92 300 1234567", gender: "male", has_tpin: false });
  });
});
