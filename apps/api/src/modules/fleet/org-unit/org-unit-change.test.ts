import { randomUUID } from "node:crypto";
import { ORG_UNIT_KINDS, fleetBranchEndpoints, orgUnitEndpointsByKind, type FleetPermission } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser, createOrgUnit } from "../../../test/factories/fleet.js";
import { createEmployee } from "../../../test/factories/fleet-employee.js";
import { listTotal } from "../../../test/lists.js";
import { fleetRefusals, FORBIDDEN, notFoundEnvelope, refusalEnvelope, refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
const { itRefusesWithoutSession, itRefusesWithoutPermission, itRefusesABadId } = fleetRefusals;

const groups = { branch: "branches", department: "departments", designation: "designations" } as const;
const prompts = {
  branch: "Enter Branch Name",
  department: "Enter Department Name",
  designation: "Enter Designation Name",
};
const nouns = { branch: "Branch", department: "Department", designation: "Designation" };

describe.each(ORG_UNIT_KINDS)("changing and deleting a %s", (kind) => {
  const { get, update, remove, list } = orgUnitEndpointsByKind[kind];
  const permission = (action: "view" | "edit" | "delete"): FleetPermission => `${groups[kind]}.${action}`;
  const nameOf = async (token: string, id: string) =>
    (await t.api.call(get, { token, params: { id } })).body.result.name;

  describe(`PUT ${kind}/update/:id`, () => {
    itRefusesWithoutSession(t, update, async (company) => ({
      params: { id: (await createOrgUnit(t, company.companyId, kind)).id },
      body: { name: "New" },
    }));
    itRefusesABadId(t, update);

    it(`answers 400 with "${prompts[kind]}" and changes nothing`, async () => {
      const company = await createCompany(t);
      const unit = await createOrgUnit(t, company.companyId, kind, "Kept");
      const refuse = refusalsOf(t, update, { token: company.token, params: { id: unit.id } });
      await refuse({}, `name: ${prompts[kind]}`);
      await refuse({ name: "" }, `name: ${prompts[kind]}`);
      expect(await nameOf(company.token, unit.id)).toBe("Kept");
    });

    itRefusesWithoutPermission(t, update, {
      title: `answers 403 for a user holding only ${groups[kind]}.view`,
      permissions: [permission("view")],
      call: async (company) => ({
        params: { id: (await createOrgUnit(t, company.companyId, kind)).id },
        body: { name: "New" },
      }),
    });

    it("answers 404 for another company's unit and for an unknown id, changing nothing", async () => {
      const company = await createCompany(t);
      const elsewhere = await createCompany(t);
      const foreign = await createOrgUnit(t, elsewhere.companyId, kind, "Theirs");
      const res = await t.api.call(update, {
        token: company.token,
        params: { id: foreign.id },
        body: { name: "Mine" },
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFoundEnvelope(nouns[kind]));
      expect(await nameOf(elsewhere.token, foreign.id)).toBe("Theirs");
      const unknown = await t.api.call(update, {
        token: company.token,
        params: { id: randomUUID() },
        body: { name: "X" },
      });
      expect(unknown.status).toBe(404);
    });

    it("renames for a user holding the edit permission; another unit's name answers 409, its own in another case does not", async () => {
      const company = await createCompany(t);
      const unit = await createOrgUnit(t, company.companyId, kind, "Ops");
      await createOrgUnit(t, company.companyId, kind, "Finance");
      const staff = await createFleetUser(t, company.companyId, { permissions: [permission("edit")] });
      const taken = await t.api.call(update, {
        token: staff.token,
        params: { id: unit.id },
        body: { name: "finance" },
      });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe(`A ${kind} with this name already exists`);
      const renamed = await t.api.call(update, {
        token: staff.token,
        params: { id: unit.id },
        body: { name: " OPS " },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body.result).toMatchObject({ _id: unit.id, kind, name: "OPS", employees_count: 0 });
      expect(await nameOf(company.token, unit.id)).toBe("OPS");
    });
  });

  describe(`POST ${kind}/delete/:id`, () => {
    itRefusesWithoutSession(t, remove, async (company) => ({
      params: { id: (await createOrgUnit(t, company.companyId, kind)).id },
    }));
    itRefusesABadId(t, remove);

    it(`answers 403 for a user without ${groups[kind]}.delete, and keeps the unit`, async () => {
      const company = await createCompany(t);
      const unit = await createOrgUnit(t, company.companyId, kind);
      const staff = await createFleetUser(t, company.companyId, {
        permissions: [permission("view"), permission("edit")],
      });
      const res = await t.api.call(remove, { token: staff.token, params: { id: unit.id } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
      expect(await listTotal(t, list, company.token)).toBe(1);
    });

    it("answers 404 for another company's unit and keeps it", async () => {
      const company = await createCompany(t);
      const elsewhere = await createCompany(t);
      const foreign = await createOrgUnit(t, elsewhere.companyId, kind);
      const res = await t.api.call(remove, { token: company.token, params: { id: foreign.id } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFoundEnvelope(nouns[kind]));
      expect(await listTotal(t, list, elsewhere.token)).toBe(1);
    });

    it("answers 409 while employees are placed in the unit, and deletes it once none is", async () => {
      const company = await createCompany(t);
      const unit = await createOrgUnit(t, company.companyId, kind);
      await createEmployee(t, company.companyId, { [`${kind}Id`]: unit.id });
      const staff = await createFleetUser(t, company.companyId, { permissions: [permission("delete")] });
      const held = await t.api.call(remove, { token: staff.token, params: { id: unit.id } });
      expect(held.status).toBe(409);
      expect(held.body).toEqual(refusalEnvelope(409, `This ${kind} has employees; move them to another ${kind} first`));
      expect(await listTotal(t, list, company.token)).toBe(1);

      const empty = await createOrgUnit(t, company.companyId, kind, "Empty");
      const res = await t.api.call(remove, { token: staff.token, params: { id: empty.id } });
      expect(res.status).toBe(200);
      expect(res.body.result).toBeNull();
      expect((await t.api.call(get, { token: company.token, params: { id: empty.id } })).status).toBe(404);
      // Its name is free again.
      expect((await createOrgUnit(t, company.companyId, kind, "Empty")).name).toBe("Empty");
    });
  });
});

describe("GET branch/export", () => {
  const { export: exportCsv } = fleetBranchEndpoints;

  itRefusesWithoutSession(t, exportCsv);
  itRefusesWithoutPermission(t, exportCsv, {
    title: "answers 403 for a user who may view branches but not export them",
    permissions: ["branches.view"],
  });

  it("downloads every branch matching the search as CSV, by name, formula-like names made harmless", async () => {
    const company = await createCompany(t);
    const north = await createOrgUnit(t, company.companyId, "branch", "North depot");
    await createOrgUnit(t, company.companyId, "branch", "=HYPERLINK(1)");
    await createOrgUnit(t, company.companyId, "branch", "شمال");
    await createOrgUnit(t, company.companyId, "department", "Not a branch");
    await createOrgUnit(t, (await createCompany(t)).companyId, "branch", "Another company's");
    await createEmployee(t, company.companyId, { branchId: north.id });
    const staff = await createFleetUser(t, company.companyId, { permissions: ["branches.export"] });
    const res = await t.app.inject({
      method: "GET",
      url: "/fueling/api/branch/export?sort=name",
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="branches-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines.map((line) => line.split(",").slice(0, 2).join(","))).toEqual([
      "Name,Employees",
      "'=HYPERLINK(1),0",
      "North depot,1",
      "شمال,0",
    ]);
    const searched = await t.app.inject({
      method: "GET",
      url: "/fueling/api/branch/export?search=north",
      headers: { authorization: `Bearer ${company.token}` },
    });
    expect(searched.body.trimEnd().split("\r\n")).toHaveLength(2);
  });
});
