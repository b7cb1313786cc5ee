import { randomUUID } from "node:crypto";
import { defaultSchedule, teamEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createService } from "../../../test/factories/catalog.js";
import { usePlaces } from "../../../test/factories/location.js";
import { createBranch, createShop, createStaffUser, type TestShop } from "../../../test/factories/shop.js";
import { createMember, createRole, memberBody, uniqueEmail, workingWeek } from "../../../test/factories/team.js";
import { createUpload } from "../../../test/factories/upload.js";
import { listTotal } from "../../../test/lists.js";
import {
  FORBIDDEN,
  itRefusesABadId,
  itRefusesWithoutPermission,
  itRefusesWithoutSession,
  refusalEnvelope,
  refusalsOf,
} from "../../../test/refusals.js";

const t = useTestApp();
const places = usePlaces(t);

const { get, create, list } = teamEndpoints;

describe("GET shop-user-detail/get/:id", () => {
  const memberOf = async (shop: TestShop) => ({ params: { id: (await createMember(t, shop.shopId)).id } });
  itRefusesWithoutSession(t, get, memberOf);
  itRefusesABadId(t, get, "7");
  itRefusesWithoutPermission(t, get, {
    title: "answers 403 for a user whose role lacks team.view",
    permissions: ["services.view"],
    call: memberOf,
  });

  it("answers 404 for another shop's member, the owner, and an unknown id", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const foreign = await createMember(t, other.shopId);
    for (const id of [foreign.id, shop.userId, randomUUID()]) {
      const res = await t.api.call(get, { token: shop.token, params: { id } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(refusalEnvelope(404, "Team member not found"));
    }
  });

  it("returns the member to a user whose role has team.view, never a password hash", async () => {
    const shop = await createShop(t);
    const member = await createMember(t, shop.shopId, { name: "Bilal", passwordHash: "secret-hash" });
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["team.view"] });
    const res = await t.api.call(get, { token: staff.token, params: { id: member.id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ _id: member.id, name_eng: "Bilal", has_password: true });
    expect(JSON.stringify(res.body)).not.toContain("secret-hash");
  });
});

describe("POST shop-user-detail/add-shop-user", () => {
  itRefusesWithoutSession(
    t,
    create,
    () => ({ body: { name_eng: "" } }),
    "answers 401 without a session, even when the body is invalid too",
  );

  it("answers 400 naming the field, and creates nothing", async () => {
    const shop = await createShop(t);
    const refuse = refusalsOf(t, create, { token: shop.token });
    await refuse(memberBody({ name_eng: "  " }), "name_eng: is required");
    await refuse(memberBody({ gender: "Unknown" }), "gender: is not one of the choices");
    await refuse(memberBody({ job_title: "astronaut" }), "job_title: is not one of the choices");
    await refuse(memberBody({ date_of_birth: "1990-02-31" }), "date_of_birth: must be a date such as 2026-01-31");
    await refuse(memberBody({ email: "nope" }), "email: must be a valid e-mail address");
    await refuse(memberBody({ phone: "call me" }), "phone: must be a valid phone number");
    // Seven digits pass for a number's shape, not for a Pakistani phone without its area code.
    await refuse(memberBody({ phone: "2255913" }), "phone: must be a valid phone number");
    await refuse(memberBody({ can_sign_in: true, role_id: randomUUID() }), "email: is required");
    await refuse(memberBody({ can_sign_in: true, email: uniqueEmail() }), "role_id: is required");
    await refuse(memberBody({ commission_type: 2, commission_value: 120 }), "commission_value: must be at most 100");
    await refuse(
      memberBody({ weekly_schedule: defaultSchedule().slice(1) }),
      "weekly_schedule: must list the seven days from Monday to Sunday",
    );
    expect(await listTotal(t, list, shop.token)).toBe(0);
  });

  it("answers 400 for a schedule slot that is wrong, naming the slot", async () => {
    const shop = await createShop(t);
    const refuseSchedule = async (day: object, message: string) => {
      const schedule = defaultSchedule().map((d, i) => (i === 0 ? { ...d, ...day } : d));
      const res = await t.api.call(create, { token: shop.token, body: memberBody({ weekly_schedule: schedule }) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    };
    const work = [{ start_time: "09:00", end_time: "17:00" }];
    await refuseSchedule(
      { work_slots: work, break_slots: [{ start_time: "18:00", end_time: "18:30" }] },
      "weekly_schedule.0.break_slots.0.start_time: must fall inside working hours",
    );
    await refuseSchedule(
      { work_slots: [{ start_time: "17:00", end_time: "09:00" }] },
      "weekly_schedule.0.work_slots.0.start_time: must end after it starts",
    );
    await refuseSchedule(
      { work_slots: [...work, { start_time: "16:00", end_time: "19:00" }] },
      "weekly_schedule.0.work_slots.1.start_time: overlaps another slot of the same day",
    );
    await refuseSchedule(
      { work_slots: [{ start_time: "9am", end_time: "17:00" }] },
      "weekly_schedule.0.work_slots.0.start_time: must be a time such as 09:00",
    );
    expect(await listTotal(t, list, shop.token)).toBe(0);
  });

  it("answers 400 for an id that is not of the shop, naming the field", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    const foreignBranch = await createBranch(t, other.shopId);
    const foreignService = await createService(t, other.shopId);
    const foreignRole = await createRole(t, other.shopId, ["team.view"]);
    const foreignImage = await createUpload(t, other.token);
    const refuse = refusalsOf(t, create, { token: shop.token }, (body: Record<string, unknown>) => memberBody(body));
    const ownBranch = await createBranch(t, shop.shopId);
    await refuse({ branch_ids: [ownBranch.id, foreignBranch.id] }, "branch_ids: must be a valid id");
    await refuse({ service_ids: [foreignService.id] }, "service_ids: must be a valid id");
    await refuse({ can_sign_in: true, email: uniqueEmail(), role_id: foreignRole.id }, "role_id: must be a valid id");
    await refuse({ image_id: foreignImage }, "image_id: must be a valid id");
    await refuse(
      { addresses: [{ address: "1 Mall Road", country_id: places.pakistan, state_id: places.riyadhRegion }] },
      "addresses.0.state_id: is not a state of the chosen country",
    );
    await refuse(
      {
        addresses: [
          { address: "1 Mall Road" },
          {
            address: "2 King Road",
            country_id: places.saudiArabia,
            state_id: places.riyadhRegion,
            city_id: places.lahore,
          },
        ],
      },
      "addresses.1.city_id: is not a city of the chosen state",
    );
    expect(await listTotal(t, list, shop.token)).toBe(0);
  });

  it("answers 403 for a user whose role lacks team.add, and creates nothing", async () => {
    const shop = await createShop(t);
    // The staff user is a team member too: the list holds them alone.
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["team.view", "team.edit"] });
    const res = await t.api.call(create, { token: staff.token, body: memberBody() });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await listTotal(t, list, shop.token)).toBe(1);
  });

  it("answers 409 for an e-mail another account uses, in any shop and in any case", async () => {
    const shop = await createShop(t);
    const other = await createShop(t);
    for (const email of [shop.email, other.email.toUpperCase()]) {
      const res = await t.api.call(create, { token: shop.token, body: memberBody({ email }) });
      expect(res.status).toBe(409);
      expect(res.body).toEqual(refusalEnvelope(409, "An account with this e-mail already exists"));
    }
    expect(await listTotal(t, list, shop.token)).toBe(0);
  });

  it("adds a member from the profile tab alone, with the other tabs defaulted", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(create, { token: shop.token, body: memberBody() });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      name_eng: "Imran Khan",
      name_arabic: "عمران خان",
      gender: "Male",
      job_title: "mechanic",
      weekly_schedule: defaultSchedule(),
      branch_ids: [],
      service_ids: [],
      addresses: [],
      active: true,
      can_sign_in: false,
      has_password: false,
      role_id: null,
      commission_type: null,
    });
    expect(res.body.result.weekly_schedule[0]).toMatchObject({ day: "Monday", isCheck: true });
    const again = await t.api.call(get, { token: shop.token, params: { id: res.body.result._id } });
    expect(again.body.result).toEqual(res.body.result);
  });

  it("adds a member with every tab: schedule, branches, services, address, role, photo and commission", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, shop.shopId);
    const service = await createService(t, shop.shopId);
    const role = await createRole(t, shop.shopId, ["services.view"]);
    const image = await createUpload(t, shop.token);
    const address = {
      label: "Home",
      address: "5 Canal View",
      country_id: places.pakistan,
      state_id: places.punjab,
      city_id: places.lahore,
    };
    const res = await t.api.call(create, {
      token: shop.token,
      body: memberBody({
        image_id: image,
        date_of_birth: "1990-04-12",
        weekly_schedule: workingWeek(),
        branch_ids: [branch.id],
        service_ids: [service.id],
        addresses: [address],
        email: "Imran.Khan@Example.test",
        phone: "+92 300 7654321",
        can_sign_in: true,
        role_id: role.id,
        commission_type: 2,
        commission_value: 12.5,
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      image_id: image,
      date_of_birth: "1990-04-12",
      weekly_schedule: workingWeek(),
      branch_ids: [branch.id],
      service_ids: [service.id],
      addresses: [address],
      email: "imran.khan@example.test",
      can_sign_in: true,
      role_id: role.id,
      role_name: role.name,
      has_password: false,
      commission_type: 2,
      commission_value: 12.5,
    });
    expect(await listTotal(t, list, shop.token)).toBe(1);
  });
});
