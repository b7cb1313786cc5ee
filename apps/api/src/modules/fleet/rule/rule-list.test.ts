import { fuelRuleEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser } from "../../../test/factories/fleet.js";
import { createEmployee } from "../../../test/factories/fleet-employee.js";
import { addRule, createRule } from "../../../test/factories/fleet-rule.js";
import { fleetLists } from "../../../test/lists.js";
import { fleetRefusals, invalidEnvelope } from "../../../test/refusals.js";

const t = useTestApp();
const { itRefusesLikeEveryList, itRefusesWithoutSession, itRefusesWithoutPermission } = fleetRefusals;
const { itAnswersAnEmptyFirstPage, itPagesThroughThreeRows } = fleetLists;
const { list, export: exportRules } = fuelRuleEndpoints;

describe("GET /fueling/api/rule/list", () => {
  itRefusesLikeEveryList(t, list, { permission: "rules.view", permissions: ["rules.add", "rules.export"] });
  itAnswersAnEmptyFirstPage(t, list, "rules");
  itPagesThroughThreeRows(t, list, {
    title: "pages through the rules by name",
    add: (company, name) => createRule(t, company.companyId, { name }),
    nameOf: (rule) => rule.name,
    query: { sort: "name" },
  });

  it("lists only this company's rules, oldest first, with their holders", async () => {
    const company = await createCompany(t);
    const first = await addRule(t, company.token, { name: "Managers" });
    const second = await addRule(t, company.token, { name: "Drivers", mode: "amount", amount_limit: 3000 });
    await createEmployee(t, company.companyId, { ruleId: second._id });
    await createRule(t, (await createCompany(t)).companyId, { name: "Another company's" });
    const viewer = await createFleetUser(t, company.companyId, { permissions: ["rules.view"] });
    const res = await t.api.call(list, { token: viewer.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      items: [first, { ...second, employees_count: 1 }],
      total: 2,
      total_capped: false,
      page: 1,
      limit: 10,
    });
  });

  it("searches names in any case and filters by status and fuel type", async () => {
    const company = await createCompany(t);
    await createRule(t, company.companyId, { name: "Karachi petrol", fuelType: "petrol" });
    await createRule(t, company.companyId, { name: "karachi diesel", fuelType: "diesel", active: false });
    await createRule(t, company.companyId, { name: "Lahore 100%", fuelType: "hi_octane" });
    const names = async (query: Record<string, string>) =>
      (await t.api.call(list, { token: company.token, query: { sort: "name", ...query } })).body.result.items.map(
        (r) => r.name,
      );
    expect(await names({ search: "KARACHI" })).toEqual(["karachi diesel", "Karachi petrol"]);
    expect(await names({ search: "%" })).toEqual(["Lahore 100%"]);
    expect(await names({ status: "inactive" })).toEqual(["karachi diesel"]);
    expect(await names({ status: "active", search: "karachi" })).toEqual(["Karachi petrol"]);
    expect(await names({ fuel_type: "hi_octane" })).toEqual(["Lahore 100%"]);
    expect(await names({ order: "desc" })).toEqual(["Lahore 100%", "Karachi petrol", "karachi diesel"]);
    // An unknown filter value is read as "all", as a stale link would send it.
    expect(await names({ status: "paused", fuel_type: "coal" })).toHaveLength(3);
  });
});

/** The export's bytes, which are not an envelope. */
function download(token: string | undefined, query = "") {
  return t.app.inject({
    method: "GET",
    url: `${exportRules.path}${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe("GET /fueling/api/rule/export", () => {
  itRefusesWithoutSession(t, exportRules);
  itRefusesWithoutPermission(t, exportRules, {
    title: "answers 403 for a user without rules.export",
    permissions: ["rules.view"],
  });

  it("answers 400 naming search when it is too long", async () => {
    const company = await createCompany(t);
    const res = await t.api.call(exportRules, { token: company.token, query: { search: "x".repeat(101) } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidEnvelope("search: is too long"));
  });

  it("downloads the filtered rules as CSV, formulas defused and Arabic names intact", async () => {
    const company = await createCompany(t);
    const drivers = await addRule(t, company.token, { name: "=Drivers", fueling_days: ["Monday", "Friday"] });
    await addRule(t, company.token, { name: "قاعدة السائقين", mode: "amount", amount_limit: 2500.5, cycle: "monthly" });
    await addRule(t, company.token, { name: "Petrol only", fuel_type: "petrol" });
    await createEmployee(t, company.companyId, { ruleId: drivers._id });
    const exporter = await createFleetUser(t, company.companyId, { permissions: ["rules.export"] });
    const res = await download(exporter.token, "?fuel_type=diesel&sort=name");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="fuel-rules-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Name,Fuel type,Mode,Cycle,Fuel limit (litres),Amount limit,Fuelings per day,Fueling days,Next fuel limit," +
        "Next limit from,Ends on,Status,Employees,Vehicles,Created at",
    );
    expect(lines.slice(1).map((line) => line.split(",").slice(0, 14).join(","))).toEqual([
      "'=Drivers,diesel,recurring,weekly,120,,2,Monday Friday,,,,active,1,0",
      "قاعدة السائقين,diesel,amount,monthly,,2500.5,2,Monday Tuesday Wednesday Thursday Friday,,,,active,0,0",
    ]);
  });
});
