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

  // Bank and tax details are the company settings' (spec 001's onboarding data): a driver's
  // supervisor needs no IBAN. Every role still reads the company's name in its session.
  itRefusesWithoutPermission(t, fleetCompanyEndpoints.get, {
    title: "answers 403 to a role without company_settings.view, and hands it no bank or tax detail",
    permissions: ["employees.view", "vehicles.view", "company_settings.edit"],
  });

  it("gives a role without company_settings.view its company's name in the session, and nothing of the bank", async () => {
    const mine = await createCompany(t, { currency: "SAR" });
    const staff = await createFleetUser(t, mine.companyId, { permissions: ["employees.view"] });
    const info = await t.api.call(fleetAuthEndpoints.userInfo, { token: staff.token });
    expect(info.body.result.company.company_name).toEqual(expect.any(String));
    expect(JSON.stringify(info.body.result)).not.toMatch(/iban|ntn|strn|account_title|bank/i);
  });

  it("shows each user with company_settings.view their own company, bank and tax details included", async () => {
    const mine = await createCompany(t, { currency: "SAR" });
    await createCompany(t);
    const staff = await createFleetUser(t, mine.companyId, { permissions: ["company_settings.view"] });
    const res = await t.api.call(fleetCompanyEndpoints.get, { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ _id: mine.companyId, currency: "SAR", bank_name: "Al Rajhi Bank" });
    expect(res.body.result.iban).toMatch(/^[A-Z]{2}\d{2}/);
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
