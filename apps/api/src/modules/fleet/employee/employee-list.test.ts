import { employeeEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { employees } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser } from "../../../test/factories/fleet.js";
import { createEmployee, employeeBody, namesOf } from "../../../test/factories/fleet-employee.js";
import { fleetLists } from "../../../test/lists.js";
import { SHOWN_PHONE, STORED_PHONE, expectFoundByEveryForm } from "../../../test/phones.js";
import { fleetRefusals } from "../../../test/refusals.js";

const t = useTestApp();
const { list, create } = employeeEndpoints;
const { itRefusesLikeEveryList } = fleetRefusals;
const { itAnswersAnEmptyFirstPage, itPagesThroughThreeRows } = fleetLists;

describe("GET employee/list", () => {
  itRefusesLikeEveryList(t, list, { permission: "employees.view", permissions: ["vehicles.view", "employees.add"] });

  // The company admin, who signed the company up, is never listed.
  itAnswersAnEmptyFirstPage(t, list, "employees");

  itPagesThroughThreeRows(t, list, {
    title: "pages through the employees by name, ten to a page unless asked",
    add: (company, name) => createEmployee(t, company.companyId, { name }).then((row) => row.id),
    nameOf: (item) => item.name,
    query: { sort: "name", order: "asc" },
  });

  it("lists the newest first, for a user whose role has employees.view", async () => {
    const company = await createCompany(t);
    for (const name of ["First", "Second"]) await createEmployee(t, company.companyId, { name });
    const viewer = await createFleetUser(t, company.companyId, { permissions: ["employees.view"] });
    const res = await t.api.call(list, { token: viewer.token });
    expect(res.status).toBe(200);
    // The viewer is an employee too (one who may sign in): the newest.
    expect(namesOf(res.body.result.items)).toEqual(["Test Staff", "Second", "First"]);
  });

  it("searches names, employee ids, phones and e-mails, and only the company's own", async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    await createEmployee(t, company.companyId, { name: "Asad Khan", code: "LHR-001" });
    await createEmployee(t, company.companyId, { name: "Bushra", phone: "+923339998887" });
    await createEmployee(t, company.companyId, { name: "Danish", email: "danish@indus.test" });
    await createEmployee(t, company.companyId, { name: "100%_Khan" });
    await createEmployee(t, other.companyId, { name: "Asad Other", code: "LHR-002" });
    const search = async (text: string) =>
      namesOf(
        (await t.api.call(list, { token: company.token, query: { search: text, sort: "name", order: "asc" } })).body
          .result.items,
      );
    expect(await search("khan")).toEqual(["100%_Khan", "Asad Khan"]);
    expect(await search("lhr-")).toEqual(["Asad Khan"]);
    expect(await search("9998887")).toEqual(["Bushra"]);
    expect(await search("INDUS.test")).toEqual(["Danish"]);
    expect(await search("%_")).toEqual(["100%_Khan"]);
  });

  it("finds an employee by a phone typed in any local or international form, stored as E.164", async () => {
    const company = await createCompany(t);
    const added = await t.api.call(create, {
      token: company.token,
      body: employeeBody({ name: "Bushra", phone: "0300-2255913" }),
    });
    expect(added.body.result.phone).toBe(SHOWN_PHONE);
    const [row] = await t.db
      .select({ phone: employees.phone })
      .from(employees)
      .where(eq(employees.id, added.body.result._id));
    expect(row?.phone).toBe(STORED_PHONE);
    await createEmployee(t, company.companyId, { name: "Other", phone: "+923339998887" });
    const search = async (text: string) =>
      namesOf((await t.api.call(list, { token: company.token, query: { search: text } })).body.result.items);
    await expectFoundByEveryForm(search, ["Bushra"]);
  });

  it("filters by tab: active, and inactive as every status but active", async () => {
    const company = await createCompany(t);
    const statuses = ["active", "inactive", "pause", "deactive", "out_of_service"] as const;
    for (const status of statuses) await createEmployee(t, company.companyId, { name: status, status });
    const tab = async (status: "all" | "active" | "inactive") => {
      const res = await t.api.call(list, { token: company.token, query: { status, sort: "name", order: "asc" } });
      return { names: namesOf(res.body.result.items), total: res.body.result.total };
    };
    expect(await tab("active")).toEqual({ names: ["active"], total: 1 });
    expect(await tab("inactive")).toEqual({
      names: ["deactive", "inactive", "out_of_service", "pause"],
      total: 4,
    });
    expect((await tab("all")).total).toBe(5);
  });
});
