import type { ShopSession } from "./session-store";

/** A signed-in session as the server would hand it out, for unit tests of the session and API client. */
export const testSession = (token = "token-1", shopName = "Crescent"): ShopSession => ({
  token,
  user: {
    _id: "u1",
    name: "Sara",
    email: "sara@example.test",
    phone: "+923001234567",
    is_owner: true,
    permissions: [],
  },
  shop: {
    _id: "s1",
    shop_name: shopName,
    phone: "+923001234567",
    email: "shop@example.test",
    address: null,
    country_id: null,
    state_id: null,
    city_id: null,
    currency: "PKR",
    vat_rate: 10,
    logo: null,
    vat_number: null,
    time_zone: "Asia/Karachi",
    country_code: "PK",
  },
});
