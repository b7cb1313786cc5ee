import { teamEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createShop, createStaffUser } from "../../../test/factories/shop.js";
import { createRole, memberBody, uniqueEmail } from "../../../test/factories/team.js";

const t = useTestApp();
const { create } = teamEndpoints;

/** Giving a member sign-in with a role grants its permissions: a member may give only what they hold. */
describe("a role given to a team member", () => {
  const signInWith = (roleId: string) => memberBody({ email: uniqueEmail(), can_sign_in: true, role_id: roleId });

  it("is refused with 403 when it grants what the member giving it does not hold", async () => {
    const shop = await createShop(t);
    const manager = await createStaffUser(t, shop.shopId, { permissions: ["team.view", "team.add"] });
    const wider = await createRole(t, shop.shopId, ["team.view", "roles.delete"]);
    const res = await t.api.call(create, { token: manager.token, body: signInWith(wider.id) });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You can only grant the permissions you hold yourself");
  });

  it("is allowed when the giver holds every permission of the role, and always for the owner", async () => {
    const shop = await createShop(t);
    const manager = await createStaffUser(t, shop.shopId, { permissions: ["team.view", "team.add"] });
    const narrower = await createRole(t, shop.shopId, ["team.view"]);
    const wider = await createRole(t, shop.shopId, ["team.view", "roles.delete"]);
    expect((await t.api.call(create, { token: manager.token, body: signInWith(narrower.id) })).status).toBe(200);
    expect((await t.api.call(create, { token: shop.token, body: signInWith(wider.id) })).status).toBe(200);
  });

  it("grants nothing while the member may not sign in, so anyone adding members may set it", async () => {
    const shop = await createShop(t);
    const manager = await createStaffUser(t, shop.shopId, { permissions: ["team.view", "team.add"] });
    const wider = await createRole(t, shop.shopId, ["team.view", "roles.delete"]);
    const body = memberBody({ role_id: wider.id, can_sign_in: false });
    expect((await t.api.call(create, { token: manager.token, body })).status).toBe(200);
  });
});
