import { authEndpoints, teamEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { mailsTo } from "../../../test/mail.js";
import { createShop, createStaffUser } from "../../../test/factories/shop.js";
import {
  createMember,
  createRole,
  fullMemberBody,
  invitationToken,
  memberBody,
  uniqueEmail,
} from "../../../test/factories/team.js";
import { shops } from "../../../db/schema/index.js";
import { eq } from "drizzle-orm";
import { refusalEnvelope } from "../../../test/refusals.js";

const t = useTestApp();
const { create, update, resendInvitation } = teamEndpoints;

async function shopNameOf(shopId: string) {
  const [row] = await t.db.select({ name: shops.shopName }).from(shops).where(eq(shops.id, shopId));
  return row?.name ?? "";
}

async function addSignInMember(token: string, roleId: string, email = uniqueEmail()) {
  const res = await t.api.call(create, {
    token,
    body: memberBody({ email, can_sign_in: true, role_id: roleId }),
  });
  expect(res.status).toBe(200);
  return { id: res.body.result._id, email };
}

const setPassword = (token: string, password: string) =>
  t.api.call(authEndpoints.resetPassword, { body: { token, password } });
const login = (email: string, password: string) => t.api.call(authEndpoints.login, { body: { email, password } });

describe("the invitation of a member allowed to sign in", () => {
  it("is mailed on add; the member sets a password, signs in, and holds their role's permissions", async () => {
    const shop = await createShop(t);
    const role = await createRole(t, shop.shopId, ["services.view", "categories.view"]);
    const { email } = await addSignInMember(shop.token, role.id);

    const [mail] = await mailsTo(t, email);
    expect(mail?.subject).toBe(`You are invited to ${await shopNameOf(shop.shopId)} on Pitlane`);
    expect(mail?.text).toContain(`${t.config.publicUrl}/reset-password/`);
    expect(mail?.text).toContain("expires in 7 days");

    expect((await login(email, "member-password-1")).status).toBe(401);
    expect((await setPassword(await invitationToken(t, email), "member-password-1")).status).toBe(200);
    const signedIn = await login(email, "member-password-1");
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.result.user).toMatchObject({ email, is_owner: false });
    expect([...signedIn.body.result.user.permissions].sort()).toEqual(["categories.view", "services.view"]);
    const memberToken = signedIn.body.result.token;
    expect((await t.api.call(teamEndpoints.list, { token: memberToken })).status).toBe(403);
  });

  it("is not mailed to a member who may not sign in, and says has_password false until set", async () => {
    const shop = await createShop(t);
    const email = uniqueEmail();
    const res = await t.api.call(create, { token: shop.token, body: memberBody({ email }) });
    expect(res.body.result.has_password).toBe(false);
    expect(await mailsTo(t, email)).toEqual([]);
  });

  it("is mailed when an update allows signing in, and again when the e-mail changes (the old link then fails)", async () => {
    const shop = await createShop(t);
    const role = await createRole(t, shop.shopId, ["team.view"]);
    const first = uniqueEmail();
    const added = await t.api.call(create, { token: shop.token, body: memberBody({ email: first }) });
    const id = added.body.result._id;
    const allow = fullMemberBody({ email: first, can_sign_in: true, role_id: role.id });
    expect((await t.api.call(update, { token: shop.token, params: { id }, body: allow })).status).toBe(200);
    const oldLink = await invitationToken(t, first);

    // Saving again unchanged sends nothing new.
    await t.api.call(update, { token: shop.token, params: { id }, body: allow });
    expect(await mailsTo(t, first)).toHaveLength(1);

    const second = uniqueEmail();
    await t.api.call(update, { token: shop.token, params: { id }, body: { ...allow, email: second } });
    expect(await mailsTo(t, second)).toHaveLength(1);
    const stale = await setPassword(oldLink, "attacker-password");
    expect(stale.body.message).toBe("token: this reset link is invalid or has expired");
    expect((await setPassword(await invitationToken(t, second), "member-password-2")).status).toBe(200);
    expect((await login(second, "member-password-2")).status).toBe(200);
  });

  it("is not mailed again to a member who already has a password", async () => {
    const shop = await createShop(t);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["team.view"] });
    const role = await createRole(t, shop.shopId, ["team.view"]);
    const email = uniqueEmail();
    const body = fullMemberBody({ email, can_sign_in: true, role_id: role.id });
    const res = await t.api.call(update, { token: shop.token, params: { id: staff.userId }, body });
    expect(res.body.result.has_password).toBe(true);
    expect(await mailsTo(t, email)).toEqual([]);
  });
});

describe("POST shop-user-detail/resend-invitation", () => {
  it("answers 401, 400 naming the field, 403 and 404", async () => {
    const shop = await createShop(t);
    const member = await createMember(t, shop.shopId);
    expect((await t.api.call(resendInvitation, { body: { id: member.id } })).status).toBe(401);
    const bad = await t.api.call(resendInvitation, { token: shop.token, body: {} });
    expect(bad.body).toEqual(refusalEnvelope(400, "id: must be a valid id"));
    const cannot = await t.api.call(resendInvitation, { token: shop.token, body: { id: member.id } });
    expect(cannot.body).toEqual(refusalEnvelope(400, "can_sign_in: must be on to send an invitation"));
    const viewer = await createStaffUser(t, shop.shopId, { permissions: ["team.view"] });
    expect((await t.api.call(resendInvitation, { token: viewer.token, body: { id: member.id } })).status).toBe(403);
    const other = await createShop(t);
    const foreign = await createMember(t, other.shopId, { email: uniqueEmail(), canSignIn: true });
    for (const id of [foreign.id, shop.userId]) {
      expect((await t.api.call(resendInvitation, { token: shop.token, body: { id } })).status).toBe(404);
    }
  });

  it("answers 409 once the member has set a password", async () => {
    const shop = await createShop(t);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["team.view"] });
    const res = await t.api.call(resendInvitation, { token: shop.token, body: { id: staff.userId } });
    expect(res.body).toEqual(refusalEnvelope(409, "This member has already set a password"));
  });

  it("mails a new link that works, to a user with team.edit", async () => {
    const shop = await createShop(t);
    const role = await createRole(t, shop.shopId, ["team.view"]);
    const { id, email } = await addSignInMember(shop.token, role.id);
    const editor = await createStaffUser(t, shop.shopId, { permissions: ["team.edit"] });
    const res = await t.api.call(resendInvitation, { token: editor.token, body: { id } });
    expect(res.body).toEqual({ error_code: 200, message: "OK", result: null });
    expect(await mailsTo(t, email)).toHaveLength(2);
    expect((await setPassword(await invitationToken(t, email), "member-password-3")).status).toBe(200);
    expect((await login(email, "member-password-3")).status).toBe(200);
  });
});
