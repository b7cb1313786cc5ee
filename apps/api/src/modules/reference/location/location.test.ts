import { locationEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { usePlaces } from "../../../test/factories/location.js";
import { refusalEnvelope } from "../../../test/refusals.js";

const t = useTestApp();
const places = usePlaces(t);

const namesOf = (items: { name: string }[]) => items.map((item) => item.name);

describe("GET country/get-all", () => {
  it("is public: answers without a session", async () => {
    const res = await t.api.call(locationEndpoints.countries, { withoutCsrf: true });
    expect(res.status).toBe(200);
    expect(res.body.error_code).toBe(200);
  });

  it("lists every country on one page by default, in name order, with Arabic names", async () => {
    const res = await t.api.call(locationEndpoints.countries);
    const { items, total, page, limit } = res.body.result;
    expect(total).toBeGreaterThanOrEqual(249);
    expect(items).toHaveLength(total);
    expect({ page, limit }).toEqual({ page: 1, limit: 9999 });
    expect(items).toContainEqual({ _id: places.pakistan, name: "Pakistan", name_arabic: "باكستان", iso2: "PK" });
    expect(items).toContainEqual({
      _id: places.saudiArabia,
      name: "Saudi Arabia",
      name_arabic: "السعودية",
      iso2: "SA",
    });
    const names = namesOf(items);
    expect(names.indexOf("Pakistan")).toBeLessThan(names.indexOf("Saudi Arabia"));
  });

  it("allows limit=9999 and clamps a larger limit to 9999", async () => {
    const allowed = await t.api.call(locationEndpoints.countries, { query: { limit: 9999 } });
    expect(allowed.status).toBe(200);
    expect(allowed.body.result.limit).toBe(9999);
    const clamped = await t.api.call(locationEndpoints.countries, { query: { limit: 20000 } });
    expect(clamped.status).toBe(200);
    expect(clamped.body.result.limit).toBe(9999);
    expect(clamped.body.result.items).toHaveLength(clamped.body.result.total);
  });

  it("pages with a small limit", async () => {
    const first = await t.api.call(locationEndpoints.countries, { query: { limit: 10, page: 1 } });
    const second = await t.api.call(locationEndpoints.countries, { query: { limit: 10, page: 2 } });
    expect(first.body.result.items).toHaveLength(10);
    expect(second.body.result).toMatchObject({ page: 2, limit: 10, total: first.body.result.total });
    const firstIds = first.body.result.items.map((c) => c._id);
    expect(second.body.result.items.some((c) => firstIds.includes(c._id))).toBe(false);
  });

  it("searches by English and by Arabic name", async () => {
    const english = await t.api.call(locationEndpoints.countries, { query: { search: "saudi" } });
    expect(namesOf(english.body.result.items)).toEqual(["Saudi Arabia"]);
    expect(english.body.result.total).toBe(1);
    const arabic = await t.api.call(locationEndpoints.countries, { query: { search: "باكستان" } });
    expect(namesOf(arabic.body.result.items)).toEqual(["Pakistan"]);
    const none = await t.api.call(locationEndpoints.countries, { query: { search: "Atlantis" } });
    expect(none.body.result).toMatchObject({ items: [], total: 0 });
  });
});

describe("GET state/get-all", () => {
  it("answers 400 naming country_id when it is missing or not a uuid", async () => {
    const missing = await t.app.inject({ method: "GET", url: locationEndpoints.states.path });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error_code: 400, result: null });
    expect(missing.json().message).toMatch(/^country_id: /);
    const bad = await t.api.call(locationEndpoints.states, { query: { country_id: "PK" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("country_id: must be a valid id");
  });

  it("lists the provinces of Pakistan, Punjab and Sindh among them, without a session", async () => {
    const res = await t.api.call(locationEndpoints.states, {
      query: { country_id: places.pakistan },
      withoutCsrf: true,
    });
    expect(res.status).toBe(200);
    expect(namesOf(res.body.result.items)).toEqual(expect.arrayContaining(["Punjab", "Sindh"]));
    expect(res.body.result.items).toContainEqual({ _id: places.punjab, name: "Punjab", name_arabic: "البنجاب" });
    expect(namesOf(res.body.result.items)).not.toContain("Riyadh");
  });

  it("lists the regions of Saudi Arabia, the Riyadh region among them", async () => {
    const res = await t.api.call(locationEndpoints.states, { query: { country_id: places.saudiArabia } });
    expect(res.body.result.items).toContainEqual({ _id: places.riyadhRegion, name: "Riyadh", name_arabic: "الرياض" });
    expect(namesOf(res.body.result.items)).not.toContain("Punjab");
  });

  it("searches within the country", async () => {
    const res = await t.api.call(locationEndpoints.states, { query: { country_id: places.pakistan, search: "sin" } });
    expect(namesOf(res.body.result.items)).toEqual(["Sindh"]);
  });
});

describe("GET city/get-all", () => {
  it("answers 400 naming state_id when it is missing or not a uuid", async () => {
    const missing = await t.app.inject({ method: "GET", url: locationEndpoints.cities.path });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^state_id: /);
    const bad = await t.api.call(locationEndpoints.cities, { query: { state_id: "12" } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(refusalEnvelope(400, "state_id: must be a valid id"));
  });

  it("lists the cities of Punjab, Lahore among them and Karachi not", async () => {
    const res = await t.api.call(locationEndpoints.cities, { query: { state_id: places.punjab }, withoutCsrf: true });
    expect(res.status).toBe(200);
    expect(res.body.result.items).toContainEqual({ _id: places.lahore, name: "Lahore", name_arabic: "لاهور" });
    expect(namesOf(res.body.result.items)).not.toContain("Karachi");
  });

  it("answers an empty list for a state id that does not exist", async () => {
    const res = await t.api.call(locationEndpoints.cities, {
      query: { state_id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ items: [], total: 0 });
  });
});
