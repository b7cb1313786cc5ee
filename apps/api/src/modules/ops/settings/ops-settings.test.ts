import { opsEndpoints as endpoints } from "@pitlane/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countries, opsAudit, platformSettings, states, taxRates } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany } from "../../../test/factories/fleet.js";
import { createOpsUser } from "../../../test/factories/ops.js";
import { invalidEnvelope, opsRefusals, refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
const { itRefusesWithoutSession, itRefusesWithoutPermission } = opsRefusals;
const reviewerTitle = "answers 403 to a reviewer";

const holdExpiry = async () => (await t.db.select().from(platformSettings))[0]!.holdExpiryMinutes;

/** A country of the reference data, and one of its provinces by code. */
async function place(iso2: string, stateCode?: string) {
  const [country] = await t.db.select().from(countries).where(eq(countries.iso2, iso2));
  if (!stateCode) return { country: country!, state: null };
  const [state] = await t.db
    .select()
    .from(states)
    .where(and(eq(states.countryId, country!.id), eq(states.code, stateCode)));
  return { country: country!, state: state! };
}

const auditOf = (action: "hold_expiry.set" | "tax_rate.set") =>
  t.db.select().from(opsAudit).where(eq(opsAudit.action, action));

describe("GET /ops/api/settings", () => {
  itRefusesWithoutSession(t, endpoints.settings);

  it("answers 401 to a fleet company's session", async () => {
    const company = await createCompany(t);
    expect((await t.api.call(endpoints.settings, { token: company.token })).status).toBe(401);
  });

  itRefusesWithoutPermission(t, endpoints.settings, { title: reviewerTitle });

  it("shows the hold expiry, the tax rates by place with names, and the receiving accounts with their banks", async () => {
    const admin = await createOpsUser(t);
    const res = await t.api.call(endpoints.settings, { token: admin.token });
    expect(res.status).toBe(200);
    const settings = res.body.result!;
    expect(settings.hold_expiry_minutes).toBe(30);
    const punjab = await place("PK", "PB");
    expect(settings.tax_rates).toContainEqual({
      _id: expect.any(String),
      country_id: punjab.country.id,
      country_code: "PK",
      country_name: punjab.country.name,
      state_id: punjab.state!.id,
      state_name: punjab.state!.name,
      rate: 16,
      effective_from: "2025-07-01",
    });
    expect(settings.tax_rates).toContainEqual(
      expect.objectContaining({ country_code: "SA", state_id: null, state_name: null, rate: 15 }),
    );
    expect(settings.receiving_accounts).toContainEqual({
      _id: expect.any(String),
      bank_code: "HABB",
      bank_name: "Habib Bank Limited (HBL)",
      country: "PK",
      account_title: "Pitlane Payments (Pvt) Ltd",
      iban: "PK44HABB0000001234567801",
      active: true,
    });
    expect(new Set(settings.receiving_accounts.map((account) => account.country))).toEqual(new Set(["PK", "SA"]));
  });
});

describe("PUT /ops/api/settings/hold-expiry", () => {
  const setExpiry = (token: string, body: unknown) => t.api.call(endpoints.setHoldExpiry, { token, body });

  itRefusesWithoutSession(t, endpoints.setHoldExpiry, () => ({ body: { hold_expiry_minutes: 45 } }));

  it("answers 400 naming hold_expiry_minutes outside 5 to 1440 minutes or not whole, changing nothing", async () => {
    const admin = await createOpsUser(t);
    const refuse = refusalsOf(t, endpoints.setHoldExpiry, { token: admin.token }, (minutes: unknown) => ({
      hold_expiry_minutes: minutes,
    }));
    await refuse(4, "hold_expiry_minutes: must be at least 5");
    await refuse(1441, "hold_expiry_minutes: must be at most 1440");
    await refuse(30.5, "hold_expiry_minutes: must be a whole number");
    expect(await holdExpiry()).toBe(30);
  });

  it("answers 403 to a reviewer, changing nothing", async () => {
    const reviewer = await createOpsUser(t, "reviewer");
    expect((await setExpiry(reviewer.token, { hold_expiry_minutes: 45 })).status).toBe(403);
    expect(await holdExpiry()).toBe(30);
  });

  it("sets how long a hold lives and audits the value before and after", async () => {
    const admin = await createOpsUser(t);
    const res = await setExpiry(admin.token, { hold_expiry_minutes: 45 });
    expect(res.status).toBe(200);
    expect(res.body.result!.hold_expiry_minutes).toBe(45);
    expect(await holdExpiry()).toBe(45);
    expect(await auditOf("hold_expiry.set")).toEqual([
      expect.objectContaining({
        actorName: admin.name,
        targetType: "platform_settings",
        companyId: null,
        before: { hold_expiry_minutes: 30 },
        after: { hold_expiry_minutes: 45 },
      }),
    ]);
  });
});

describe("POST /ops/api/settings/tax-rates", () => {
  const add = (token: string, body: unknown) => t.api.call(endpoints.addTaxRate, { token, body });
  const ratesAt = (countryId: string) => t.db.select().from(taxRates).where(eq(taxRates.countryId, countryId));

  itRefusesWithoutSession(t, endpoints.addTaxRate, async () => ({
    body: { country_id: (await place("SA")).country.id, rate: 15, effective_from: "2031-01-01" },
  }));

  it("answers 400 naming the field for a bad rate, day or place, and a province of another country, adding nothing", async () => {
    const admin = await createOpsUser(t);
    const saudi = await place("SA");
    const punjab = await place("PK", "PB");
    const before = await ratesAt(saudi.country.id);
    const refuse = refusalsOf(t, endpoints.addTaxRate, { token: admin.token }, (overrides: object) => ({
      country_id: saudi.country.id,
      rate: 15,
      effective_from: "2031-01-01",
      ...overrides,
    }));
    await refuse({ rate: -1 }, "rate: must be at least 0");
    await refuse({ effective_from: "01/01/2031" }, "effective_from: must be a date such as 2026-01-31");
    await refuse({ country_id: "pk" }, "country_id: must be a valid id");
    await refuse({ country_id: crypto.randomUUID() }, "country_id: is not a known country");
    await refuse({ state_id: punjab.state!.id }, "state_id: is not a state of the chosen country");
    expect(await ratesAt(saudi.country.id)).toEqual(before);
  });

  it("answers 403 to a reviewer, adding nothing", async () => {
    const reviewer = await createOpsUser(t, "reviewer");
    const saudi = await place("SA");
    const before = await ratesAt(saudi.country.id);
    const res = await add(reviewer.token, { country_id: saudi.country.id, rate: 14, effective_from: "2031-01-01" });
    expect(res.status).toBe(403);
    expect(await ratesAt(saudi.country.id)).toEqual(before);
  });

  it("adds a province's rate from a day on, replaces that place and day's rate when sent again, and audits both", async () => {
    const admin = await createOpsUser(t);
    const sindh = await place("PK", "SD");
    const body = { country_id: sindh.country.id, state_id: sindh.state!.id, rate: 13, effective_from: "2031-07-01" };
    const first = await add(admin.token, body);
    expect(first.status).toBe(200);
    expect(first.body.result).toEqual({
      _id: expect.any(String),
      country_id: sindh.country.id,
      country_code: "PK",
      country_name: sindh.country.name,
      state_id: sindh.state!.id,
      state_name: sindh.state!.name,
      rate: 13,
      effective_from: "2031-07-01",
    });
    const again = await add(admin.token, { ...body, rate: 14.5 });
    expect(again.body.result).toMatchObject({ _id: first.body.result!._id, rate: 14.5 });
    // The country's own rate of the same day is another place: it does not replace the province's.
    const country = await add(admin.token, { ...body, state_id: null, rate: 10 });
    expect(country.body.result!._id).not.toBe(first.body.result!._id);

    const settings = (await t.api.call(endpoints.settings, { token: admin.token })).body.result!;
    const sindhRates = settings.tax_rates.filter((rate) => rate.state_id === sindh.state!.id);
    expect(sindhRates.map(({ rate, effective_from }) => ({ rate, effective_from }))).toEqual([
      { rate: 14.5, effective_from: "2031-07-01" },
      { rate: 15, effective_from: "2025-07-01" },
    ]);
    const trail = await auditOf("tax_rate.set");
    expect(trail.map(({ before, after }) => ({ before, after }))).toEqual([
      {
        before: null,
        after: { country_code: "PK", state_name: sindh.state!.name, rate: 13, effective_from: "2031-07-01" },
      },
      {
        before: { country_code: "PK", state_name: sindh.state!.name, rate: 13, effective_from: "2031-07-01" },
        after: { country_code: "PK", state_name: sindh.state!.name, rate: 14.5, effective_from: "2031-07-01" },
      },
      { before: null, after: { country_code: "PK", state_name: null, rate: 10, effective_from: "2031-07-01" } },
    ]);
  });

  it("refuses a field the body does not take", async () => {
    const admin = await createOpsUser(t);
    const saudi = await place("SA");
    const res = await add(admin.token, {
      country_id: saudi.country.id,
      rate: 15,
      effective_from: "2031-01-01",
      rate_bp: 1500,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidEnvelope("rate_bp: is not a field this request takes"));
  });
});
