import { randomUUID } from "node:crypto";
import { authEndpoints, shopEndpoints, type ShopDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { usePlaces } from "../../../test/factories/location.js";
import { createShop, createStaffUser } from "../../../test/factories/shop.js";
import { createUpload } from "../../../test/factories/upload.js";
import { FORBIDDEN, itRefusesWithoutSession, refusalEnvelope, refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
const places = usePlaces(t);

const edit = shopEndpoints.edit;

const editBody = (overrides: Record<string, unknown> = {}) => ({
  shop_name: "Rafiq Auto Works",
  phone: "+92 300 7654321",
  email: "info@rafiq-auto.test",
  address: "45 Ferozepur Road",
  country_id: null,
  state_id: null,
  city_id: null,
  currency: "PKR",
  vat_rate: 12.5,
  logo: null,
  ...overrides,
});

async function shopOf(token: string): Promise<ShopDto> {
  const res = await t.api.call(authEndpoints.userInfo, { token });
  expect(res.status).toBe(200);
  return res.body.result.shop;
}

describe("POST shop/shop-edit", () => {
  itRefusesWithoutSession(t, edit, () => ({ body: editBody() }));

  it("answers 400 naming the field, and changes nothing", async () => {
    const shop = await createShop(t);
    const before = await shopOf(shop.token);
    const refuse = refusalsOf(t, edit, { token: shop.token });
    await refuse(editBody({ vat_rate: 101 }), "vat_rate: must be at most 100");
    await refuse(editBody({ vat_rate: 150 }), "vat_rate: must be at most 100");
    await refuse(editBody({ vat_rate: null }), "vat_rate: is required");
    await refuse(editBody({ vat_rate: -1 }), "vat_rate: must be at least 0");
    await refuse(editBody({ vat_rate: 12.345 }), "vat_rate: must be a percent with at most two decimals");
    await refuse(editBody({ vat_rate: "15" }), "vat_rate: must be a percent with at most two decimals");
    await refuse(editBody({ email: "not-an-email" }), "email: must be a valid e-mail address");
    await refuse(editBody({ currency: "USD" }), "currency: must be PKR or SAR");
    await refuse(editBody({ shop_name: " " }), "shop_name: is required");
    await refuse(editBody({ phone: "12" }), "phone: must be a valid phone number");
    await refuse(editBody({ logo: "logo.png" }), "logo: must be a valid id");
    for (const time_zone of ["Mars/Olympus_Mons", "+03:00", "PKT", "", 3]) {
      await refuse(editBody({ time_zone }), "time_zone: must be a time zone such as Asia/Karachi");
    }
    expect(await shopOf(shop.token)).toEqual(before);
  });

  it("answers 400 when the address's state, city and country do not nest, and changes nothing", async () => {
    const shop = await createShop(t);
    const before = await shopOf(shop.token);
    const refuse = refusalsOf(t, edit, { token: shop.token }, (place: Record<string, unknown>) => editBody(place));
    await refuse(
      { country_id: places.pakistan, state_id: places.riyadhRegion },
      "state_id: is not a state of the chosen country",
    );
    await refuse(
      { country_id: places.pakistan, state_id: places.punjab, city_id: places.karachi },
      "city_id: is not a city of the chosen state",
    );
    await refuse({ state_id: places.punjab }, "country_id: is required when a state is chosen");
    await refuse(
      { country_id: places.pakistan, city_id: places.lahore },
      "state_id: is required when a city is chosen",
    );
    await refuse({ country_id: randomUUID() }, "country_id: is not a known country");
    expect(await shopOf(shop.token)).toEqual(before);
  });

  it("answers 403 for a user without store_settings.edit, and changes nothing", async () => {
    const shop = await createShop(t);
    const before = await shopOf(shop.token);
    const staff = await createStaffUser(t, shop.shopId);
    const res = await t.api.call(edit, { token: staff.token, body: editBody() });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await shopOf(shop.token)).toEqual(before);
  });

  it("answers 404 for a logo uploaded by another shop, and changes nothing", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const before = await shopOf(shop.token);
    const foreignLogo = await createUpload(t, other.token);
    const res = await t.api.call(edit, {
      token: shop.token,
      body: editBody({ shop_name: "Borrowed Logo", logo: foreignLogo }),
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(refusalEnvelope(404, "Logo image not found"));
    expect(await shopOf(shop.token)).toEqual(before);
    const unknown = await t.api.call(edit, { token: shop.token, body: editBody({ logo: randomUUID() }) });
    expect(unknown.status).toBe(404);
  });

  it("answers 403 without the CSRF header", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(edit, { token: shop.token, body: editBody(), withoutCsrf: true });
    expect(res.status).toBe(403);
    expect((await shopOf(shop.token)).shop_name).not.toBe("Rafiq Auto Works");
  });

  it("saves every field, keeps VAT 12.5 exactly, and the user info shows the new values", async () => {
    const shop = await createShop(t, { currency: "PKR" });
    const res = await t.api.call(edit, {
      token: shop.token,
      body: editBody({
        email: "Info@Rafiq-Auto.test",
        currency: "SAR",
        country_id: places.saudiArabia,
        state_id: places.riyadhRegion,
        city_id: places.riyadh,
      }),
    });
    expect(res.status).toBe(200);
    const expected: ShopDto = {
      _id: shop.shopId,
      shop_name: "Rafiq Auto Works",
      phone: "+92 300 7654321",
      email: "info@rafiq-auto.test",
      address: "45 Ferozepur Road",
      country_id: places.saudiArabia,
      state_id: places.riyadhRegion,
      city_id: places.riyadh,
      currency: "SAR",
      vat_rate: 12.5,
      logo: null,
      vat_number: null,
      time_zone: "Asia/Karachi",
      country_code: "SA",
    };
    expect(res.body.result).toEqual(expected);
    expect(await shopOf(shop.token)).toEqual(expected);
  });

  it("keeps a two-decimal VAT rate exact", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(edit, { token: shop.token, body: editBody({ vat_rate: 17.35 }) });
    expect(res.body.result.vat_rate).toBe(17.35);
    expect((await shopOf(shop.token)).vat_rate).toBe(17.35);
  });

  it("starts a new shop at VAT 10 and refuses an edit that leaves a field out, changing nothing", async () => {
    const shop = await createShop(t);
    expect((await shopOf(shop.token)).vat_rate).toBe(10);
    await t.api.call(edit, { token: shop.token, body: editBody({ address: "Kept Road" }) });
    for (const field of ["vat_rate", "address", "logo", "country_id"] as const) {
      const { [field]: _left, ...partial } = editBody();
      const res = await t.api.call(edit, { token: shop.token, body: partial });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(new RegExp(`^${field}: `));
    }
    expect(await shopOf(shop.token)).toMatchObject({ vat_rate: 12.5, address: "Kept Road" });
    const zero = await t.api.call(edit, { token: shop.token, body: editBody({ vat_rate: 0 }) });
    expect(zero.body.result.vat_rate).toBe(0);
  });

  it("saves a Pakistani address and clears it again", async () => {
    const shop = await createShop(t);
    const placed = await t.api.call(edit, {
      token: shop.token,
      body: editBody({ country_id: places.pakistan, state_id: places.punjab, city_id: places.lahore }),
    });
    expect(placed.body.result).toMatchObject({
      country_id: places.pakistan,
      state_id: places.punjab,
      city_id: places.lahore,
    });
    const cleared = await t.api.call(edit, { token: shop.token, body: editBody({ address: null }) });
    expect(cleared.body.result).toMatchObject({ address: null, country_id: null, state_id: null, city_id: null });
    expect(await shopOf(shop.token)).toMatchObject({ address: null, country_id: null });
  });

  it("sets the shop's time zone, and keeps it when an edit leaves it out", async () => {
    const shop = await createShop(t);
    const saved = await t.api.call(edit, { token: shop.token, body: editBody({ time_zone: "Asia/Riyadh" }) });
    expect(saved.body.result.time_zone).toBe("Asia/Riyadh");
    await t.api.call(edit, { token: shop.token, body: editBody({ shop_name: "Renamed Works" }) });
    expect(await shopOf(shop.token)).toMatchObject({ shop_name: "Renamed Works", time_zone: "Asia/Riyadh" });
    const london = await t.api.call(edit, { token: shop.token, body: editBody({ time_zone: "Europe/London" }) });
    expect(london.body.result.time_zone).toBe("Europe/London");
  });

  it("saves the VAT number, keeps it when an edit leaves it out, and clears it with null", async () => {
    const shop = await createShop(t);
    const saved = await t.api.call(edit, { token: shop.token, body: editBody({ vat_number: " 300000000000003 " }) });
    expect(saved.body.result.vat_number).toBe("300000000000003");
    await t.api.call(edit, { token: shop.token, body: editBody({ shop_name: "Renamed Works" }) });
    expect(await shopOf(shop.token)).toMatchObject({ shop_name: "Renamed Works", vat_number: "300000000000003" });
    const long = await t.api.call(edit, { token: shop.token, body: editBody({ vat_number: "3".repeat(21) }) });
    expect(long.body.message).toBe("vat_number: is too long");
    const cleared = await t.api.call(edit, { token: shop.token, body: editBody({ vat_number: null }) });
    expect(cleared.body.result.vat_number).toBeNull();
  });

  it("saves the shop's own uploaded image as its logo, which stays readable", async () => {
    const shop = await createShop(t);
    const logo = await createUpload(t, shop.token);
    const res = await t.api.call(edit, { token: shop.token, body: editBody({ logo }) });
    expect(res.status).toBe(200);
    expect(res.body.result.logo).toBe(logo);
    expect((await shopOf(shop.token)).logo).toBe(logo);
    const image = await t.app.inject({
      method: "GET",
      url: `/customer/api/upload/${logo}`,
      headers: { authorization: `Bearer ${shop.token}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
  });
});
