import { randomUUID } from "node:crypto";
import { employeeEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { employees } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser, createOrgUnit } from "../../../test/factories/fleet.js";
import { addEmployee, createEmployee, employeeBody } from "../../../test/factories/fleet-employee.js";
import { createRule } from "../../../test/factories/fleet-rule.js";
import { createUpload } from "../../../test/factories/upload.js";
import { createShop } from "../../../test/factories/shop.js";
import { listTotal } from "../../../test/lists.js";
import { fleetRefusals, notFoundEnvelope, refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
const { get, create, list } = employeeEndpoints;
const { itRefusesLikeEveryGet, itRefusesWithoutSession, itRefusesWithoutPermission } = fleetRefusals;

describe("GET employee/get/:id", () => {
  itRefusesLikeEveryGet(t, get, {
    entity: "Employee",
    permission: "employees.view",
    permissions: ["vehicles.view"],
    create: (companyId) => createEmployee(t, companyId).then((row) => row.id),
  });

  it("answers 404 for the company admin, who is not an employee", async () => {
    const company = await createCompany(t);
    const res = await t.api.call(get, { token: company.token, params: { id: company.userId } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFoundEnvelope("Employee"));
  });

  it("answers 401 to a shop's session: a shop token never opens the fleet portal", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(get, { token: shop.token, params: { id: randomUUID() } });
    expect(res.status).toBe(401);
  });

  it("shows the employee with the names of their units, role and rule, and no secret", async () => {
    const company = await createCompany(t);
    const branch = await createOrgUnit(t, company.companyId, "branch", "Lahore North");
    const ruleId = (await createRule(t, company.companyId)).id;
    const role = await createFleetUser(t, company.companyId, { permissions: ["employees.view"] });
    const added = await addEmployee(t, company.token, {
      branch_id: branch.id,
      rule_id: ruleId,
      role_id: role.roleId,
      email: "bilal@example.test",
      password: "drive-safe-1",
      confirm_password: "drive-safe-1",
      tpin: "4821",
      confirm_tpin: "4821",
    });
    const viewer = await createFleetUser(t, company.companyId, { permissions: ["employees.view"] });
    const res = await t.api.call(get, { token: viewer.token, params: { id: added._id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      branch_name: "Lahore North",
      rule_id: ruleId,
      role_id: role.roleId,
      has_tpin: true,
      can_sign_in: true,
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain("4821");
    expect(text).not.toMatch(/argon2|hash/i);
  });
});

describe("POST employee/add", () => {
  itRefusesWithoutSession(t, create, () => ({ body: employeeBody() }));

  it("answers 400 with spec 001's messages, naming the field, and adds nothing", async () => {
    const company = await createCompany(t);
    const refuse = refusalsOf(t, create, { token: company.token }, (body: Record<string, unknown>) =>
      employeeBody(body),
    );
    await refuse({ name: " " }, "name: is required");
    await refuse({ employee_id: "" }, "employee_id: is required");
    await refuse({ phone: "call me" }, "phone: Please enter valid phone number");
    await refuse({ email: "nope" }, "email: must be a valid e-mail address");
    await refuse({ gender: "other" }, "gender: is not one of the choices");
    await refuse({ status: "retired" }, "status: is not one of the choices");
    const nextYear = new Date().getUTCFullYear() + 1;
    await refuse({ dob: `${nextYear}-06-01` }, "dob: must not be in the future");
    await refuse({ tpin: "12", confirm_tpin: "12" }, "tpin: must be 4 to 6 digits");
    await refuse({ tpin: "1234", confirm_tpin: "4321" }, "confirm_tpin: T-pin must be same");
    const signIn = { email: "sara@example.test", password: "drive-safe-1", role_id: randomUUID() };
    await refuse({ ...signIn, confirm_password: "drive-safe-2" }, "confirm_password: Password must be same");
    await refuse({ ...signIn, email: null, confirm_password: signIn.password }, "email: is required");
    expect(await listTotal(t, list, company.token)).toBe(0);
  });

  it("answers 400 for a unit of another kind or company, a foreign role, rule or photo", async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    const department = await createOrgUnit(t, company.companyId, "department");
    const foreignBranch = await createOrgUnit(t, other.companyId, "branch");
    const foreignRole = await createFleetUser(t, other.companyId, { permissions: ["employees.view"] });
    const foreignRule = (await createRule(t, other.companyId)).id;
    const foreignPhoto = await createUpload(t, (await createShop(t)).token);
    const refuse = refusalsOf(t, create, { token: company.token }, (body: Record<string, unknown>) =>
      employeeBody(body),
    );
    await refuse({ branch_id: department.id }, "branch_id: must be a valid id");
    await refuse({ branch_id: foreignBranch.id }, "branch_id: must be a valid id");
    await refuse({ role_id: foreignRole.roleId }, "role_id: must be a valid id");
    await refuse({ rule_id: foreignRule }, "rule_id: must be a valid id");
    await refuse({ photo_id: foreignPhoto }, "photo_id: must be a valid id");
  });

  itRefusesWithoutPermission(t, create, {
    title: "answers 403 for a user whose role lacks employees.add",
    permissions: ["employees.view", "employees.edit"],
    call: () => ({ body: employeeBody() }),
  });

  it("answers 403 when the role given to someone who can sign in grants more than the giver holds", async () => {
    const company = await createCompany(t);
    const adder = await createFleetUser(t, company.companyId, { permissions: ["employees.add"] });
    const strong = await createFleetUser(t, company.companyId, { permissions: ["employees.delete"] });
    const res = await t.api.call(create, {
      token: adder.token,
      body: employeeBody({
        email: "omar@example.test",
        role_id: strong.roleId,
        password: "drive-safe-1",
        confirm_password: "drive-safe-1",
      }),
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You can only grant the permissions you hold yourself");
  });

  it("answers 409 for an employee id or e-mail already in use", async () => {
    const company = await createCompany(t);
    await addEmployee(t, company.token, { employee_id: "E-100", email: "zain@example.test" });
    const sameCode = await t.api.call(create, { token: company.token, body: employeeBody({ employee_id: "E-100" }) });
    expect(sameCode.status).toBe(409);
    expect(sameCode.body.message).toBe("An employee with this employee id already exists");
    const other = await createCompany(t);
    const sameEmail = await t.api.call(create, {
      token: other.token,
      body: employeeBody({ email: "ZAIN@example.test" }),
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toBe("An account with this e-mail already exists");
    // Another company may use the same employee id.
    expect(
      (await t.api.call(create, { token: other.token, body: employeeBody({ employee_id: "E-100" }) })).status,
    ).toBe(200);
  });

  it("adds an employee with every field of spec 001 and keeps the T-PIN only as a keyed hash", async () => {
    const company = await createCompany(t);
    const [branch, department, designation] = await Promise.all([
      createOrgUnit(t, company.companyId, "branch"),
      createOrgUnit(t, company.companyId, "department"),
      createOrgUnit(t, company.companyId, "designation"),
    ]);
    const photo = await createUpload(t, company.token, "fleet");
    const res = await t.api.call(create, {
      token: company.token,
      body: employeeBody({
        name: "Sana Iqbal",
        employee_id: "E-7",
        branch_id: branch.id,
        department_id: department.id,
        designation_id: designation.id,
        gender: "female",
        dob: "1992-04-18",
        national_id: "35202-1234567-1",
        email: "Sana@Example.test",
        photo_id: photo,
        status: "pause",
        tpin: "482193",
        confirm_tpin: "482193",
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      name: "Sana Iqbal",
      employee_id: "E-7",
      branch_id: branch.id,
      department_name: department.name,
      designation_name: designation.name,
      gender: "female",
      dob: "1992-04-18",
      national_id: "35202-1234567-1",
      email: "sana@example.test",
      photo_id: photo,
      status: "pause",
      has_tpin: true,
      can_sign_in: false,
    });
    const [row] = await t.db
      .select({ tpinHash: employees.tpinHash })
      .from(employees)
      .where(eq(employees.id, res.body.result._id));
    expect(row?.tpinHash).toMatch(/^[\w-]{43}$/);
    expect(row?.tpinHash).not.toContain("482193");
  });
});
