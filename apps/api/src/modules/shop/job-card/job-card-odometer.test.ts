import { clientVehicleEndpoints, jobCardEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createClientVehicle } from "../../../test/factories/client.js";
import {
  bookJobCard,
  createBookableBranch,
  jobCardBody,
  keptBody,
  pairsOf,
  type BookableBranch,
} from "../../../test/factories/job-card.js";
import { listTotal } from "../../../test/lists.js";
import { refusalsOf } from "../../../test/refusals.js";

/**
 * A job card's odometer follows the fleet's rule (decision 0013): not below the vehicle's last
 * reading, at most 150 % above it; and the client's vehicle then shows the job card's reading.
 * Ahmed Khan's Corolla of the bookable branch reads 42,000 km, so 105,000 km is the most allowed.
 */
const t = useTestApp();
const { create, update, list } = jobCardEndpoints;

const BELOW = "odometer: must not be less than the vehicle's last reading (42000 km)";
const ABOVE = "odometer: must not be more than 150% greater than the vehicle's last reading (at most 105000 km)";

/** The client's vehicle as its screen shows it. */
async function corolla(b: BookableBranch) {
  const res = await t.api.call(clientVehicleEndpoints.list, {
    token: b.shop.token,
    query: { client_id: b.client.id },
  });
  return res.body.result.find((vehicle) => vehicle._id === b.vehicle.id);
}

describe("the odometer of a job card", () => {
  it("answers 400 for a reading below the vehicle's last or more than 150 % above it, and books nothing", async () => {
    const b = await createBookableBranch(t);
    const refuse = refusalsOf(t, create, { token: b.shop.token }, (odometer: number) => jobCardBody(b, { odometer }));
    await refuse(1_000, BELOW);
    await refuse(41_999, BELOW);
    await refuse(105_001, ABOVE);
    expect(await listTotal(t, list, b.shop.token)).toBe(0);
    expect((await corolla(b))?.odometer).toBe(42_000);
  });

  it("books the limits and the vehicle shows the newest reading", async () => {
    const b = await createBookableBranch(t);
    const same = await bookJobCard(t, b, { odometer: 42_000 });
    expect(same).toMatchObject({ odometer: 42_000, previous_odometer: 42_000 });
    const most = await bookJobCard(t, b, {
      odometer: 105_000,
      ...pairsOf([{ service: b.oilChange, employee: b.ali, start: "11:00" }]),
    });
    expect(most).toMatchObject({ odometer: 105_000, previous_odometer: 42_000 });
    expect((await corolla(b))?.odometer).toBe(105_000);
  });

  it("takes any reading for a vehicle never read before", async () => {
    const b = await createBookableBranch(t);
    const fresh = await createClientVehicle(t, b.shop.shopId, b.client.id, { odometer: null });
    const card = await bookJobCard(t, b, { vehicle_id: fresh.id, odometer: 12 });
    expect(card).toMatchObject({ odometer: 12, previous_odometer: null });
  });

  it("checks a corrected reading against the reading before the job card's, and the vehicle follows it", async () => {
    const b = await createBookableBranch(t);
    const card = await bookJobCard(t, b, { odometer: 95_000 });
    const refuse = refusalsOf(t, update, { token: b.shop.token, params: { id: card._id } }, (odometer: number) => ({
      ...keptBody(card),
      odometer,
    }));
    await refuse(41_000, BELOW);
    await refuse(105_001, ABOVE);
    // A typo put right: 59,000, not 95,000. Against 42,000 it is allowed, though below the 95,000 it replaces.
    const fixed = await t.api.call(update, {
      token: b.shop.token,
      params: { id: card._id },
      body: { ...keptBody(card), odometer: 59_000 },
    });
    expect(fixed.status, fixed.body.message).toBe(200);
    expect(fixed.body.result).toMatchObject({ odometer: 59_000, previous_odometer: 42_000 });
    expect((await corolla(b))?.odometer).toBe(59_000);
  });

  it("checks a reading first given at edit against the vehicle's last, like a booking", async () => {
    const b = await createBookableBranch(t);
    const card = await bookJobCard(t, b);
    const edit = (odometer: number) =>
      t.api.call(update, { token: b.shop.token, params: { id: card._id }, body: { ...keptBody(card), odometer } });
    expect((await edit(30_000)).body.message).toBe(BELOW);
    const res = await edit(43_000);
    expect(res.body.result).toMatchObject({ odometer: 43_000, previous_odometer: 42_000 });
    expect((await corolla(b))?.odometer).toBe(43_000);
  });
});
