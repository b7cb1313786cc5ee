import { jobCardEndpoints, type TimeSlotsDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createClient, createClientVehicle } from "../../../test/factories/client.js";
import { createBookableBranch, jobCardBody, pairsOf, type BookableBranch } from "../../../test/factories/job-card.js";
import { listTotal } from "../../../test/lists.js";

/**
 * Bookings sent at the same moment, as receptionists at several desks would. On PostgreSQL (CI runs
 * this file there too) they truly run side by side, so only the row locks keep them apart.
 */
const t = useTestApp();
const { create, list } = jobCardEndpoints;
const PARALLEL = 8;

/** A job card body of another client of the shop, each desk booking its own customer. */
async function anotherClientsBody(b: BookableBranch, bookings: Parameters<typeof pairsOf>[0]) {
  const client = await createClient(t, b.shop.shopId);
  const vehicle = await createClientVehicle(t, b.shop.shopId, client.id);
  return jobCardBody(b, { client_id: client.id, vehicle_id: vehicle.id, ...pairsOf(bookings) });
}

describe("parallel bookings", () => {
  it("books one technician's slot for exactly one of several desks; the others get 409 and fresh slots", async () => {
    const b = await createBookableBranch(t);
    const bodies = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        anotherClientsBody(b, [{ service: b.oilChange, employee: b.ali, start: "10:00" }]),
      ),
    );
    const results = await Promise.all(bodies.map((body) => t.api.call(create, { token: b.shop.token, body })));
    expect(results.map((res) => res.status).sort()).toEqual([200, ...Array<number>(PARALLEL - 1).fill(409)]);
    for (const refused of results.filter((res) => res.status === 409)) {
      expect(refused.body.message).toBe("This slot was just taken");
      const [fresh] = refused.body.result as unknown as TimeSlotsDto;
      const starts = fresh?.slots.map((slot) => slot.start_time) ?? [];
      expect(starts).toContain("09:00");
      expect(starts).not.toContain("10:00");
    }
    expect(await listTotal(t, list, b.shop.token)).toBe(1);
  });

  it("gives the branch's one lift to exactly one of several technicians asking at once", async () => {
    const b = await createBookableBranch(t);
    const bodies = await Promise.all(
      [b.ali, b.bilal, b.ali, b.bilal].map((employee, i) =>
        anotherClientsBody(b, [{ service: b.alignment, employee, start: i % 2 === 0 ? "11:00" : "11:15" }]),
      ),
    );
    const results = await Promise.all(bodies.map((body) => t.api.call(create, { token: b.shop.token, body })));
    expect(results.map((res) => res.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await listTotal(t, list, b.shop.token)).toBe(1);
  });

  it("numbers job cards booked at once without gaps or repeats", async () => {
    const b = await createBookableBranch(t);
    const starts = ["09:00", "10:00", "11:00", "12:00"];
    const bodies = await Promise.all(
      starts.flatMap((start) => [
        anotherClientsBody(b, [{ service: b.oilChange, employee: b.ali, start }]),
        anotherClientsBody(b, [{ service: b.oilChange, employee: b.bilal, start }]),
      ]),
    );
    const results = await Promise.all(bodies.map((body) => t.api.call(create, { token: b.shop.token, body })));
    expect(results.map((res) => res.status)).toEqual(Array<number>(bodies.length).fill(200));
    expect(results.map((res) => res.body.result.number).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
