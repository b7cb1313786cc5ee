import { authEndpoints, fleetAuthEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/app.js";
import { createCompany } from "../test/factories/fleet.js";
import { signupBody as fleetSignupBody } from "../test/factories/fleet-company.js";
import { usePlaces } from "../test/factories/location.js";
import { TEST_PASSWORD, createShop } from "../test/factories/shop.js";
import { latestMailTo } from "../test/mail.js";
import { invalidEnvelope } from "../test/refusals.js";

const t = useTestApp();
const places = usePlaces(t);

const COMMON = "is one of the most common passwords: choose one that is harder to guess";
/** What the attack and fault test got accepted; any case counts, and so do spaces around. */
const weak = [
  { password: "password", refusal: COMMON },
  { password: "12345678", refusal: COMMON },
  { password: " Qwertyuiop ", refusal: COMMON },
  { password: "pitlane-demo", refusal: COMMON },
  { password: " ".repeat(8), refusal: "must not be only spaces" },
];

/** Asks for a reset link and returns its token, from the mail the user got. */
async function resetToken(endpoint: typeof authEndpoints.forgotPassword, email: string): Promise<string> {
  expect((await t.api.call(endpoint, { body: { email } })).status).toBe(200);
  const token = (await latestMailTo(t, email))?.text.match(/reset-password\/([\w-]+)/)?.[1];
  if (!token) throw new Error("no reset link in the mail");
  return token;
}

describe("new passwords refused for being common, or only spaces", () => {
  it("at the shop's sign-up, creating nothing", async () => {
    const body = {
      shop_name: "Rafiq Auto Works",
      name: "Rafiq Ahmed",
      email: "weak-password@shop.test",
      phone: "+92 300 7654321",
      currency: "PKR",
      country_id: places.pakistan,
    };
    for (const { password, refusal } of weak) {
      const res = await t.api.call(authEndpoints.signup, { body: { ...body, password } });
      expect(res.body, password).toEqual(invalidEnvelope(`password: ${refusal}`));
    }
    // The e-mail is still free: none of the refused sign-ups made an account.
    expect((await t.api.call(authEndpoints.signup, { body: { ...body, password: "a-good-password" } })).status).toBe(
      200,
    );
  });

  it("at the fleet portal's sign-up", async () => {
    for (const { password, refusal } of weak) {
      const res = await t.api.call(fleetAuthEndpoints.signup, {
        body: fleetSignupBody(places, { password, confirm_password: password }),
      });
      expect(res.body, password).toEqual(invalidEnvelope(`password: ${refusal}`));
    }
  });

  it("at the fleet portal's change of password, keeping the old one", async () => {
    const company = await createCompany(t);
    for (const { password, refusal } of weak) {
      const res = await t.api.call(fleetAuthEndpoints.changePassword, {
        token: company.token,
        body: { current_password: TEST_PASSWORD, new_password: password, confirm_password: password },
      });
      expect(res.body, password).toEqual(invalidEnvelope(`new_password: ${refusal}`));
    }
    const login = await t.api.call(fleetAuthEndpoints.login, {
      body: { email: company.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it("at the shop's reset, leaving the link usable for a good one", async () => {
    const shop = await createShop(t);
    const token = await resetToken(authEndpoints.forgotPassword, shop.email);
    for (const { password, refusal } of weak) {
      const res = await t.api.call(authEndpoints.resetPassword, { body: { token, password } });
      expect(res.body, password).toEqual(invalidEnvelope(`password: ${refusal}`));
    }
    const good = await t.api.call(authEndpoints.resetPassword, { body: { token, password: "a-good-password" } });
    expect(good.status).toBe(200);
  });

  it("at the fleet portal's reset", async () => {
    const company = await createCompany(t);
    const token = await resetToken(fleetAuthEndpoints.forgotPassword, company.email);
    for (const { password, refusal } of weak) {
      const res = await t.api.call(fleetAuthEndpoints.resetPassword, { body: { token, password } });
      expect(res.body, password).toEqual(invalidEnvelope(`password: ${refusal}`));
    }
    const good = await t.api.call(fleetAuthEndpoints.resetPassword, { body: { token, password: "a-good-password" } });
    expect(good.status).toBe(200);
  });
});
