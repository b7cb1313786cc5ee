import { serviceFeeEndpoints as endpoints } from "@pitlane/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { commissionRates, companies, countries, states, taxRates } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser } from "../../../test/factories/fleet.js";
import { createShop } from "../../../test/factories/shop.js";
import { fleetRefusals } from "../../../test/refusals.js";

const t = useTestApp();
const { itRefusesWithoutSession, itRefusesWithoutPermission } = fleetRefusals;

describe("GET /fueling/api/service-fee", () => {
  itRefusesWithoutSession(t, endpoints.get);

  it("answers 401 to a shop's session", async () => {
    const shop = await createShop(t);
    expect((await t.api.call(endpoints.get, { token: shop.token })).status).toBe(401);
  });

  itRefusesWithoutPermission(t, endpoints.get, {
    title: "answers 403 for a user without service_fee.view",
    permissions: ["safety_factors.view", "safety_factors.edit"],
  });

  /** Moves the company to a province of its country (by the province's code). */
  async function moveTo(companyId: string, stateCode: string) {
    const [state] = await t.db
      .select({ id: states.id })
      .from(states)
      .innerJoin(countries, eq(countries.id, states.countryId))
      .where(and(eq(countries.iso2, "PK"), eq(states.code, stateCode)));
    await t.db.update(companies).set({ stateId: state!.id }).where(eq(companies.id, companyId));
  }

  it("shows a new company in Punjab the platform's commission and Punjab's tax on it, in percent", async () => {
    const company = await createCompany(t);
    await moveTo(company.companyId, "PB");
    const res = await t.api.call(endpoints.get, { token: company.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ commission: 1.5, tax: 16 });
  });

  it("shows the rates in force today: a later commission waits for its day, Saudi VAT for a SAR company", async () => {
    const company = await createCompany(t, { currency: "SAR" });
    await createCompany(t);
    await t.db.insert(commissionRates).values([
      { companyId: company.companyId, rateBp: 125, effectiveFrom: "2000-01-01" },
      { companyId: company.companyId, rateBp: 300, effectiveFrom: "2999-01-01" },
    ]);
    const viewer = await createFleetUser(t, company.companyId, { permissions: ["service_fee.view"] });
    const res = await t.api.call(endpoints.get, { token: viewer.token });
    expect(res.body.result).toEqual({ commission: 1.25, tax: 15 });
  });

  it("taxes a company in a province without a rate of its own at its country's rate", async () => {
    const company = await createCompany(t);
    await moveTo(company.companyId, "GB");
    const [pakistan] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.iso2, "PK"));
    await t.db
      .insert(taxRates)
      .values({ countryId: pakistan!.id, stateId: null, rateBp: 1000, effectiveFrom: "2000-01-01" });
    const res = await t.api.call(endpoints.get, { token: company.token });
    expect(res.body.result).toEqual({ commission: 1.5, tax: 10 });
  });
});
