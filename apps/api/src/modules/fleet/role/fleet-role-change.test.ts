import { randomUUID } from "node:crypto";
import { fleetBranchEndpoints, fleetRoleEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser, type TestCompany } from "../../../test/factories/fleet.js";
import { fleetRefusals, FORBIDDEN, notFoundEnvelope, refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
const { get, create, update, updateStatus } = fleetRoleEndpoints;
const { itRefusesWithoutSession, itRefusesWithoutPermission, itRefusesABadId } = fleetRefusals;

async function addRole(company: TestCompany, name = "Dispatcher", permissions = ["vehicles.view"]) {
  const res = await t.api.call(create, { token: company.token, body: { name, permissions } });
  expect(res.status).toBe(200);
  return res.body.result;
}

const read = async (company: TestCompany, id: string) =>
  (await t.api.call(get, { token: company.token, params: { id } })).body.result;

describe("PUT role/update/:id", () => {
  itRefusesWithoutSession(t, update, async (company) => ({
    params: { id: (await addRole(company))._id },
    body: { name: "New", permissions: ["vehicles.view"] },
  }));
  itRefusesABadId(t, update);

  it("answers 400 with spec 001's prompts, and changes nothing", async () => {
    const company = await createCompany(t);
    const role = await addRole(company);
    const refuse = refusalsOf(t, update, { token: company.token, params: { id: role._id } });
    await refuse({ name: "", permissions: ["vehicles.view"] }, "name: Enter Role Name");
    await refuse({ name: "Dispatcher", permissions: [] }, "permissions: Please select some actions");
    await refuse({ name: "Dispatcher", permissions: ["vehicles.teleport"] }, "permissions: is not one of the choices");
    expect(await read(company, role._id)).toEqual(role);
  });

  itRefusesWithoutPermission(t, update, {
    title: "answers 403 for a user who may add roles but not edit them",
    permissions: ["roles.add", "vehicles.view"],
    call: async (company) => ({
      params: { id: (await addRole(company))._id },
      body: { name: "New", permissions: ["vehicles.view"] },
    }),
  });

  it("answers 404 for another company's role and for an unknown id, changing nothing", async () => {
    const company = await createCompany(t);
    const elsewhere = await createCompany(t);
    const foreign = await addRole(elsewhere, "Theirs");
    const body = { name: "Mine", permissions: ["vehicles.view"] };
    const res = await t.api.call(update, { token: company.token, params: { id: foreign._id }, body });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFoundEnvelope("Role"));
    expect((await read(elsewhere, foreign._id)).name).toBe("Theirs");
    expect((await t.api.call(update, { token: company.token, params: { id: randomUUID() }, body })).status).toBe(404);
  });

  it("answers 403 when a user would widen a role past what they hold; narrowing is fine", async () => {
    const company = await createCompany(t);
    const role = await addRole(company, "Yard", ["vehicles.view", "vehicles.edit"]);
    const staff = await createFleetUser(t, company.companyId, { permissions: ["roles.edit", "vehicles.view"] });
    const widen = await t.api.call(update, {
      token: staff.token,
      params: { id: role._id },
      body: { name: "Yard", permissions: ["vehicles.view", "vehicles.edit", "vehicles.delete"] },
    });
    expect(widen.status).toBe(403);
    expect(widen.body.message).toBe("You can only grant the permissions you hold yourself");
    // What the role already grants may stay even when the editor lacks it.
    const narrow = await t.api.call(update, {
      token: staff.token,
      params: { id: role._id },
      body: { name: "Yard crew", permissions: ["vehicles.edit"] },
    });
    expect(narrow.status).toBe(200);
    expect(narrow.body.result).toMatchObject({ name: "Yard crew", permissions: ["vehicles.edit"], active: true });
  });

  it("answers 409 when renaming to another role's name, but a role may change its own name's case", async () => {
    const company = await createCompany(t);
    const role = await addRole(company, "Driver");
    await addRole(company, "Guard");
    const taken = await t.api.call(update, {
      token: company.token,
      params: { id: role._id },
      body: { name: "guard", permissions: ["vehicles.view"] },
    });
    expect(taken.status).toBe(409);
    const recased = await t.api.call(update, {
      token: company.token,
      params: { id: role._id },
      body: { name: "DRIVER", permissions: ["employees.view", "vehicles.view"] },
    });
    expect(recased.status).toBe(200);
    expect(await read(company, role._id)).toMatchObject({
      name: "DRIVER",
      permissions: ["employees.view", "vehicles.view"],
    });
  });
});

describe("PATCH role/update-status/:id", () => {
  itRefusesWithoutSession(t, updateStatus, async (company) => ({
    params: { id: (await addRole(company))._id },
    body: { status: "inactive" },
  }));
  itRefusesABadId(t, updateStatus);

  it("answers 400 naming status, and changes nothing", async () => {
    const company = await createCompany(t);
    const role = await addRole(company);
    const refuse = refusalsOf(t, updateStatus, { token: company.token, params: { id: role._id } });
    await refuse({ status: "paused" }, "status: is not one of the choices");
    await refuse({}, "status: is not one of the choices");
    expect((await read(company, role._id)).active).toBe(true);
  });

  it("answers 403 for a user who may edit roles but not change their status", async () => {
    const company = await createCompany(t);
    const role = await addRole(company);
    const staff = await createFleetUser(t, company.companyId, { permissions: ["roles.edit", "vehicles.view"] });
    const res = await t.api.call(updateStatus, {
      token: staff.token,
      params: { id: role._id },
      body: { status: "inactive" },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect((await read(company, role._id)).active).toBe(true);
  });

  it("answers 404 for another company's role, leaving it active", async () => {
    const company = await createCompany(t);
    const elsewhere = await createCompany(t);
    const foreign = await addRole(elsewhere);
    const res = await t.api.call(updateStatus, {
      token: company.token,
      params: { id: foreign._id },
      body: { status: "inactive" },
    });
    expect(res.status).toBe(404);
    expect((await read(elsewhere, foreign._id)).active).toBe(true);
  });

  it("deactivates and reactivates, keeping name and actions; reactivating grants again, so needs them held", async () => {
    const company = await createCompany(t);
    const role = await addRole(company, "Auditor", ["invoices.view", "vehicles.view"]);
    const staff = await createFleetUser(t, company.companyId, {
      permissions: ["roles.update_status", "vehicles.view"],
    });
    const off = await t.api.call(updateStatus, {
      token: staff.token,
      params: { id: role._id },
      body: { status: "inactive" },
    });
    expect(off.status).toBe(200);
    expect(off.body.result).toEqual({ ...role, active: false });
    const on = await t.api.call(updateStatus, {
      token: staff.token,
      params: { id: role._id },
      body: { status: "active" },
    });
    expect(on.status).toBe(403);
    expect(on.body.message).toBe("You can only grant the permissions you hold yourself");
    const byAdmin = await t.api.call(updateStatus, {
      token: company.token,
      params: { id: role._id },
      body: { status: "active" },
    });
    expect(byAdmin.body.result).toEqual(role);
  });
});

describe("a fleet user's permissions follow their role", () => {
  it("loses the role's actions at the next request once it is deactivated, and regains them once reactivated", async () => {
    const company = await createCompany(t);
    const staff = await createFleetUser(t, company.companyId, { permissions: ["branches.view"] });
    const branches = async () => (await t.api.call(fleetBranchEndpoints.list, { token: staff.token })).status;
    expect(await branches()).toBe(200);
    const id = staff.roleId ?? "";
    await t.api.call(updateStatus, { token: company.token, params: { id }, body: { status: "inactive" } });
    expect(await branches()).toBe(403);
    await t.api.call(updateStatus, { token: company.token, params: { id }, body: { status: "active" } });
    expect(await branches()).toBe(200);
    await t.api.call(update, {
      token: company.token,
      params: { id },
      body: { name: "Narrowed", permissions: ["roles.view"] },
    });
    expect(await branches()).toBe(403);
  });
});

describe("GET role/export", () => {
  const { export: exportCsv } = fleetRoleEndpoints;
  itRefusesWithoutSession(t, exportCsv);
  itRefusesWithoutPermission(t, exportCsv, {
    title: "answers 403 for a user who may view roles but not export them",
    permissions: ["roles.view"],
  });

  it("downloads the roles of the tab matching the search as CSV, newest first", async () => {
    const company = await createCompany(t);
    await addRole(company, "Driver", ["vehicles.view", "employees.view"]);
    const guard = await addRole(company, "Guard");
    await t.api.call(updateStatus, { token: company.token, params: { id: guard._id }, body: { status: "inactive" } });
    await addRole(await createCompany(t), "Foreign");
    const download = (query: string) =>
      t.app.inject({
        method: "GET",
        url: `/fueling/api/role/export${query}`,
        headers: { authorization: `Bearer ${company.token}` },
      });
    const res = await download("");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="roles-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(rows[0]).toBe("Name,Status,Permissions,Employees,Created at");
    expect(rows.slice(1).map((row) => row.split(",").slice(0, 4).join(","))).toEqual([
      "Guard,Inactive,vehicles.view,0",
      "Driver,Active,employees.view; vehicles.view,0",
    ]);
    const active = (await download("?status=active")).body.trimEnd().split("\r\n");
    expect(active).toHaveLength(2);
  });
});
