import { randomUUID } from "node:crypto";
import { supplierEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { lahoreNames, usePlaces } from "../../../test/factories/location.js";
import { createShop, createStaffUser } from "../../../test/factories/shop.js";
import { addSupplier, insertSupplier, supplierBody } from "../../../test/factories/supplier.js";
import { listTotal } from "../../../test/lists.js";
import {
  FORBIDDEN,
  itRefusesLikeEveryGet,
  itRefusesWithoutSession,
  notFoundEnvelope,
  refusalEnvelope,
  refusalsOf,
} from "../../../test/refusals.js";

const t = useTestApp();
const places = usePlaces(t);
const { get, create, update, remove, list } = supplierEndpoints;

/** What the detail adds for a supplier no stock order names (stock-order-receive.test.ts owes it more). */
const NOTHING_OWED = { owed: 0, open_orders: 0 };

describe("GET supplier/get/:id", () => {
  itRefusesLikeEveryGet(t, get, {
    entity: "Supplier",
    permission: "suppliers.view",
    create: (shopId) => insertSupplier(t, shopId),
  });

  it("returns the supplier as it was added", async () => {
    const shop = await createShop(t);
    const added = await addSupplier(t, shop.token);
    const res = await t.api.call(get, { token: shop.token, params: { id: added._id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ ...added, ...NOTHING_OWED });
  });
});

describe("POST supplier/add-supplier", () => {
  itRefusesWithoutSession(t, create, () => ({ body: supplierBody() }));

  it("answers 400 naming the field, and adds nothing", async () => {
    const shop = await createShop(t);
    const refuse = refusalsOf(t, create, { token: shop.token });
    const { name: _name, ...withoutName } = supplierBody();
    await refuse(withoutName, "name: is required");
    await refuse(supplierBody({ name: "   " }), "name: is required");
    await refuse(supplierBody({ phone: "call me" }), "phone: must be a valid phone number");
    await refuse(supplierBody({ email: "orders at lubricants" }), "email: must be a valid e-mail address");
    await refuse(supplierBody({ payment_terms_days: 30.5 }), "payment_terms_days: must be a whole number");
    await refuse(supplierBody({ payment_terms_days: -1 }), "payment_terms_days: must be at least 0");
    await refuse(supplierBody({ payment_terms_days: 366 }), "payment_terms_days: must be at most 365");
    await refuse(supplierBody({ notes: "x".repeat(1001) }), "notes: is too long");
    await refuse(supplierBody({ country_id: "Pakistan" }), "country_id: must be a valid id");
    await refuse(supplierBody({ active: "yes" }), "active: must be true or false");
    await refuse(supplierBody({ rating: 5 }), "rating: is not a field this request takes");
    expect(await listTotal(t, list, shop.token)).toBe(0);
  });

  it("answers 400 when the city is not in the chosen state, and adds nothing", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(create, {
      token: shop.token,
      body: supplierBody({ country_id: places.pakistan, state_id: places.punjab, city_id: places.karachi }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("city_id: is not a city of the chosen state");
    expect(await listTotal(t, list, shop.token)).toBe(0);
  });

  it("answers 403 for a user without suppliers.add, and adds nothing", async () => {
    const shop = await createShop(t);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["suppliers.view", "suppliers.edit"] });
    const res = await t.api.call(create, { token: staff.token, body: supplierBody() });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await listTotal(t, list, shop.token)).toBe(0);
  });

  it("adds an active supplier with its phone in the shop's country, trimmed texts and its place names", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(create, {
      token: shop.token,
      body: supplierBody({
        name: "  Badami Bagh Spares  ",
        email: "Orders@Badami.TEST",
        country_id: places.pakistan,
        state_id: places.punjab,
        city_id: places.lahore,
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      _id: expect.any(String),
      name: "Badami Bagh Spares",
      contact_person: "Imran Qureshi",
      phone: "+92 300 1234567",
      email: "orders@badami.test",
      address: "12 Badami Bagh",
      ...lahoreNames(places),
      tax_number: "1234567-8",
      payment_terms_days: 30,
      notes: "Delivers on Tuesdays",
      active: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it("takes only a name: the rest is none, and an empty e-mail or phone is none too", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(create, { token: shop.token, body: { name: "Walk-in parts", email: "", phone: "" } });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      name: "Walk-in parts",
      contact_person: null,
      phone: null,
      email: null,
      country_id: null,
      payment_terms_days: null,
      active: true,
    });
  });

  it("answers 409 for a name another supplier of the shop has, in any case; another shop may use it", async () => {
    const shop = await createShop(t);
    await addSupplier(t, shop.token, { name: "Atlas Batteries" });
    const res = await t.api.call(create, { token: shop.token, body: supplierBody({ name: " ATLAS batteries " }) });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(refusalEnvelope(409, "A supplier with this name already exists"));
    expect(await listTotal(t, list, shop.token)).toBe(1);
    const other = await createShop(t);
    expect(
      (await t.api.call(create, { token: other.token, body: supplierBody({ name: "Atlas Batteries" }) })).status,
    ).toBe(200);
  });
});

describe("PATCH supplier/update-supplier/:id", () => {
  itRefusesWithoutSession(t, update, async (shop) => ({
    params: { id: (await addSupplier(t, shop.token))._id },
    body: { name: "Renamed" },
  }));

  it("answers 404 for another shop's supplier and for an unknown id, and changes nothing", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const theirs = await addSupplier(t, other.token);
    for (const id of [theirs._id, randomUUID()]) {
      const res = await t.api.call(update, { token: shop.token, params: { id }, body: { name: "Mine now" } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFoundEnvelope("Supplier"));
    }
    const read = await t.api.call(get, { token: other.token, params: { id: theirs._id } });
    expect(read.body.result.name).toBe(theirs.name);
  });

  it("changes only the fields sent, keeping the country when only the state and city change", async () => {
    const shop = await createShop(t);
    const added = await addSupplier(t, shop.token, {
      country_id: places.pakistan,
      state_id: places.punjab,
      city_id: places.lahore,
    });
    const res = await t.api.call(update, {
      token: shop.token,
      params: { id: added._id },
      body: { payment_terms_days: null, state_id: places.sindh, city_id: places.karachi, active: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      name: added.name,
      email: added.email,
      payment_terms_days: null,
      country_id: places.pakistan,
      state_id: places.sindh,
      city_id: places.karachi,
      city_name: "Karachi",
      active: false,
    });
    const read = await t.api.call(get, { token: shop.token, params: { id: added._id } });
    expect(read.body.result).toEqual({ ...res.body.result, ...NOTHING_OWED });
  });

  it("answers 400 for a city outside the kept state, 409 for another supplier's name, and changes nothing", async () => {
    const shop = await createShop(t);
    await addSupplier(t, shop.token, { name: "Atlas Batteries" });
    const added = await addSupplier(t, shop.token, {
      country_id: places.pakistan,
      state_id: places.punjab,
      city_id: places.lahore,
    });
    const outside = await t.api.call(update, {
      token: shop.token,
      params: { id: added._id },
      body: { city_id: places.karachi },
    });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe("city_id: is not a city of the chosen state");
    const taken = await t.api.call(update, {
      token: shop.token,
      params: { id: added._id },
      body: { name: "atlas batteries" },
    });
    expect(taken.status).toBe(409);
    const read = await t.api.call(get, { token: shop.token, params: { id: added._id } });
    expect(read.body.result).toEqual({ ...added, ...NOTHING_OWED });
  });

  it("answers 403 for a user without suppliers.edit, and changes nothing", async () => {
    const shop = await createShop(t);
    const added = await addSupplier(t, shop.token);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["suppliers.view", "suppliers.add"] });
    const res = await t.api.call(update, { token: staff.token, params: { id: added._id }, body: { name: "Mine" } });
    expect(res.status).toBe(403);
    const read = await t.api.call(get, { token: shop.token, params: { id: added._id } });
    expect(read.body.result.name).toBe(added.name);
  });
});

describe("POST supplier/delete", () => {
  itRefusesWithoutSession(t, remove, async (shop) => ({ body: { id: (await addSupplier(t, shop.token))._id } }));

  it("erases the supplier, which is then not found", async () => {
    const shop = await createShop(t);
    const added = await addSupplier(t, shop.token);
    const res = await t.api.call(remove, { token: shop.token, body: { id: added._id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toBeNull();
    const read = await t.api.call(get, { token: shop.token, params: { id: added._id } });
    expect(read.status).toBe(404);
    expect(read.body).toEqual(notFoundEnvelope("Supplier"));
    expect(await listTotal(t, list, shop.token)).toBe(0);
  });

  it("answers 404 for another shop's supplier, 400 for a bad id, 403 without suppliers.delete, erasing nothing", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const theirs = await addSupplier(t, other.token);
    const notMine = await t.api.call(remove, { token: shop.token, body: { id: theirs._id } });
    expect(notMine.status).toBe(404);
    const badId = await t.api.call(remove, { token: shop.token, body: { id: "42" } });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe("id: must be a valid id");
    const staff = await createStaffUser(t, other.shopId, { permissions: ["suppliers.view", "suppliers.edit"] });
    const forbidden = await t.api.call(remove, { token: staff.token, body: { id: theirs._id } });
    expect(forbidden.status).toBe(403);
    expect(await listTotal(t, list, other.token)).toBe(1);
  });
});
