import { randomUUID } from "node:crypto";
import { branchEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { lahoreNames, usePlaces } from "../../../test/factories/location.js";
import { branchBody, createBranch, createShop, createStaffUser } from "../../../test/factories/shop.js";
import { listTotal } from "../../../test/lists.js";
import {
  FORBIDDEN,
  itRefusesLikeEveryGet,
  itRefusesWithoutSession,
  refusalEnvelope,
  refusalsOf,
  UNAUTHENTICATED,
} from "../../../test/refusals.js";

const t = useTestApp();
const places = usePlaces(t);

const { get, create, list } = branchEndpoints;

describe("GET shop-branch/get/:id", () => {
  itRefusesLikeEveryGet(t, get, {
    entity: "Branch",
    permission: "branches.view",
    create: async (shopId) => (await createBranch(t, shopId)).id,
  });

  it("returns the branch with its place names", async () => {
    const shop = await createShop(t);
    const created = await t.api.call(create, {
      token: shop.token,
      body: branchBody({ country_id: places.pakistan, state_id: places.punjab, city_id: places.lahore }),
    });
    const res = await t.api.call(get, { token: shop.token, params: { id: created.body.result._id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual(created.body.result);
    expect(res.body.result).toMatchObject({
      branch_name_english: "Gulberg Branch",
      country_name: "Pakistan",
      state_name: "Punjab",
      city_name: "Lahore",
    });
  });
});

describe("POST shop-branch/add-shop-branch", () => {
  itRefusesWithoutSession(t, create, () => ({ body: branchBody() }));

  it("answers 401 without a session even when the body is invalid too", async () => {
    // A user whose session ended while filling in the form must be sent to sign in, not shown field errors.
    const res = await t.api.call(create, { body: { branch_name_english: "" } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
  });

  it("answers 400 naming the field, and creates nothing", async () => {
    const shop = await createShop(t);
    const refuse = refusalsOf(t, create, { token: shop.token });
    const { branch_name_english: _english, ...withoutEnglish } = branchBody();
    await refuse(withoutEnglish, "branch_name_english: is required");
    const { branch_name_arabic: _arabic, ...withoutArabic } = branchBody();
    await refuse(withoutArabic, "branch_name_arabic: is required");
    await refuse(branchBody({ branch_name_arabic: "   " }), "branch_name_arabic: is required");
    await refuse(branchBody({ phone: "call me" }), "phone: must be a valid phone number");
    await refuse(branchBody({ phone: "123" }), "phone: must be a valid phone number");
    await refuse(branchBody({ country_id: "Pakistan" }), "country_id: must be a valid id");
    await refuse(branchBody({ active: "yes" }), "active: must be true or false");
    expect(await listTotal(t, list, shop.token)).toBe(0);
  });

  it("answers 400 when the state is not in the country or the city not in the state", async () => {
    const shop = await createShop(t);
    const saudiStateInPakistan = await t.api.call(create, {
      token: shop.token,
      body: branchBody({ country_id: places.pakistan, state_id: places.riyadhRegion }),
    });
    expect(saudiStateInPakistan.status).toBe(400);
    expect(saudiStateInPakistan.body.message).toBe("state_id: is not a state of the chosen country");
    const karachiInPunjab = await t.api.call(create, {
      token: shop.token,
      body: branchBody({ country_id: places.pakistan, state_id: places.punjab, city_id: places.karachi }),
    });
    expect(karachiInPunjab.status).toBe(400);
    expect(karachiInPunjab.body.message).toBe("city_id: is not a city of the chosen state");
    const cityWithoutState = await t.api.call(create, {
      token: shop.token,
      body: branchBody({ country_id: places.pakistan, city_id: places.lahore }),
    });
    expect(cityWithoutState.body.message).toBe("state_id: is required when a city is chosen");
    const unknownCountry = await t.api.call(create, {
      token: shop.token,
      body: branchBody({ country_id: randomUUID() }),
    });
    expect(unknownCountry.body.message).toBe("country_id: is not a known country");
    expect(await listTotal(t, list, shop.token)).toBe(0);
  });

  it("answers 403 for a user without branches.add, and creates nothing", async () => {
    const shop = await createShop(t);
    const staff = await createStaffUser(t, shop.shopId);
    const res = await t.api.call(create, { token: staff.token, body: branchBody() });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await listTotal(t, list, shop.token)).toBe(0);
  });

  it("answers 403 without the CSRF header, and creates nothing", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(create, { token: shop.token, body: branchBody(), withoutCsrf: true });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(refusalEnvelope(403, "Missing or invalid CSRF token: reload the page and try again"));
    expect(await listTotal(t, list, shop.token)).toBe(0);
  });

  it("creates an active branch with trimmed names and its place names, readable afterwards", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(create, {
      token: shop.token,
      body: branchBody({
        branch_name_english: "  Mall Road  ",
        country_id: places.pakistan,
        state_id: places.punjab,
        city_id: places.lahore,
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      _id: expect.any(String),
      branch_name_english: "Mall Road",
      branch_name_arabic: "فرع جلبرج",
      address: "12 Main Boulevard, Gulberg III",
      ...lahoreNames(places),
      phone: "+92 42 35761234",
      active: true,
      created_at: expect.any(String),
    });
    const listed = await t.api.call(list, { token: shop.token });
    expect(listed.body.result.items).toEqual([res.body.result]);
  });

  it("answers 409 for a name another branch of the shop has, in any case or with spaces around it", async () => {
    const shop = await createShop(t);
    await createBranch(t, shop.shopId, { branchNameEnglish: "Mall Road", branchNameArabic: "فرع المول" });
    for (const names of [
      { branch_name_english: "  MALL ROAD " },
      { branch_name_english: "Gulberg", branch_name_arabic: " فرع المول " },
    ]) {
      const res = await t.api.call(create, { token: shop.token, body: branchBody(names) });
      expect(res.status).toBe(409);
      expect(res.body).toEqual(refusalEnvelope(409, "A branch with this name already exists"));
    }
    expect(await listTotal(t, list, shop.token)).toBe(1);
    // Another shop may use the same names.
    const other = await createShop(t);
    const body = branchBody({ branch_name_english: "Mall Road", branch_name_arabic: "فرع المول" });
    expect((await t.api.call(create, { token: other.token, body })).status).toBe(200);
  });

  it("creates an inactive branch without an address or place", async () => {
    const shop = await createShop(t);
    const { address: _address, ...withoutAddress } = branchBody();
    const res = await t.api.call(create, { token: shop.token, body: { ...withoutAddress, active: false } });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      active: false,
      address: null,
      country_id: null,
      country_name: null,
      city_name: null,
    });
  });
});
