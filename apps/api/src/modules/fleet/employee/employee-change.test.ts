import {
  employeeEndpoints,
  fleetAuthEndpoints,
  vehicleAssignmentEndpoints,
  type FleetPermission,
} from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser, type TestCompany } from "../../../test/factories/fleet.js";
import { PAST_CURRENT_UPCOMING, assignTo } from "../../../test/factories/fleet-assignment.js";
import { addEmployee, createEmployee, employeeBody } from "../../../test/factories/fleet-employee.js";
import { createRule } from "../../../test/factories/fleet-rule.js";
import { listTotal } from "../../../test/lists.js";
import { fleetRefusals, invalidEnvelope, notFoundEnvelope, refusalEnvelope } from "../../../test/refusals.js";

const t = useTestApp();
const { get, update, remove, updateStatus, list } = employeeEndpoints;
const { itRefusesLikeEveryGet, itRefusesABadId, itRefusesWithoutPermission, itRefusesWithoutSession } = fleetRefusals;

const byId = async (company: TestCompany) => ({ params: { id: (await createEmployee(t, company.companyId)).id } });

/**
 * The refusals of a route that changes one employee: 401, 400 naming id, 403 for a user holding
 * only `permissions`, and 404 for another company's employee, each sent with a valid body.
 */
function itRefusesLikeEveryChange(
  endpoint: typeof update | typeof updateStatus,
  permission: FleetPermission,
  permissions: FleetPermission[],
  body: unknown,
) {
  itRefusesWithoutSession(t, endpoint, async (company) => ({ ...(await byId(company)), body }));
  itRefusesABadId(t, endpoint);
  itRefusesWithoutPermission(t, endpoint, {
    title: `answers 403 for a user whose role lacks ${permission}`,
    permissions,
    call: async (company) => ({ ...(await byId(company)), body }),
  });
  it("answers 404 for another company's employee", async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    const res = await t.api.call(endpoint, { ...(await byId(other)), token: company.token, body });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFoundEnvelope("Employee"));
  });
}

/** Puts the employee in an assignment running now. */

describe("PUT employee/update/:id", () => {
  itRefusesLikeEveryChange(update, "employees.edit", ["employees.view", "employees.add"], employeeBody());

  it("answers 400 naming the field, and changes nothing", async () => {
    const company = await createCompany(t);
    const added = await addEmployee(t, company.token, { name: "Kamran" });
    const res = await t.api.call(update, {
      token: company.token,
      params: { id: added._id },
      body: employeeBody({ name: "Kamran Ali", phone: "0300" }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidEnvelope("phone: Please enter valid phone number"));
    expect((await t.api.call(get, { token: company.token, params: { id: added._id } })).body.result.name).toBe(
      "Kamran",
    );
  });

  it("refuses to change the rule of an employee assigned to a vehicle now, with spec 001's message", async () => {
    const company = await createCompany(t);
    const [first, second] = [(await createRule(t, company.companyId)).id, (await createRule(t, company.companyId)).id];
    const added = await addEmployee(t, company.token, { rule_id: first });
    await assignTo(t, company.companyId, { employeeId: added._id });
    const body = employeeBody({ employee_id: added.employee_id, rule_id: second });
    const res = await t.api.call(update, { token: company.token, params: { id: added._id }, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      invalidEnvelope(
        "rule_id: This employee is already assigned to a vehicle. Please unassign the vehicle before changing the rule",
      ),
    );
    // The rest may still change while the rule stays.
    const kept = employeeBody({ employee_id: added.employee_id, rule_id: first, name: "Renamed" });
    expect((await t.api.call(update, { token: company.token, params: { id: added._id }, body: kept })).status).toBe(
      200,
    );
  });

  it("refuses the rule change for an upcoming assignment too, and allows it once the assignments are past", async () => {
    const company = await createCompany(t);
    const [first, second] = [(await createRule(t, company.companyId)).id, (await createRule(t, company.companyId)).id];
    const upcoming = await addEmployee(t, company.token, { rule_id: first });
    await assignTo(t, company.companyId, { employeeId: upcoming._id }, 24, 30);
    const change = (added: { _id: string; employee_id: string }) =>
      t.api.call(update, {
        token: company.token,
        params: { id: added._id },
        body: employeeBody({ employee_id: added.employee_id, rule_id: second }),
      });
    expect((await change(upcoming)).status).toBe(400);
    const past = await addEmployee(t, company.token, { rule_id: first });
    await assignTo(t, company.companyId, { employeeId: past._id }, -48, -40);
    expect((await change(past)).status).toBe(200);
  });

  it("replaces the fields, keeps the T-PIN and password when left out, and lets an edit keep its own T-PIN", async () => {
    const company = await createCompany(t);
    const added = await addEmployee(t, company.token, { tpin: "5501", confirm_tpin: "5501", status: "active" });
    const editor = await createFleetUser(t, company.companyId, {
      permissions: ["employees.edit", "employees.update_status"],
    });
    const body = employeeBody({ employee_id: added.employee_id, name: "Hina", status: "deactive" });
    const res = await t.api.call(update, { token: editor.token, params: { id: added._id }, body });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ name: "Hina", status: "deactive", has_tpin: true });
    const same = { ...body, tpin: "5501", confirm_tpin: "5501" };
    expect((await t.api.call(update, { token: editor.token, params: { id: added._id }, body: same })).status).toBe(200);
  });

  it("answers 403 when an editor without employees.update_status changes the status through the form", async () => {
    const company = await createCompany(t);
    const added = await addEmployee(t, company.token);
    const editor = await createFleetUser(t, company.companyId, { permissions: ["employees.edit"] });
    const body = employeeBody({ employee_id: added.employee_id, status: "pause" });
    const res = await t.api.call(update, { token: editor.token, params: { id: added._id }, body });
    expect(res.status).toBe(403);
    expect((await t.api.call(get, { token: company.token, params: { id: added._id } })).body.result.status).toBe(
      "active",
    );
  });

  it("ends the employee's sessions when their password changes", async () => {
    const company = await createCompany(t);
    const staff = await createFleetUser(t, company.companyId, { permissions: ["employees.view"] });
    expect((await t.api.call(fleetAuthEndpoints.userInfo, { token: staff.token })).status).toBe(200);
    const current = (await t.api.call(get, { token: company.token, params: { id: staff.userId } })).body.result;
    const body = {
      ...employeeBody({ employee_id: current.employee_id, email: current.email, role_id: staff.roleId }),
      password: "new-password-1",
      confirm_password: "new-password-1",
    };
    expect((await t.api.call(update, { token: company.token, params: { id: staff.userId }, body })).status).toBe(200);
    expect((await t.api.call(fleetAuthEndpoints.userInfo, { token: staff.token })).status).toBe(401);
  });
});

describe("PATCH employee/update-status/:id", () => {
  itRefusesLikeEveryChange(updateStatus, "employees.update_status", ["employees.edit"], { status: "pause" });

  it("answers 400 for a status outside spec 001's five", async () => {
    const company = await createCompany(t);
    const res = await t.api.call(updateStatus, {
      ...(await byId(company)),
      token: company.token,
      body: { status: "gone" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidEnvelope("status: is not one of the choices"));
  });

  it("sets each status, and any but active ends the employee's sessions", async () => {
    const company = await createCompany(t);
    const staff = await createFleetUser(t, company.companyId, { permissions: ["employees.view"] });
    for (const status of ["pause", "deactive", "out_of_service", "inactive", "active"] as const) {
      const res = await t.api.call(updateStatus, {
        token: company.token,
        params: { id: staff.userId },
        body: { status },
      });
      expect(res.status).toBe(200);
      expect(res.body.result.status).toBe(status);
    }
    expect((await t.api.call(fleetAuthEndpoints.userInfo, { token: staff.token })).status).toBe(401);
  });
});

describe("POST employee/delete/:id", () => {
  itRefusesLikeEveryGet(t, remove, {
    entity: "Employee",
    permission: "employees.delete",
    permissions: ["employees.edit", "employees.update_status"],
    create: (companyId) => createEmployee(t, companyId).then((row) => row.id),
  });

  it("answers 404 for the company admin: the admin is never deleted as an employee", async () => {
    const company = await createCompany(t);
    const res = await t.api.call(remove, { token: company.token, params: { id: company.userId } });
    expect(res.status).toBe(404);
  });

  it("answers 409 for an employee with past, current or upcoming assignments, and their history stays", async () => {
    const company = await createCompany(t);
    for (const [from, to] of PAST_CURRENT_UPCOMING) {
      const { id } = await createEmployee(t, company.companyId);
      const assignment = await assignTo(t, company.companyId, { employeeId: id }, from, to);
      const res = await t.api.call(remove, { token: company.token, params: { id } });
      expect(res.status).toBe(409);
      expect(res.body).toEqual(
        refusalEnvelope(409, "This employee has assignments; change their status instead, so their history is kept"),
      );
      const history = await t.api.call(vehicleAssignmentEndpoints.employeeHistory, {
        token: company.token,
        params: { id },
      });
      expect(history.body.result.items.map((a) => a._id)).toEqual([assignment.id]);
    }
  });

  it("deletes the employee for a user whose role has employees.delete", async () => {
    const company = await createCompany(t);
    const id = (await createEmployee(t, company.companyId)).id;
    const deleter = await createFleetUser(t, company.companyId, {
      permissions: ["employees.delete", "employees.view"],
    });
    const before = await listTotal(t, list, company.token);
    const res = await t.api.call(remove, { token: deleter.token, params: { id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toBeNull();
    expect(await listTotal(t, list, company.token)).toBe(before - 1);
    expect((await t.api.call(get, { token: company.token, params: { id } })).status).toBe(404);
  });
});
