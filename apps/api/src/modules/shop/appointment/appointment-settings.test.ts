import { appointmentEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createShop, createStaffUser } from "../../../test/factories/shop.js";
import {
  FORBIDDEN,
  itRefusesWithoutPermission,
  itRefusesWithoutSession,
  invalidEnvelope,
} from "../../../test/refusals.js";

const t = useTestApp();
const { settings, updateSettings } = appointmentEndpoints;

describe("GET appointment/settings", () => {
  itRefusesWithoutSession(t, settings);
  itRefusesWithoutPermission(t, settings, {
    title: "answers 403 for a user without appointments.view",
    permissions: ["job_cards.view"],
  });

  it("answers the slot interval and the shop's time zone", async () => {
    const shop = await createShop(t);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["appointments.view"] });
    const res = await t.api.call(settings, { token: staff.token });
    expect(res.body.result).toEqual({ slot_interval: 15, time_zone: "Asia/Karachi" });
  });
});

describe("PUT appointment/settings", () => {
  itRefusesWithoutSession(t, updateSettings, () => ({ body: { slot_interval: 30 } }));

  it("answers 400 for an interval off the 5-minute steps from 5 to 45, and keeps the old one", async () => {
    const shop = await createShop(t);
    for (const slot_interval of [0, 7, 50, "30", null]) {
      const res = await t.api.call(updateSettings, { token: shop.token, body: { slot_interval } });
      expect(res.body).toEqual(invalidEnvelope("slot_interval: must be 5 to 45 minutes in 5-minute steps"));
    }
    expect((await t.api.call(settings, { token: shop.token })).body.result.slot_interval).toBe(15);
  });

  it("answers 403 for a user without store_settings.edit, and keeps the old one", async () => {
    const shop = await createShop(t);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["appointments.view", "appointments.edit"] });
    const res = await t.api.call(updateSettings, { token: staff.token, body: { slot_interval: 30 } });
    expect(res.body).toEqual(FORBIDDEN);
    expect((await t.api.call(settings, { token: shop.token })).body.result.slot_interval).toBe(15);
  });

  it("sets the interval, leaving the time zone as it is", async () => {
    const shop = await createShop(t);
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["store_settings.edit"] });
    const res = await t.api.call(updateSettings, { token: staff.token, body: { slot_interval: 45 } });
    expect(res.body.result).toEqual({ slot_interval: 45, time_zone: "Asia/Karachi" });
    expect((await t.api.call(settings, { token: shop.token })).body.result.slot_interval).toBe(45);
  });

  it("answers 400 naming time_zone, which belongs to the store settings, and changes nothing", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(updateSettings, { token: shop.token, body: { slot_interval: 45, time_zone: "UTC" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidEnvelope("time_zone: is not a field this request takes"));
    expect((await t.api.call(settings, { token: shop.token })).body.result).toEqual({
      slot_interval: 15,
      time_zone: "Asia/Karachi",
    });
  });
});
