import { randomUUID } from "node:crypto";
import { branchEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { usePlaces } from "../../../test/factories/location.js";
import { branchBody, createBranch, createShop, createStaffUser } from "../../../test/factories/shop.js";
import { listTotal } from "../../../test/lists.js";
import { refusalEnvelope, refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
const places = usePlaces(t);

const { get, create, update, remove, list } = branchEndpoints;

describe("PATCH shop-branch/update-shop-branch/:id", () => {
  it("answers 401 without a session", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId);
    const res = await t.api.call(update, { params: { id: branch.id }, body: { phone: "+92 42 37654321" } });
    expect(res.status).toBe(401);
  });

  it("answers 400 naming the field, and changes nothing", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId, {
      branchNameEnglish: "Unchanged",
      countryId: places.pakistan,
      stateId: places.punjab,
    });
    const refuse = refusalsOf(t, update, { token: shop.token, params: { id: branch.id } });
    await refuse({ phone: "not a phone" }, "phone: must be a valid phone number");
    await refuse({ phone: "2255913" }, "phone: must be a valid phone number");
    await refuse({ branch_name_english: "" }, "branch_name_english: is required");
    await refuse({ active: "false" }, "active: must be true or false");
    await refuse({ state_id: "punjab" }, "state_id: must be a valid id");
    // A new country with the kept state: the address is checked as it will be after the change.
    await refuse({ country_id: places.saudiArabia }, "state_id: is not a state of the chosen country");
    await refuse({ city_id: places.riyadh }, "city_id: is not a city of the chosen state");
    const after = await t.api.call(get, { token: shop.token, params: { id: branch.id } });
    expect(after.body.result).toMatchObject({
      branch_name_english: "Unchanged",
      phone: "+92 42 35761111",
      country_name: "Pakistan",
      city_id: null,
    });
  });

  it("answers 403 for a user without branches.edit, and changes nothing", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId, { branchNameEnglish: "Kept" });
    const staff = await createStaffUser(t, shop.shopId);
    const res = await t.api.call(update, {
      token: staff.token,
      params: { id: branch.id },
      body: { branch_name_english: "Renamed" },
    });
    expect(res.status).toBe(403);
    const after = await t.api.call(get, { token: shop.token, params: { id: branch.id } });
    expect(after.body.result.branch_name_english).toBe("Kept");
  });

  it("answers 404 for another shop's branch and leaves it unchanged", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const foreign = await createBranch(t, other.shopId, { branchNameEnglish: "Theirs" });
    const res = await t.api.call(update, {
      token: shop.token,
      params: { id: foreign.id },
      body: { branch_name_english: "Mine now" },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(refusalEnvelope(404, "Branch not found"));
    const after = await t.api.call(get, { token: other.token, params: { id: foreign.id } });
    expect(after.body.result.branch_name_english).toBe("Theirs");
  });

  it("answers 404 for an unknown id", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(update, {
      token: shop.token,
      params: { id: randomUUID() },
      body: { phone: "+92 42 37654321" },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Branch not found");
  });

  it("changes only the named fields: an inactive branch stays inactive and keeps its address", async () => {
    const shop = await createShop(t);
    const created = await t.api.call(create, {
      token: shop.token,
      body: branchBody({ active: false, country_id: places.pakistan, state_id: places.punjab, city_id: places.lahore }),
    });
    const id = created.body.result._id;
    const res = await t.api.call(update, { token: shop.token, params: { id }, body: { phone: "+92 42 37654321" } });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ ...created.body.result, phone: "+92 42 37654321" });
    const after = await t.api.call(get, { token: shop.token, params: { id } });
    expect(after.body.result).toEqual(res.body.result);
    expect(after.body.result.active).toBe(false);
  });

  it("reactivates, renames and moves a branch when asked", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId, {
      active: false,
      countryId: places.pakistan,
      stateId: places.punjab,
      cityId: places.lahore,
    });
    const res = await t.api.call(update, {
      token: shop.token,
      params: { id: branch.id },
      body: {
        active: true,
        branch_name_arabic: "فرع الرياض",
        country_id: places.saudiArabia,
        state_id: places.riyadhRegion,
        city_id: places.riyadh,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      active: true,
      branch_name_english: branch.branchNameEnglish,
      branch_name_arabic: "فرع الرياض",
      country_name: "Saudi Arabia",
      state_name: "Riyadh",
      city_name: "Riyadh",
    });
    const listed = await t.api.call(list, { token: shop.token, query: { status: "active" } });
    expect(listed.body.result.items.map((b) => b._id)).toEqual([branch.id]);
  });

  it("answers 409 for a name another branch of the shop has, and keeps the branch; its own name recased is fine", async () => {
    const shop = await createShop(t);
    await createBranch(t, shop.shopId, { branchNameEnglish: "Mall Road" });
    const branch = await createBranch(t, shop.shopId, { branchNameEnglish: "Gulberg" });
    const res = await t.api.call(update, {
      token: shop.token,
      params: { id: branch.id },
      body: { branch_name_english: " mall road" },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(refusalEnvelope(409, "A branch with this name already exists"));
    const kept = await t.api.call(get, { token: shop.token, params: { id: branch.id } });
    expect(kept.body.result.branch_name_english).toBe("Gulberg");
    const recased = await t.api.call(update, {
      token: shop.token,
      params: { id: branch.id },
      body: { branch_name_english: "GULBERG" },
    });
    expect(recased.body.result.branch_name_english).toBe("GULBERG");
  });

  it("clears the address and the place when they are sent as null", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId, {
      address: "Old address",
      countryId: places.pakistan,
      stateId: places.punjab,
    });
    const res = await t.api.call(update, {
      token: shop.token,
      params: { id: branch.id },
      body: { address: null, country_id: null, state_id: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      address: null,
      country_id: null,
      state_id: null,
      country_name: null,
      state_name: null,
    });
  });
});

describe("POST shop-branch/delete", () => {
  it("answers 401 without a session", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId);
    const res = await t.api.call(remove, { body: { id: branch.id } });
    expect(res.status).toBe(401);
    expect(await listTotal(t, list, shop.token)).toBe(1);
  });

  it("answers 400 naming id when it is missing or not a uuid", async () => {
    const shop = await createShop(t);
    const bad = await t.api.call(remove, { token: shop.token, body: { id: "first" } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(refusalEnvelope(400, "id: must be a valid id"));
    const missing = await t.api.call(remove, { token: shop.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^id: /);
  });

  it("answers 403 for a user without branches.delete, and keeps the branch", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId);
    const staff = await createStaffUser(t, shop.shopId);
    const res = await t.api.call(remove, { token: staff.token, body: { id: branch.id } });
    expect(res.status).toBe(403);
    expect((await t.api.call(get, { token: shop.token, params: { id: branch.id } })).status).toBe(200);
  });

  it("answers 404 for another shop's branch and keeps it", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const foreign = await createBranch(t, other.shopId);
    const res = await t.api.call(remove, { token: shop.token, body: { id: foreign.id } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(refusalEnvelope(404, "Branch not found"));
    expect((await t.api.call(get, { token: other.token, params: { id: foreign.id } })).status).toBe(200);
  });

  it("deletes the branch: gone from get and list, and 404 the second time", async () => {
    const shop = await createShop(t);
    const doomed = await createBranch(t, shop.shopId);
    const kept = await createBranch(t, shop.shopId);
    const res = await t.api.call(remove, { token: shop.token, body: { id: doomed.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error_code: 200, message: "OK", result: null });
    expect((await t.api.call(get, { token: shop.token, params: { id: doomed.id } })).status).toBe(404);
    const listed = await t.api.call(list, { token: shop.token });
    expect(listed.body.result.items.map((b) => b._id)).toEqual([kept.id]);
    const again = await t.api.call(remove, { token: shop.token, body: { id: doomed.id } });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Branch not found");
  });
});
