import { fleetAuthEndpoints, fleetCompanyEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser } from "../../../test/factories/fleet.js";
import { IBANS, signUp } from "../../../test/factories/fleet-company.js";
import { lahoreNames, usePlaces } from "../../../test/factories/location.js";
import { createShop } from "../../../test/factories/shop.js";
import { fleetRefusals, invalidEnvelope } from "../../../test/refusals.js";

const t = useTestApp();
const places = usePlaces(t);
const { itRefusesWithoutSession, itRefusesWithoutPermission } = fleetRefusals;
const { updateSettings } = fleetCompanyEndpoints;

describe("GET /fueling/api/company/get", () => {
  itRefusesWithoutSession(t, fleetCompanyEndpoints.get);

  it("answers 401 to a shop's session", async () => {
    const shop = await createShop(t);
    expect((await t.api.call(fleetCompanyEndpoints.get, { token: shop.token })).status).toBe(401);
  });

  it("shows the signed-in company's profile as onboarding recorded it", async () => {
    const { token, company, email } = await signUp(t, places, { monthly_usage_unit: "currency", referral: null });
    const res = await t.api.call(fleetCompanyEndpoints.get, { token });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      _id: company._id,
      merchant_id: company.merchant_id,
      company_name: "Indus Logistics",
      company_type: "private_limited",
      email,
      phone: "+92 300 1234567",
      address: "12 Port Road",
      ...lahoreNames(places),
      industry: "logistics",
      company_size: "51_200",
      fleet_size: 30,
      monthly_usage: 4000,
      monthly_usage_unit: "currency",
      contact_role: "fleet_manager",
      experience: "some",
      bank_code: "SCBL",
      bank_name: "Standard Chartered Pakistan",
      iban: IBANS.SCBL,
      account_title: "Indus Logistics (Pvt) Ltd",
      authorised_person: "Ayesha Khan",
      ntn: "1234567-8",
      strn: "12-34-5678-901-23",
      referral: null,
      currency: "PKR",
      time_zone: "Asia/Karachi",
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it("shows each user their own company, whatever their role", async () => {
    const mine = await createCompany(t, { currency: "SAR" });
    await createCompany(t);
    const staff = await createFleetUser(t, mine.companyId);
    const res = await t.api.call(fleetCompanyEndpoints.get, { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ _id: mine.companyId, currency: "SAR", bank_name: "Al Rajhi Bank" });
  });
});

describe("PUT /fueling/api/company/settings", () => {
  itRefusesWithoutSession(t, updateSettings, () => ({ body: { time_zone: "Asia/Riyadh" } }));

  it("answers 400 for a zone the wall clock does not know, and changes nothing", async () => {
    const company = await createCompany(t);
    for (const time_zone of ["Mars/Olympus_Mons", "+05:00", "PKT", "", null]) {
      const res = await t.api.call(updateSettings, { token: company.token, body: { time_zone } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidEnvelope("time_zone: must be a time zone such as Asia/Karachi"));
    }
    const info = await t.api.call(fleetAuthEndpoints.userInfo, { token: company.token });
    expect(info.body.result.company.time_zone).toBe("Asia/Karachi");
  });

  itRefusesWithoutPermission(t, updateSettings, {
    title: "answers 403 for a user without company_settings.edit",
    permissions: ["company_settings.view", "employees.edit"],
    call: () => ({ body: { time_zone: "Asia/Riyadh" } }),
  });

  it("sets the company's zone, which the session and the profile then show", async () => {
    const company = await createCompany(t, { currency: "SAR" });
    const other = await createCompany(t);
    const staff = await createFleetUser(t, company.companyId, { permissions: ["company_settings.edit"] });
    const res = await t.api.call(updateSettings, { token: staff.token, body: { time_zone: "Asia/Dubai" } });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ _id: company.companyId, time_zone: "Asia/Dubai", country_code: "SA" });
    const info = await t.api.call(fleetAuthEndpoints.userInfo, { token: company.token });
    expect(info.body.result.company).toEqual(res.body.result);
    const details = await t.api.call(fleetCompanyEndpoints.get, { token: company.token });
    expect(details.body.result.time_zone).toBe("Asia/Dubai");
    const untouched = await t.api.call(fleetAuthEndpoints.userInfo, { token: other.token });
    expect(untouched.body.result.company.time_zone).toBe("Asia/Karachi");
  });
});
