import { randomUUID } from "node:crypto";
import { authEndpoints, shopEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, shopUsers } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { findCountry, usePlaces } from "../../../test/factories/location.js";
import { TEST_PASSWORD, createShop } from "../../../test/factories/shop.js";
import { createUpload } from "../../../test/factories/upload.js";
import { refusalEnvelope, UNAUTHENTICATED } from "../../../test/refusals.js";

const t = useTestApp();
const places = usePlaces(t);

const signupBody = (email: string) => ({
  shop_name: "Rafiq Auto Works",
  name: "Rafiq Ahmed",
  email,
  phone: "+92 300 7654321",
  password: "a-good-password",
  currency: "SAR",
  country_id: places.saudiArabia,
});

describe("POST shop-signup", () => {
  it("answers 400 naming the bad field", async () => {
    const short = await t.api.call(authEndpoints.signup, { body: { ...signupBody("a@b.test"), password: "short" } });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject(refusalEnvelope(400, "password: must be at least 8 characters"));
    const email = await t.api.call(authEndpoints.signup, { body: { ...signupBody("not-an-email") } });
    expect(email.body.message).toBe("email: must be a valid e-mail address");
    const currency = await t.api.call(authEndpoints.signup, { body: { ...signupBody("c@d.test"), currency: "USD" } });
    expect(currency.body.message).toBe("currency: must be PKR or SAR");
    const missing = await t.api.call(authEndpoints.signup, { body: { email: "x@y.test" } });
    expect(missing.body.message).toMatch(/^shop_name: is required$/);
    const { country_id: _none, ...withoutCountry } = signupBody("e@f.test");
    const noCountry = await t.api.call(authEndpoints.signup, { body: withoutCountry });
    expect(noCountry.body).toMatchObject(refusalEnvelope(400, "country_id: is required"));
    const unknown = await t.api.call(authEndpoints.signup, {
      body: { ...signupBody("g@h.test"), country_id: randomUUID() },
    });
    expect(unknown.body).toMatchObject(refusalEnvelope(400, "country_id: is not a known country"));
  });

  it("refuses a state-changing request without the CSRF header", async () => {
    const res = await t.api.call(authEndpoints.signup, { body: signupBody("csrf@example.test"), withoutCsrf: true });
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe(403);
    expect(res.headers["set-cookie"]).toMatch(/XSRF-TOKEN=.+; Path=\/; SameSite=Strict/);
  });

  it("creates the shop and its owner and signs in", async () => {
    const res = await t.api.call(authEndpoints.signup, { body: signupBody("Rafiq@Example.test") });
    expect(res.status).toBe(200);
    expect(res.body.result.user).toMatchObject({ name: "Rafiq Ahmed", email: "rafiq@example.test", is_owner: true });
    expect(res.body.result.user).not.toHaveProperty("password_hash");
    expect(res.body.result.shop).toMatchObject({ shop_name: "Rafiq Auto Works", currency: "SAR", vat_rate: 10 });
    const info = await t.api.call(authEndpoints.userInfo, { token: res.body.result.token });
    expect(info.body.result.shop.currency).toBe("SAR");
  });

  it("stores the phone as E.164, read in the chosen country, and refuses one that cannot be a phone there", async () => {
    const body = { ...signupBody("jeddah@example.test"), phone: "050 123 4567" };
    const res = await t.api.call(authEndpoints.signup, { body });
    expect(res.body.result.user.phone).toBe("+966 50 123 4567");
    const settings = await t.api.call(shopEndpoints.get, { token: res.body.result.token });
    expect(settings.body.result.phone).toBe("+966 50 123 4567");
    const [owner] = await t.db.select().from(shopUsers).where(eq(shopUsers.email, "jeddah@example.test"));
    expect(owner?.phone).toBe("+966501234567");
    const refused = await t.api.call(authEndpoints.signup, {
      body: { ...body, email: "x@example.test", phone: "2255913" },
    });
    expect(refused.body).toMatchObject(refusalEnvelope(400, "phone: must be a valid phone number"));
    expect(await t.db.select().from(shopUsers).where(eq(shopUsers.email, "x@example.test"))).toEqual([]);
  });

  it("starts the shop's wall clock on its country's zone, and answers the country for its weekend", async () => {
    const saudi = await t.api.call(authEndpoints.signup, { body: signupBody("riyadh@example.test") });
    const expected = { country_code: "SA", time_zone: "Asia/Riyadh" };
    expect(saudi.body.result.shop).toMatchObject(expected);
    const info = await t.api.call(authEndpoints.userInfo, { token: saudi.body.result.token });
    expect(info.body.result.shop).toMatchObject(expected);
    const settings = await t.api.call(shopEndpoints.get, { token: saudi.body.result.token });
    expect(settings.body.result).toMatchObject({ ...expected, country_id: places.saudiArabia });
    for (const [country, time_zone, country_code] of [
      ["Pakistan", "Asia/Karachi", "PK"],
      ["United Kingdom", "Europe/London", "GB"],
    ] as const) {
      const body = { ...signupBody(`${country_code}@example.test`), country_id: await findCountry(t, country) };
      const res = await t.api.call(authEndpoints.signup, { body });
      expect(res.body.result.shop).toMatchObject({ time_zone, country_code });
    }
  });

  it("is rate limited per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= t.config.limits.signupsPerMinute; i++) {
      const body = signupBody(`many-${i}@example.test`);
      statuses.push((await t.api.call(authEndpoints.signup, { body, remoteAddress: "10.7.7.7" })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(
      (
        await t.api.call(authEndpoints.signup, {
          body: signupBody("other-address@example.test"),
          remoteAddress: "10.7.7.8",
        })
      ).status,
    ).toBe(200);
  });

  it("answers 409 for an e-mail already registered", async () => {
    const res = await t.api.call(authEndpoints.signup, { body: signupBody("rafiq@example.test") });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("An account with this e-mail already exists");
  });
});

describe("POST login-shop-dashboard", () => {
  it("signs in with the right password", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(authEndpoints.login, { body: { email: shop.email, password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.result.token).toMatch(/^[\w-]{40,}$/);
    expect(res.body.result.user.email).toBe(shop.email);
  });

  it("answers the same 401 for a wrong password and an unknown e-mail", async () => {
    const shop = await createShop(t);
    const wrong = await t.api.call(authEndpoints.login, { body: { email: shop.email, password: "wrong-password" } });
    const unknown = await t.api.call(authEndpoints.login, {
      body: { email: "nobody@example.test", password: "whatever1" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe("Invalid e-mail or password");
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it("answers 429 after more than 10 failures a minute for one e-mail and address", async () => {
    const shop = await createShop(t);
    const attempt = (password: string, remoteAddress = "10.1.1.1") =>
      t.api.call(authEndpoints.login, { body: { email: shop.email, password }, remoteAddress });
    for (let i = 0; i < 10; i++) expect((await attempt("wrong-password")).status).toBe(401);
    const limited = await attempt("wrong-password");
    expect(limited.status).toBe(429);
    expect(limited.body.error_code).toBe(429);
    // The window is a minute: the caller learns when to try again.
    const wait = Number(limited.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect((await attempt(TEST_PASSWORD)).status).toBe(429);
    expect((await attempt(TEST_PASSWORD, "10.1.1.2")).status).toBe(200);
  });

  it("holds the limit against many guesses sent at once", async () => {
    const shop = await createShop(t);
    const guesses = Array.from({ length: 30 }, (_, i) =>
      t.api.call(authEndpoints.login, {
        body: { email: shop.email, password: `guess-${i}-pass` },
        remoteAddress: "10.1.1.3",
      }),
    );
    const statuses = (await Promise.all(guesses)).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });
});

describe("sessions", () => {
  it("answers 401 without a token or with an unknown one", async () => {
    const none = await t.api.call(authEndpoints.userInfo);
    expect(none.status).toBe(401);
    expect(none.body).toEqual(UNAUTHENTICATED);
    const unknown = await t.api.call(authEndpoints.userInfo, { token: "not-a-real-token" });
    expect(unknown.status).toBe(401);
  });

  it("ends a session past its absolute lifetime", async () => {
    const shop = await createShop(t);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, shop.userId));
    const res = await t.api.call(authEndpoints.userInfo, { token: shop.token });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Your session has expired. Please log in again to continue.");
  });

  it("ends a session idle for longer than the idle limit", async () => {
    const shop = await createShop(t);
    const idle = new Date(Date.now() - (t.config.session.idleMinutes + 1) * 60_000);
    await t.db.update(sessions).set({ lastSeenAt: idle }).where(eq(sessions.userId, shop.userId));
    expect((await t.api.call(authEndpoints.userInfo, { token: shop.token })).status).toBe(401);
  });

  it("rotates an old token, returns the new one in the body and lets the old one go after a grace", async () => {
    const shop = await createShop(t);
    const old = new Date(Date.now() - (t.config.session.rotateMinutes + 1) * 60_000);
    await t.db.update(sessions).set({ rotatedAt: old }).where(eq(sessions.userId, shop.userId));
    const rotated = await t.api.call(authEndpoints.userInfo, { token: shop.token });
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.token;
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(shop.token);
    const withNew = await t.api.call(authEndpoints.userInfo, { token: fresh });
    expect(withNew.status).toBe(200);
    expect(withNew.body.token).toBeUndefined();
    expect((await t.api.call(authEndpoints.userInfo, { token: shop.token })).status).toBe(200);
    await t.db
      .update(sessions)
      .set({ rotatedAt: new Date(Date.now() - 120_000) })
      .where(eq(sessions.userId, shop.userId));
    expect((await t.api.call(authEndpoints.userInfo, { token: shop.token })).status).toBe(401);
    expect((await t.api.call(authEndpoints.userInfo, { token: fresh })).status).toBe(200);
  });

  it("does not rotate on an image download, whose answer has no envelope to carry the new token", async () => {
    const shop = await createShop(t);
    const logo = await createUpload(t, shop.token);
    const old = new Date(Date.now() - (t.config.session.rotateMinutes + 1) * 60_000);
    await t.db.update(sessions).set({ rotatedAt: old }).where(eq(sessions.userId, shop.userId));
    // Aged behind the server's back (the upload cached the session): it reads the row again.
    t.sessions.forgetUser(shop.userId);
    const image = await t.app.inject({
      method: "GET",
      url: `/customer/api/upload/${logo}`,
      headers: { authorization: `Bearer ${shop.token}` },
    });
    expect(image.statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, shop.userId));
    expect(row?.rotatedAt.getTime()).toBe(old.getTime());
    expect((await t.api.call(authEndpoints.userInfo, { token: shop.token })).body.token).toBeDefined();
  });

  it("logout ends the session", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(authEndpoints.logout, { token: shop.token });
    expect(res.status).toBe(200);
    expect((await t.api.call(authEndpoints.userInfo, { token: shop.token })).status).toBe(401);
  });

  it("logout takes an empty JSON body, as some clients send one", async () => {
    const shop = await createShop(t);
    const res = await t.app.inject({
      method: "POST",
      url: authEndpoints.logout.path,
      headers: {
        authorization: `Bearer ${shop.token}`,
        "content-type": "application/json",
        cookie: "XSRF-TOKEN=x",
        "x-xsrf-token": "x",
      },
      payload: "",
    });
    expect(res.statusCode).toBe(200);
    expect((await t.api.call(authEndpoints.userInfo, { token: shop.token })).status).toBe(401);
  });

  it("keeps signed-in answers out of caches", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(authEndpoints.userInfo, { token: shop.token });
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});
