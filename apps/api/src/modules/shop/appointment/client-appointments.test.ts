import { randomUUID } from "node:crypto";
import { appointmentEndpoints, jobCardEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createClient, createClientVehicle } from "../../../test/factories/client.js";
import { bookJobCard, createBookableBranch, pairsOf, upcomingDate } from "../../../test/factories/job-card.js";
import { createShop, createStaffUser } from "../../../test/factories/shop.js";
import {
  itRefusesWithoutPermission,
  itRefusesWithoutSession,
  invalidEnvelope,
  notFoundEnvelope,
} from "../../../test/refusals.js";

const t = useTestApp();
const { byClient } = appointmentEndpoints;

describe("GET client/get-client-appointments", () => {
  itRefusesWithoutSession(t, byClient, () => ({ query: { client_id: randomUUID() } }));

  it("answers 400 naming client_id", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(byClient, { token: shop.token, query: { client_id: "ahmed" } });
    expect(res.body).toEqual(invalidEnvelope("client_id: must be a valid id"));
  });

  itRefusesWithoutPermission(t, byClient, {
    title: "answers 403 for a user without clients.view",
    permissions: ["appointments.view"],
    call: async (shop) => ({ query: { client_id: (await createClient(t, shop.shopId)).id } }),
  });

  it("answers 404 for another shop's client, an archived one and an unknown id", async () => {
    const shop = await createShop(t);
    const ids = [
      (await createClient(t, (await createShop(t)).shopId)).id,
      (await createClient(t, shop.shopId, { archivedAt: new Date() })).id,
      randomUUID(),
    ];
    for (const id of ids) {
      const res = await t.api.call(byClient, { token: shop.token, query: { client_id: id } });
      expect(res.body).toEqual(notFoundEnvelope("Client"));
    }
  });

  it("lists the client's appointments newest first, by status, in pages", async () => {
    const b = await createBookableBranch(t);
    await bookJobCard(t, b, pairsOf([{ service: b.oilChange, employee: b.ali, start: "09:00" }]));
    const later = await bookJobCard(t, b, {
      date: upcomingDate(1),
      ...pairsOf([
        { service: b.oilChange, employee: b.ali, start: "09:00" },
        { service: b.alignment, employee: b.bilal, start: "11:00" },
      ]),
    });
    await t.api.call(jobCardEndpoints.changeStatus, {
      token: b.shop.token,
      params: { id: later._id },
      body: { status: "in_progress" },
    });
    // Another client's booking is not this client's appointment.
    const other = await createClient(t, b.shop.shopId);
    const otherVehicle = await createClientVehicle(t, b.shop.shopId, other.id);
    await bookJobCard(t, b, {
      client_id: other.id,
      vehicle_id: otherVehicle.id,
      ...pairsOf([{ service: b.oilChange, employee: b.ali, start: "14:00" }]),
    });
    const staff = await createStaffUser(t, b.shop.shopId, { permissions: ["clients.view"] });
    const page = async (query: Record<string, string | number>) =>
      (await t.api.call(byClient, { token: staff.token, query: { client_id: b.client.id, ...query } })).body.result;
    const all = await page({});
    expect(all.total).toBe(3);
    expect(all.items.map((a) => [a.appointment_date, a.start_time, a.service_name, a.status])).toEqual([
      [upcomingDate(1), "11:00", "Wheel alignment", "in_progress"],
      [upcomingDate(1), "09:00", "Oil change", "in_progress"],
      [upcomingDate(0), "09:00", "Oil change", "booked"],
    ]);
    expect(all.items[2]).toMatchObject({ client_id: b.client.id, client_name: "Ahmed Khan", job_card_number: 1 });
    expect(await page({ status: "booked" })).toMatchObject({ total: 1, items: [{ job_card_number: 1 }] });
    expect(await page({ limit: 2, page: 2 })).toMatchObject({
      total: 3,
      page: 2,
      limit: 2,
      items: [{ job_card_number: 1 }],
    });
  });
});
