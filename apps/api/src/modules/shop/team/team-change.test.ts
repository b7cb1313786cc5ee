import { randomUUID } from "node:crypto";
import { authEndpoints, teamEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createService } from "../../../test/factories/catalog.js";
import { createBranch, createShop, createStaffUser } from "../../../test/factories/shop.js";
import { createMember, fullMemberBody, uniqueEmail, workingWeek } from "../../../test/factories/team.js";
import { refusalEnvelope, refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
const { get, update, remove, toggleStatus, setServices } = teamEndpoints;

const isSignedIn = async (token: string) => (await t.api.call(authEndpoints.userInfo, { token })).status === 200;

describe("PUT shop-user-detail/update-shop-user/:id", () => {
  it("answers 401 without a session", async () => {
    const shop = await createShop(t);
    const member = await createMember(t, shop.shopId);
    const res = await t.api.call(update, { params: { id: member.id }, body: fullMemberBody() });
    expect(res.status).toBe(401);
  });

  it("answers 400 naming the field, and changes nothing", async () => {
    const shop = await createShop(t);
    const member = await createMember(t, shop.shopId, { name: "Kept" });
    const refuse = refusalsOf(t, update, { token: shop.token, params: { id: member.id } });
    await refuse(fullMemberBody({ name_eng: "" }), "name_eng: is required");
    await refuse(fullMemberBody({ can_sign_in: true, role_id: randomUUID() }), "email: is required");
    await refuse(fullMemberBody({ branch_ids: [randomUUID()] }), "branch_ids: must be a valid id");
    const week = workingWeek();
    week[1]?.break_slots.push({ start_time: "13:15", end_time: "13:45" });
    await refuse(
      fullMemberBody({ weekly_schedule: week }),
      "weekly_schedule.1.break_slots.1.start_time: overlaps another slot of the same day",
    );
    const after = await t.api.call(get, { token: shop.token, params: { id: member.id } });
    expect(after.body.result.name_eng).toBe("Kept");
  });

  it("answers 403 for a user whose role lacks team.edit", async () => {
    const shop = await createShop(t);
    const member = await createMember(t, shop.shopId);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["team.view", "team.add"] });
    const res = await t.api.call(update, { token: staff.token, params: { id: member.id }, body: fullMemberBody() });
    expect(res.status).toBe(403);
  });

  it("answers 404 for another shop's member and for the owner", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const foreign = await createMember(t, other.shopId, { name: "Foreign" });
    for (const id of [foreign.id, shop.userId]) {
      const res = await t.api.call(update, { token: shop.token, params: { id }, body: fullMemberBody() });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Team member not found");
    }
    const ownerInfo = await t.api.call(authEndpoints.userInfo, { token: shop.token });
    expect(ownerInfo.body.result.user.name).not.toBe("Imran Khan");
  });

  it("replaces every tab, links included", async () => {
    const shop = await createShop(t);
    const [gulberg, dha, johar] = await Promise.all([1, 2, 3].map(() => createBranch(t, shop.shopId)));
    const [oil, tyres] = await Promise.all([1, 2].map(() => createService(t, shop.shopId)));
    const member = await createMember(t, shop.shopId, { branchIds: [gulberg?.id ?? "", dha?.id ?? ""] });
    await t.api.call(setServices, { token: shop.token, body: { id: member.id, service_ids: [oil?.id] } });

    const body = fullMemberBody({
      name_eng: "Imran Khan",
      job_title: "foreman",
      branch_ids: [johar?.id],
      service_ids: [tyres?.id],
      addresses: [{ label: null, address: "7 Canal Road", country_id: null, state_id: null, city_id: null }],
      commission_type: 1,
      commission_value: 250.75,
    });
    const res = await t.api.call(update, { token: shop.token, params: { id: member.id }, body });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      name_eng: "Imran Khan",
      job_title: "foreman",
      weekly_schedule: workingWeek(),
      branch_ids: [johar?.id],
      service_ids: [tyres?.id],
      date_of_birth: "1990-04-12",
      commission_type: 1,
      commission_value: 250.75,
    });
    const again = await t.api.call(get, { token: shop.token, params: { id: member.id } });
    expect(again.body.result).toEqual(res.body.result);
  });

  it("ends the member's sessions when they may no longer sign in", async () => {
    const shop = await createShop(t);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["team.view"] });
    expect(await isSignedIn(staff.token)).toBe(true);
    const res = await t.api.call(update, { token: shop.token, params: { id: staff.userId }, body: fullMemberBody() });
    expect(res.status).toBe(200);
    expect(res.body.result.can_sign_in).toBe(false);
    expect(await isSignedIn(staff.token)).toBe(false);
  });

  it("ends the member's sessions when their e-mail changes, and keeps them through other changes", async () => {
    const shop = await createShop(t);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["team.view"] });
    const { email } = (await t.api.call(get, { token: shop.token, params: { id: staff.userId } })).body.result;
    const access = { can_sign_in: true, role_id: staff.roleId, email };
    const renamed = await t.api.call(update, {
      token: shop.token,
      params: { id: staff.userId },
      body: fullMemberBody({ ...access, name_eng: "Renamed" }),
    });
    expect(renamed.status).toBe(200);
    expect(await isSignedIn(staff.token)).toBe(true);
    const moved = await t.api.call(update, {
      token: shop.token,
      params: { id: staff.userId },
      body: fullMemberBody({ ...access, email: uniqueEmail("moved") }),
    });
    expect(moved.status).toBe(200);
    expect(await isSignedIn(staff.token)).toBe(false);
  });
});

describe("POST shop-user-detail/delete", () => {
  it("answers 401, 400, 403 and 404 in that order of concern", async () => {
    const shop = await createShop(t);
    const member = await createMember(t, shop.shopId);
    expect((await t.api.call(remove, { body: { id: member.id } })).status).toBe(401);
    const bad = await t.api.call(remove, { token: shop.token, body: { id: "x" } });
    expect(bad.body).toEqual(refusalEnvelope(400, "id: must be a valid id"));
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["team.view", "team.edit"] });
    expect((await t.api.call(remove, { token: staff.token, body: { id: member.id } })).status).toBe(403);
    const other = await createShop(t);
    const foreign = await createMember(t, other.shopId);
    for (const id of [foreign.id, shop.userId]) {
      const res = await t.api.call(remove, { token: shop.token, body: { id } });
      expect(res.status).toBe(404);
    }
    expect((await t.api.call(get, { token: other.token, params: { id: foreign.id } })).status).toBe(200);
  });

  it("deletes the member, and their sessions end", async () => {
    const shop = await createShop(t);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["team.view"] });
    const res = await t.api.call(remove, { token: shop.token, body: { id: staff.userId } });
    expect(res.body).toEqual({ error_code: 200, message: "OK", result: null });
    expect((await t.api.call(get, { token: shop.token, params: { id: staff.userId } })).status).toBe(404);
    expect(await isSignedIn(staff.token)).toBe(false);
  });
});

describe("PATCH shop-user-detail/toggle-status/:id", () => {
  it("answers 401, 400, 403 (team.edit is not enough) and 404", async () => {
    const shop = await createShop(t);
    const member = await createMember(t, shop.shopId);
    expect((await t.api.call(toggleStatus, { params: { id: member.id } })).status).toBe(401);
    const bad = await t.api.call(toggleStatus, { token: shop.token, params: { id: "x" } });
    expect(bad.body.message).toBe("id: must be a valid id");
    const editor = await createStaffUser(t, shop.shopId, { permissions: ["team.view", "team.edit"] });
    expect((await t.api.call(toggleStatus, { token: editor.token, params: { id: member.id } })).status).toBe(403);
    const other = await createShop(t);
    const foreign = await createMember(t, other.shopId);
    for (const id of [foreign.id, shop.userId]) {
      expect((await t.api.call(toggleStatus, { token: shop.token, params: { id } })).status).toBe(404);
    }
    const after = await t.api.call(get, { token: other.token, params: { id: foreign.id } });
    expect(after.body.result.active).toBe(true);
  });

  it("deactivates (ending the member's sessions) and activates again", async () => {
    const shop = await createShop(t);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["team.view"] });
    const toggler = await createStaffUser(t, shop.shopId, { permissions: ["team.toggle_status"] });
    const off = await t.api.call(toggleStatus, { token: toggler.token, params: { id: staff.userId } });
    expect(off.status).toBe(200);
    expect(off.body.result.active).toBe(false);
    expect(await isSignedIn(staff.token)).toBe(false);
    const on = await t.api.call(toggleStatus, { token: shop.token, params: { id: staff.userId } });
    expect(on.body.result.active).toBe(true);
  });
});

describe("PATCH shop-user-detail/service_add_team", () => {
  it("answers 401, 400 naming the field, 403 and 404", async () => {
    const shop = await createShop(t);
    const member = await createMember(t, shop.shopId);
    const body = { id: member.id, service_ids: [] };
    expect((await t.api.call(setServices, { body })).status).toBe(401);
    const dup = randomUUID();
    const twice = await t.api.call(setServices, {
      token: shop.token,
      body: { id: member.id, service_ids: [dup, dup] },
    });
    expect(twice.body.message).toBe("service_ids: lists the same item twice");
    const other = await createShop(t);
    const foreignService = await createService(t, other.shopId);
    const foreignIds = await t.api.call(setServices, {
      token: shop.token,
      body: { id: member.id, service_ids: [foreignService.id] },
    });
    expect(foreignIds.status).toBe(400);
    expect(foreignIds.body.message).toBe("service_ids: must be a valid id");
    const viewer = await createStaffUser(t, shop.shopId, { permissions: ["team.view"] });
    expect((await t.api.call(setServices, { token: viewer.token, body })).status).toBe(403);
    const foreign = await createMember(t, other.shopId);
    const res = await t.api.call(setServices, { token: shop.token, body: { id: foreign.id, service_ids: [] } });
    expect(res.status).toBe(404);
  });

  it("replaces the services the member performs", async () => {
    const shop = await createShop(t);
    const member = await createMember(t, shop.shopId);
    const [wash, polish] = await Promise.all([1, 2].map(() => createService(t, shop.shopId)));
    await t.api.call(setServices, { token: shop.token, body: { id: member.id, service_ids: [wash?.id] } });
    const res = await t.api.call(setServices, {
      token: shop.token,
      body: { id: member.id, service_ids: [polish?.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.service_ids).toEqual([polish?.id]);
  });
});
