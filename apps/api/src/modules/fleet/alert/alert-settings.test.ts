import { fleetAlertEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companies } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany, createFleetUser } from "../../../test/factories/fleet.js";
import { fleetRefusals, invalidEnvelope } from "../../../test/refusals.js";

const t = useTestApp();
const { itRefusesWithoutSession, itRefusesWithoutPermission } = fleetRefusals;
const { settings, saveSettings } = fleetAlertEndpoints;

const EVERY = ["low_balance", "top_up_decided", "purchase_declined", "purchase_flagged"];

describe("GET /fueling/api/company/alerts", () => {
  itRefusesWithoutSession(t, settings);

  itRefusesWithoutPermission(t, settings, {
    title: "answers 403 for a user without company_settings.view",
    permissions: ["dashboard.view", "company_settings.edit"],
  });

  it("shows every alert on for a new company", async () => {
    const company = await createCompany(t);
    const res = await t.api.call(settings, { token: company.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ on: EVERY });
  });
});

describe("PUT /fueling/api/company/alerts", () => {
  itRefusesWithoutSession(t, saveSettings, () => ({ body: { on: [] } }));

  it("answers 400 naming the field for a kind that is not an alert, or no list, and changes nothing", async () => {
    const company = await createCompany(t);
    const bad = await t.api.call(saveSettings, {
      token: company.token,
      body: { on: ["low_balance", "weather"] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(invalidEnvelope("on.1: is not one of the choices"));
    const missing = await t.api.call(saveSettings, { token: company.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(invalidEnvelope("on: is required"));
    expect((await t.api.call(settings, { token: company.token })).body.result).toEqual({ on: EVERY });
  });

  itRefusesWithoutPermission(t, saveSettings, {
    title: "answers 403 for a user without company_settings.edit",
    permissions: ["company_settings.view", "dashboard.view"],
    call: () => ({ body: { on: [] } }),
  });

  it("keeps the switches of the user's own company, which are then read back, and of no other", async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    const staff = await createFleetUser(t, company.companyId, {
      permissions: ["company_settings.view", "company_settings.edit"],
    });
    const res = await t.api.call(saveSettings, {
      token: staff.token,
      body: { on: ["purchase_flagged", "low_balance", "low_balance"] },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ on: ["low_balance", "purchase_flagged"] });
    expect((await t.api.call(settings, { token: company.token })).body.result).toEqual({
      on: ["low_balance", "purchase_flagged"],
    });
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.companyId));
    expect(row!.alertsOff).toEqual(["top_up_decided", "purchase_declined"]);
    expect((await t.api.call(settings, { token: other.token })).body.result).toEqual({ on: EVERY });

    const back = await t.api.call(saveSettings, { token: staff.token, body: { on: EVERY } });
    expect(back.body.result).toEqual({ on: EVERY });
  });
});
