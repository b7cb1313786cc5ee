import { jobCardEndpoints } from "@pitlane/domain";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointments } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createClient, createClientVehicle } from "../../../test/factories/client.js";
import {
  bookJobCard,
  createBookableBranch,
  jobCardBody,
  keptBody,
  pairsOf,
  upcomingDate,
  type BookableBranch,
} from "../../../test/factories/job-card.js";

/**
 * Edits and bookings of one slot sent at the same moment, as two desks would. On PostgreSQL (CI
 * runs this file there too) they truly run side by side, so only the technicians' row locks, which
 * an edit takes as a booking does, keep them apart.
 */
const t = useTestApp();
const { create, update } = jobCardEndpoints;
const BOOKINGS = 5;

/** A booking of another client of the shop, each desk booking its own customer. */
async function anotherClientsBody(b: BookableBranch, start: string) {
  const client = await createClient(t, b.shop.shopId);
  const vehicle = await createClientVehicle(t, b.shop.shopId, client.id);
  return jobCardBody(b, {
    client_id: client.id,
    vehicle_id: vehicle.id,
    ...pairsOf([{ service: b.oilChange, employee: b.ali, start }]),
  });
}

/** Ali's live appointments starting at `start` on the coming Monday. */
async function aliAt(b: BookableBranch, start: number) {
  return t.db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.employeeId, b.ali.id),
        eq(appointments.appointmentDate, upcomingDate()),
        eq(appointments.startMinute, start),
        inArray(appointments.status, ["booked", "in_progress"]),
      ),
    );
}

describe("an edit and bookings at once", () => {
  it("gives a slot to exactly one of an edit moving into it and bookings of it", async () => {
    const b = await createBookableBranch(t);
    const card = await bookJobCard(t, b);
    const moved = { ...keptBody(card), ...pairsOf([{ service: b.oilChange, employee: b.ali, start: "11:00" }]) };
    const bodies = await Promise.all(Array.from({ length: BOOKINGS }, () => anotherClientsBody(b, "11:00")));
    const results = await Promise.all([
      t.api.call(update, { token: b.shop.token, params: { id: card._id }, body: moved }),
      ...bodies.map((body) => t.api.call(create, { token: b.shop.token, body })),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, ...Array<number>(BOOKINGS).fill(409)]);
    expect(await aliAt(b, 11 * 60)).toHaveLength(1);
  });

  it("gives a slot to exactly one of two job cards moved into it at once", async () => {
    const b = await createBookableBranch(t);
    const first = await bookJobCard(t, b);
    const second = await bookJobCard(t, b, pairsOf([{ service: b.oilChange, employee: b.ali, start: "14:00" }]));
    const into = pairsOf([{ service: b.oilChange, employee: b.ali, start: "11:00" }]);
    const results = await Promise.all(
      [first, second].map((card) =>
        t.api.call(update, { token: b.shop.token, params: { id: card._id }, body: { ...keptBody(card), ...into } }),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await aliAt(b, 11 * 60)).toHaveLength(1);
  });
});
