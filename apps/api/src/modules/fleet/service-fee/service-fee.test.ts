import { serviceFeeEndpoints as endpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies } from "../../../db/schema/index.js";
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

  it("shows the commission and tax that apply to a new company, in percent", async () => {
    const company = await createCompany(t);
    const res = await t.api.call(endpoints.get, { token: company.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ commission: 1.5, tax: 16 });
  });

  it("shows each company its own rates, to a user whose role holds service_fee.view", async () => {
    const company = await createCompany(t, { currency: "SAR" });
    await createCompany(t);
    await t.db.update(companies).set({ commissionBp: 125, taxBp: 1500 }).where(eq(companies.id, company.companyId));
    const viewer = await createFleetUser(t, company.companyId, { permissions: ["service_fee.view"] });
    const res = await t.api.call(endpoints.get, { token: viewer.token });
    expect(res.body.result).toEqual({ commission: 1.25, tax: 15 });
  });
});
