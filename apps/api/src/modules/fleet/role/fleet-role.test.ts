import { allFleetPermissions, fleetRoleEndpoints, type FleetRoleDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { EMPTY_ROLE_LIST } from "../../../test/lists.js";
import { createCompany, createFleetUser, type TestCompany } from "../../../test/factories/fleet.js";
import { createEmployee } from "../../../test/factories/fleet-employee.js";
import { fleetRefusals, FORBIDDEN, refusalEnvelope, refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
const { list, get, create } = fleetRoleEndpoints;
const { itRefusesLikeEveryList, itRefusesLikeEveryGet, itRefusesWithoutSession } = fleetRefusals;
const names = (items: FleetRoleDto[]) => items.map((r) => r.name);

async function addRole(company: TestCompany, name: string, permissions: string[] = ["vehicles.view"]) {
  const res = await t.api.call(create, { token: company.token, body: { name, permissions } });
  expect(res.status).toBe(200);
  return res.body.result;
}

const setStatus = (company: TestCompany, id: string, status: "active" | "inactive") =>
  t.api.call(fleetRoleEndpoints.updateStatus, { token: company.token, params: { id }, body: { status } });

describe("GET role/list", () => {
  itRefusesLikeEveryList(t, list, { permission: "roles.view", permissions: ["roles.add", "roles.edit"] });

  it("answers the all tab with zero counts for a company without roles", async () => {
    const company = await createCompany(t);
    const res = await t.api.call(list, { token: company.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual(EMPTY_ROLE_LIST);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("filters by tab, newest first, counts every tab, and never shows another company's roles", async () => {
    const company = await createCompany(t);
    const added = [];
    for (const name of ["Driver", "Seasonal", "Dispatcher", "Auditor"]) added.push(await addRole(company, name));
    for (const role of added.filter((r) => ["Seasonal", "Auditor"].includes(r.name))) {
      expect((await setStatus(company, role._id, "inactive")).status).toBe(200);
    }
    await addRole(await createCompany(t), "Foreign");
    const counts = { totalCount: 4, activeCount: 2, deactiveCount: 2 };
    const tab = async (status: "all" | "active" | "inactive") =>
      (await t.api.call(list, { token: company.token, query: { status } })).body.result;
    expect(names((await tab("all")).items)).toEqual(["Auditor", "Dispatcher", "Seasonal", "Driver"]);
    expect(await tab("all")).toMatchObject(counts);
    expect(names((await tab("active")).items)).toEqual(["Dispatcher", "Driver"]);
    expect(await tab("active")).toMatchObject(counts);
    expect(names((await tab("inactive")).items)).toEqual(["Auditor", "Seasonal"]);
  });

  it("searches names in any case, % taken literally, counts what matches, and pages", async () => {
    const company = await createCompany(t);
    for (const name of ["Fuel manager", "fuel clerk", "100% access", "Guard"]) await addRole(company, name);
    const search = async (query: Record<string, string | number>) =>
      (await t.api.call(list, { token: company.token, query })).body.result;
    expect(await search({ search: "FUEL" })).toMatchObject({ totalCount: 2, activeCount: 2, deactiveCount: 0 });
    expect(names((await search({ search: "%" })).items)).toEqual(["100% access"]);
    const second = await search({ limit: 3, page: 2 });
    expect(second).toMatchObject({ totalCount: 4, page: 2, limit: 3 });
    expect(names(second.items)).toEqual(["Fuel manager"]);
  });
});

describe("GET role/choices", () => {
  itRefusesWithoutSession(t, fleetRoleEndpoints.choices);
  fleetRefusals.itRefusesWithoutPermission(t, fleetRoleEndpoints.choices, {
    title: "answers 403 for a user who may neither view roles nor add or edit employees",
    permissions: ["employees.view", "vehicles.view"],
  });

  it("offers the active roles by name with their actions to a user who may add employees", async () => {
    const company = await createCompany(t);
    const zeta = await addRole(company, "zeta", ["vehicles.view", "employees.view"]);
    const off = await addRole(company, "Benched");
    await setStatus(company, off._id, "inactive");
    const staff = await createFleetUser(t, company.companyId, { permissions: ["employees.add"] });
    const res = await t.api.call(fleetRoleEndpoints.choices, { token: staff.token });
    expect(res.status).toBe(200);
    // The user's own role (made by the factory, named "Role ...") is among them.
    expect(res.body.result.filter((r) => !r.name.startsWith("Role "))).toEqual([
      { _id: zeta._id, name: "zeta", permissions: ["employees.view", "vehicles.view"] },
    ]);
    expect(res.body.result.map((r) => r.name)).not.toContain("Benched");
  });
});

describe("GET role/get/:id", () => {
  itRefusesLikeEveryGet(t, get, {
    entity: "Role",
    permission: "roles.view",
    permissions: ["employees.view"],
    create: async (companyId) => (await createFleetUser(t, companyId, { permissions: ["vehicles.view"] })).roleId ?? "",
  });

  it("returns the role with its actions and the employees holding it", async () => {
    const company = await createCompany(t);
    const role = await addRole(company, "Dispatcher", ["vehicles.view", "assignments.add"]);
    await createEmployee(t, company.companyId, { roleId: role._id });
    const staff = await createFleetUser(t, company.companyId, { permissions: ["roles.view"] });
    const res = await t.api.call(get, { token: staff.token, params: { id: role._id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      _id: role._id,
      name: "Dispatcher",
      permissions: ["vehicles.view", "assignments.add"],
      active: true,
      employees_count: 1,
      created_at: role.created_at,
    });
  });
});

describe("POST role/add", () => {
  itRefusesWithoutSession(t, create, () => ({ body: {} }), "answers 401 without a session, even with a bad body");

  it('answers 400 with "Enter Role Name" and "Please select some actions", adding nothing', async () => {
    const company = await createCompany(t);
    const refuse = refusalsOf(t, create, { token: company.token });
    await refuse({ permissions: ["vehicles.view"] }, "name: Enter Role Name");
    await refuse({ name: "  ", permissions: ["vehicles.view"] }, "name: Enter Role Name");
    await refuse({ name: "Driver" }, "permissions: Please select some actions");
    await refuse({ name: "Driver", permissions: [] }, "permissions: Please select some actions");
    // The shop's catalogue is not the fleet's.
    await refuse({ name: "Driver", permissions: ["clients.view"] }, "permissions: is not one of the choices");
    expect((await t.api.call(list, { token: company.token })).body.result.totalCount).toBe(0);
  });

  it("answers 403 for a user without roles.add, adding nothing", async () => {
    const company = await createCompany(t);
    const staff = await createFleetUser(t, company.companyId, { permissions: ["roles.view", "roles.edit"] });
    const res = await t.api.call(create, { token: staff.token, body: { name: "Driver", permissions: ["roles.view"] } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
  });

  it("answers 403 when the role would grant an action the user does not hold", async () => {
    const company = await createCompany(t);
    const staff = await createFleetUser(t, company.companyId, { permissions: ["roles.add", "vehicles.view"] });
    const res = await t.api.call(create, {
      token: staff.token,
      body: { name: "Wider", permissions: ["vehicles.view", "vehicles.delete"] },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You can only grant the permissions you hold yourself");
    const within = await t.api.call(create, {
      token: staff.token,
      body: { name: "Within", permissions: ["vehicles.view"] },
    });
    expect(within.status).toBe(200);
  });

  it("adds an active role with a trimmed name and its actions in catalogue order, once each", async () => {
    const company = await createCompany(t);
    const res = await t.api.call(create, {
      token: company.token,
      body: { name: " Fleet lead ", permissions: ["roles.view", "employees.add", "dashboard.view", "roles.view"] },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      _id: expect.any(String),
      name: "Fleet lead",
      permissions: ["dashboard.view", "employees.add", "roles.view"],
      active: true,
      employees_count: 0,
      created_at: expect.any(String),
    });
    const everything = await t.api.call(create, {
      token: company.token,
      body: { name: "All", permissions: allFleetPermissions },
    });
    expect(everything.body.result.permissions).toEqual(allFleetPermissions);
  });

  it("answers 409 for a name the company already uses, in any case; another company may use it", async () => {
    const company = await createCompany(t);
    await addRole(company, "Driver");
    const again = await t.api.call(create, {
      token: company.token,
      body: { name: "DRIVER", permissions: ["vehicles.view"] },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refusalEnvelope(409, "A role with this name already exists"));
    await addRole(await createCompany(t), "Driver");
  });
});
