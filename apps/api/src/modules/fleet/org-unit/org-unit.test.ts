import { ORG_UNIT_KINDS, orgUnitEndpointsByKind, type FleetPermission, type OrgUnitKind } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser, createOrgUnit } from "../../../test/factories/fleet.js";
import { createEmployee } from "../../../test/factories/fleet-employee.js";
import { createShop } from "../../../test/factories/shop.js";
import { fleetLists, listTotal } from "../../../test/lists.js";
import { fleetRefusals, refusalEnvelope, refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
const { itRefusesLikeEveryGet, itRefusesLikeEveryList, itRefusesWithoutSession } = fleetRefusals;
const { itAnswersAnEmptyFirstPage, itPagesThroughThreeRows } = fleetLists;

const groups = { branch: "branches", department: "departments", designation: "designations" } as const;
const prompts = {
  branch: "Enter Branch Name",
  department: "Enter Department Name",
  designation: "Enter Designation Name",
};
const nouns = { branch: "Branch", department: "Department", designation: "Designation" };
const placementOf = (kind: OrgUnitKind, id: string) => ({ [`${kind}Id`]: id });

describe.each(ORG_UNIT_KINDS)("the company's %s list, one and add", (kind) => {
  const { list, get, create } = orgUnitEndpointsByKind[kind];
  const permission = (action: "view" | "add"): FleetPermission => `${groups[kind]}.${action}`;
  const other: FleetPermission = kind === "branch" ? "departments.view" : "branches.view";

  describe(`GET ${kind}/list`, () => {
    itRefusesLikeEveryList(t, list, { permission: permission("view"), permissions: [other] });
    itAnswersAnEmptyFirstPage(t, list, groups[kind]);
    itPagesThroughThreeRows(t, list, {
      title: "pages through the units by name",
      add: (company, name) => createOrgUnit(t, company.companyId, kind, name),
      nameOf: (unit) => unit.name,
      query: { sort: "name" },
    });

    it("lists only this company's units of this kind, oldest first, with their employees", async () => {
      const company = await createCompany(t);
      // A minute apart: two rows made in the same instant would list in either order.
      const first = await createOrgUnit(t, company.companyId, kind, "North", new Date(Date.now() - 60_000));
      const second = await createOrgUnit(t, company.companyId, kind, "south");
      await createEmployee(t, company.companyId, placementOf(kind, second.id));
      await createEmployee(t, company.companyId, placementOf(kind, second.id));
      const otherKind = ORG_UNIT_KINDS.find((k) => k !== kind) ?? "branch";
      await createOrgUnit(t, company.companyId, otherKind, "Not this kind");
      await createOrgUnit(t, (await createCompany(t)).companyId, kind, "Another company's");
      const staff = await createFleetUser(t, company.companyId, { permissions: [permission("view")] });
      const res = await t.api.call(list, { token: staff.token });
      expect(res.status).toBe(200);
      expect(res.body.result).toEqual({
        items: [
          { _id: first.id, kind, name: "North", employees_count: 0, created_at: first.createdAt.toISOString() },
          { _id: second.id, kind, name: "south", employees_count: 2, created_at: second.createdAt.toISOString() },
        ],
        total: 2,
        total_capped: false,
        page: 1,
        limit: 10,
      });
    });

    it("searches names in any case, with % and _ taken literally, and sorts by name either way", async () => {
      const company = await createCompany(t);
      for (const name of ["Karachi", "karachi port", "Lahore", "100% Quetta"]) {
        await createOrgUnit(t, company.companyId, kind, name);
      }
      const names = async (query: Record<string, string>) =>
        (await t.api.call(list, { token: company.token, query })).body.result.items.map((u) => u.name);
      expect(await names({ search: "KARACHI", sort: "name" })).toEqual(["Karachi", "karachi port"]);
      expect(await names({ search: "%" })).toEqual(["100% Quetta"]);
      expect(await names({ search: "_" })).toEqual([]);
      expect(await names({ sort: "name", order: "desc" })).toEqual([
        "Lahore",
        "karachi port",
        "Karachi",
        "100% Quetta",
      ]);
    });
  });

  describe(`GET ${kind}/choices`, () => {
    const { choices } = orgUnitEndpointsByKind[kind];
    itRefusesWithoutSession(t, choices);
    fleetRefusals.itRefusesWithoutPermission(t, choices, {
      title: `answers 403 for a user with neither ${groups[kind]}.view nor an employees permission`,
      permissions: [other, "vehicles.view"],
    });

    it("offers every unit of the kind by name to a user who may add employees", async () => {
      const company = await createCompany(t);
      const zeta = await createOrgUnit(t, company.companyId, kind, "zeta");
      const alpha = await createOrgUnit(t, company.companyId, kind, "Alpha");
      await createOrgUnit(t, company.companyId, ORG_UNIT_KINDS.find((k) => k !== kind) ?? "branch", "Other kind");
      await createOrgUnit(t, (await createCompany(t)).companyId, kind, "Another company's");
      for (const permissions of [
        ["employees.add"],
        ["employees.edit"],
        ["employees.view"],
        [permission("view")],
      ] as const) {
        const staff = await createFleetUser(t, company.companyId, { permissions: [...permissions] });
        const res = await t.api.call(choices, { token: staff.token });
        expect(res.status).toBe(200);
        expect(res.body.result).toEqual([
          { _id: alpha.id, name: "Alpha" },
          { _id: zeta.id, name: "zeta" },
        ]);
      }
    });
  });

  describe(`GET ${kind}/get/:id`, () => {
    itRefusesLikeEveryGet(t, get, {
      entity: nouns[kind],
      permission: permission("view"),
      permissions: [other],
      create: async (companyId) => (await createOrgUnit(t, companyId, kind)).id,
    });

    it(`answers 404 for a unit of this company that is not a ${kind}`, async () => {
      const company = await createCompany(t);
      const otherKind = ORG_UNIT_KINDS.find((k) => k !== kind) ?? "branch";
      const unit = await createOrgUnit(t, company.companyId, otherKind);
      const res = await t.api.call(get, { token: company.token, params: { id: unit.id } });
      expect(res.status).toBe(404);
    });

    it("returns the unit with its employees for a user holding the view permission", async () => {
      const company = await createCompany(t);
      const unit = await createOrgUnit(t, company.companyId, kind, "Head office");
      await createEmployee(t, company.companyId, placementOf(kind, unit.id));
      const staff = await createFleetUser(t, company.companyId, { permissions: [permission("view")] });
      const res = await t.api.call(get, { token: staff.token, params: { id: unit.id } });
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ _id: unit.id, kind, name: "Head office", employees_count: 1 });
    });
  });

  describe(`POST ${kind}/add`, () => {
    itRefusesWithoutSession(
      t,
      create,
      () => ({ body: { name: "" } }),
      "answers 401 without a session, even with a bad body",
    );

    it(`answers 400 with "${prompts[kind]}" and adds nothing`, async () => {
      const company = await createCompany(t);
      const refuse = refusalsOf(t, create, { token: company.token });
      await refuse({}, `name: ${prompts[kind]}`);
      await refuse({ name: "   " }, `name: ${prompts[kind]}`);
      await refuse({ name: 7 }, `name: ${prompts[kind]}`);
      await refuse({ name: "x".repeat(121) }, "name: is too long");
      expect(await listTotal(t, list, company.token)).toBe(0);
    });

    it(`answers 403 for a user holding only ${groups[kind]}.view, and adds nothing`, async () => {
      const company = await createCompany(t);
      const staff = await createFleetUser(t, company.companyId, { permissions: [permission("view")] });
      const res = await t.api.call(create, { token: staff.token, body: { name: "Depot" } });
      expect(res.status).toBe(403);
      expect(await listTotal(t, list, company.token)).toBe(0);
    });

    it("adds a unit with a trimmed name for a user holding the add permission", async () => {
      const company = await createCompany(t);
      const staff = await createFleetUser(t, company.companyId, { permissions: [permission("add")] });
      const res = await t.api.call(create, { token: staff.token, body: { name: "  Multan  " } });
      expect(res.status).toBe(200);
      expect(res.body.result).toEqual({
        _id: expect.any(String),
        kind,
        name: "Multan",
        employees_count: 0,
        created_at: expect.any(String),
      });
      expect((await t.api.call(list, { token: company.token })).body.result.items).toEqual([res.body.result]);
    });

    it("answers 409 for a name the company already uses for this kind, in any case; other kinds and companies may", async () => {
      const company = await createCompany(t);
      await createOrgUnit(t, company.companyId, kind, "Operations");
      const again = await t.api.call(create, { token: company.token, body: { name: "OPERATIONS" } });
      expect(again.status).toBe(409);
      expect(again.body).toEqual(refusalEnvelope(409, `A ${kind} with this name already exists`));
      const otherKind = ORG_UNIT_KINDS.find((k) => k !== kind) ?? "branch";
      const asOther = await t.api.call(orgUnitEndpointsByKind[otherKind].create, {
        token: company.token,
        body: { name: "Operations" },
      });
      expect(asOther.status).toBe(200);
      const elsewhere = await createCompany(t);
      expect((await t.api.call(create, { token: elsewhere.token, body: { name: "Operations" } })).status).toBe(200);
    });
  });
});

describe("the fleet routes and a shop's session", () => {
  it("answers 401 to a shop's token, which opens no fleet route", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(orgUnitEndpointsByKind.branch.list, { token: shop.token });
    expect(res.status).toBe(401);
  });
});
