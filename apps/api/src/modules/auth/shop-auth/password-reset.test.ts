import fs from "node:fs";
import { authEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordResetTokens } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { TEST_PASSWORD, createShop } from "../../../test/factories/shop.js";
import { latestMailTo } from "../../../test/mail.js";

const t = useTestApp();

async function requestResetToken(email: string): Promise<string> {
  const res = await t.api.call(authEndpoints.forgotPassword, { body: { email } });
  expect(res.status).toBe(200);
  const mail = await latestMailTo(t, email);
  const token = mail?.text.match(/\/reset-password\/([\w-]+)/)?.[1];
  if (!token) throw new Error("no reset link in the mail");
  return token;
}

describe("POST customer-forgot-password", () => {
  it("answers 400 for a malformed e-mail", async () => {
    const res = await t.api.call(authEndpoints.forgotPassword, { body: { email: "nope" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("email: must be a valid e-mail address");
  });

  it("answers 200 for an unknown e-mail and sends nothing", async () => {
    const res = await t.api.call(authEndpoints.forgotPassword, { body: { email: "ghost@example.test" } });
    expect(res.status).toBe(200);
    expect(await latestMailTo(t, "ghost@example.test")).toBeUndefined();
  });

  it("mails a reset link to a real user, kept in the outbox and as an .eml file", async () => {
    const shop = await createShop(t);
    await requestResetToken(shop.email);
    const mail = await latestMailTo(t, shop.email);
    expect(mail?.subject).toBe("Reset your Pitlane password");
    expect(mail?.text).toContain(`${t.config.publicUrl}/reset-password/`);
    expect(mail?.filePath).toMatch(/[/\\]mail[/\\].+\.eml$/);
    const eml = fs.readFileSync(mail?.filePath ?? "", "utf8");
    expect(eml).toContain(`To: ${shop.email}`);
    expect(eml).toContain("Subject: Reset your Pitlane password");
  });

  it("is rate limited", async () => {
    const shop = await createShop(t);
    const statuses: number[] = [];
    for (let i = 0; i <= t.config.limits.forgotPasswordPerMinute; i++) {
      statuses.push(
        (await t.api.call(authEndpoints.forgotPassword, { body: { email: shop.email }, remoteAddress: "10.9.9.9" }))
          .status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
  });
});

describe("POST reset-customer-password", () => {
  it("answers 400 naming the field for a short password", async () => {
    const res = await t.api.call(authEndpoints.resetPassword, { body: { token: "x".repeat(43), password: "short" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("password: must be at least 8 characters");
  });

  it("sets the new password once, ends every session, and refuses the token a second time", async () => {
    const shop = await createShop(t);
    const token = await requestResetToken(shop.email);
    const reset = await t.api.call(authEndpoints.resetPassword, { body: { token, password: "brand-new-password" } });
    expect(reset.status).toBe(200);

    expect((await t.api.call(authEndpoints.userInfo, { token: shop.token })).status).toBe(401);
    const oldLogin = await t.api.call(authEndpoints.login, { body: { email: shop.email, password: TEST_PASSWORD } });
    expect(oldLogin.status).toBe(401);
    const newLogin = await t.api.call(authEndpoints.login, {
      body: { email: shop.email, password: "brand-new-password" },
    });
    expect(newLogin.status).toBe(200);

    const again = await t.api.call(authEndpoints.resetPassword, { body: { token, password: "another-password" } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("token: this reset link is invalid or has expired");
  });

  it("closes every other reset link of the user once one is used", async () => {
    const shop = await createShop(t);
    const first = await requestResetToken(shop.email);
    const second = await requestResetToken(shop.email);
    expect(
      (await t.api.call(authEndpoints.resetPassword, { body: { token: second, password: "brand-new-password" } }))
        .status,
    ).toBe(200);
    const stale = await t.api.call(authEndpoints.resetPassword, {
      body: { token: first, password: "attacker-password" },
    });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe("token: this reset link is invalid or has expired");
  });

  it("voids an unused link once a newer one is asked for: only the last one mailed works", async () => {
    const shop = await createShop(t);
    const first = await requestResetToken(shop.email);
    const second = await requestResetToken(shop.email);
    const stale = await t.api.call(authEndpoints.resetPassword, {
      body: { token: first, password: "brand-new-password" },
    });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe("token: this reset link is invalid or has expired");
    expect((await t.api.call(authEndpoints.userInfo, { token: shop.token })).status).toBe(200);
    expect(
      (await t.api.call(authEndpoints.resetPassword, { body: { token: second, password: "brand-new-password" } }))
        .status,
    ).toBe(200);
  });

  it("limits one address asking for links to many e-mails", async () => {
    const perAddress = t.config.limits.forgotPasswordPerMinute * 4;
    const statuses: number[] = [];
    for (let i = 0; i <= perAddress; i++) {
      const body = { email: `someone-${i}@example.test` };
      statuses.push((await t.api.call(authEndpoints.forgotPassword, { body, remoteAddress: "10.8.8.8" })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
  });

  it("refuses a token older than 30 minutes", async () => {
    const shop = await createShop(t);
    const token = await requestResetToken(shop.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, shop.userId));
    const res = await t.api.call(authEndpoints.resetPassword, { body: { token, password: "brand-new-password" } });
    expect(res.status).toBe(400);
    expect((await t.api.call(authEndpoints.userInfo, { token: shop.token })).status).toBe(200);
  });

  it("gives a token that expires 30 minutes after the request", async () => {
    const shop = await createShop(t);
    const before = Date.now();
    await requestResetToken(shop.email);
    const [row] = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, shop.userId));
    const minutes = ((row?.expiresAt.getTime() ?? 0) - before) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThanOrEqual(30.1);
  });
});
