import { randomUUID } from "node:crypto";
import { appointmentEndpoints, isAppointmentDeletable, jobCardEndpoints, type JobCardDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { packageServices } from "../../../db/schema/index.js";
import { createPackage, createProduct, createVariant } from "../../../test/factories/catalog.js";
import {
  bookJobCard,
  createBookableBranch,
  pairsOf,
  upcomingDate,
  type BookableBranch,
} from "../../../test/factories/job-card.js";
import { createStaffUser } from "../../../test/factories/shop.js";
import { FORBIDDEN, UNAUTHENTICATED, invalidEnvelope, notFoundEnvelope } from "../../../test/refusals.js";

const t = useTestApp();
const { remove } = appointmentEndpoints;
const { get, changeStatus } = jobCardEndpoints;

const appointmentIdOf = (card: JobCardDto, index = 0) => card.services[index]?.appointment?._id ?? "";

const reread = async (b: BookableBranch, card: JobCardDto) =>
  (await t.api.call(get, { token: b.shop.token, params: { id: card._id } })).body.result;

/** Ali's oil change at 09:00 and Bilal's alignment at 09:00 on one job card. */
const twoServices = (b: BookableBranch, overrides: Record<string, unknown> = {}) =>
  bookJobCard(t, b, {
    ...pairsOf([
      { service: b.oilChange, employee: b.ali, start: "09:00" },
      { service: b.alignment, employee: b.bilal, start: "09:00" },
    ]),
    ...overrides,
  });

describe("POST appointment/delete", () => {
  it("answers 401 without a session", async () => {
    const res = await t.api.call(remove, { body: { id: randomUUID() } });
    expect(res.body).toEqual(UNAUTHENTICATED);
  });

  it("answers 400 naming id", async () => {
    const b = await createBookableBranch(t);
    const res = await t.api.call(remove, { token: b.shop.token, body: { id: "first" } });
    expect(res.body).toEqual(invalidEnvelope("id: must be a valid id"));
  });

  it("answers 403 for a user without appointments.delete, and deletes nothing", async () => {
    const b = await createBookableBranch(t);
    const card = await bookJobCard(t, b);
    const staff = await createStaffUser(t, b.shop.shopId, { permissions: ["appointments.view", "job_cards.edit"] });
    const res = await t.api.call(remove, { token: staff.token, body: { id: appointmentIdOf(card) } });
    expect(res.body).toEqual(FORBIDDEN);
    expect((await reread(b, card)).services).toHaveLength(1);
  });

  it("answers 404 for another shop's appointment and for an unknown id", async () => {
    const b = await createBookableBranch(t);
    const foreign = await bookJobCard(t, await createBookableBranch(t));
    for (const id of [appointmentIdOf(foreign), randomUUID()]) {
      const res = await t.api.call(remove, { token: b.shop.token, body: { id } });
      expect(res.body).toEqual(notFoundEnvelope("Appointment"));
    }
  });

  it("answers 409 once the job card has started, and deletes nothing", async () => {
    const b = await createBookableBranch(t);
    const card = await twoServices(b);
    await t.api.call(changeStatus, { token: b.shop.token, params: { id: card._id }, body: { status: "in_progress" } });
    const res = await t.api.call(remove, { token: b.shop.token, body: { id: appointmentIdOf(card) } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Only an appointment of a booked job card can be deleted");
    expect((await reread(b, card)).services).toHaveLength(2);
  });

  it("takes the appointment's service off the job card, and its total with it", async () => {
    const b = await createBookableBranch(t);
    const card = await twoServices(b);
    const staff = await createStaffUser(t, b.shop.shopId, { permissions: ["appointments.delete"] });
    const res = await t.api.call(remove, { token: staff.token, body: { id: appointmentIdOf(card, 1) } });
    expect(res.status).toBe(200);
    expect(res.body.result).toBeNull();
    const after = await reread(b, card);
    expect(after.status).toBe("booked");
    expect(after.services.map((s) => s.name)).toEqual(["Oil change"]);
    expect(after.totals.total).toBe(1540);
  });

  it("cancels a job card left with nothing to do, but not one that still sells a product", async () => {
    const b = await createBookableBranch(t);
    const card = await bookJobCard(t, b);
    await t.api.call(remove, { token: b.shop.token, body: { id: appointmentIdOf(card) } });
    expect(await reread(b, card)).toMatchObject({ status: "cancelled", services: [] });
    const product = await createProduct(t, b.shop.shopId, { branchIds: [b.branch.id] });
    const variant = await createVariant(t, b.shop.shopId, product.id);
    const withProduct = await bookJobCard(t, b, { products: [{ variant_id: variant.id, quantity: 1 }] });
    await t.api.call(remove, { token: b.shop.token, body: { id: appointmentIdOf(withProduct) } });
    expect(await reread(b, withProduct)).toMatchObject({ status: "booked", services: [] });
  });

  it("answers 409 for a service of a package, which is charged whole, and keeps it", async () => {
    const b = await createBookableBranch(t);
    const pkg = await createPackage(t, b.shop.shopId, b.branch.id, { name: "Alignment pack", priceMinor: 200_000 });
    await t.db.insert(packageServices).values({ shopId: b.shop.shopId, packageId: pkg.id, serviceId: b.alignment.id });
    const card = await twoServices(b, { package_ids: [pkg.id] });
    const packaged = card.services.findIndex((s) => s.package_id === pkg.id);
    const res = await t.api.call(remove, { token: b.shop.token, body: { id: appointmentIdOf(card, packaged) } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This service is part of a package on the job card: cancel the job card to drop it");
    expect((await reread(b, card)).services).toHaveLength(2);
  });

  it("offers Delete on the calendar's appointments exactly where it answers 200: a booked job card's own service", async () => {
    const b = await createBookableBranch(t);
    const pkg = await createPackage(t, b.shop.shopId, b.branch.id, { name: "Alignment pack", priceMinor: 200_000 });
    await t.db.insert(packageServices).values({ shopId: b.shop.shopId, packageId: pkg.id, serviceId: b.alignment.id });
    await twoServices(b, { package_ids: [pkg.id] });
    const started = await bookJobCard(t, b, pairsOf([{ service: b.oilChange, employee: b.ali, start: "11:00" }]));
    await t.api.call(changeStatus, {
      token: b.shop.token,
      params: { id: started._id },
      body: { status: "in_progress" },
    });
    const { byShopUsers } = appointmentEndpoints;
    const query = { from: upcomingDate(0), to: upcomingDate(0), ids: `${b.ali.id},${b.bilal.id}` };
    const calendar = (await t.api.call(byShopUsers, { token: b.shop.token, query })).body.result;
    const shown = calendar.flatMap((member) => member.appointments);
    expect(shown.map((a) => [a.service_name, a.start_time, isAppointmentDeletable(a)])).toEqual([
      ["Oil change", "09:00", true],
      ["Oil change", "11:00", false],
      ["Wheel alignment", "09:00", false],
    ]);
    for (const a of shown) {
      const res = await t.api.call(remove, { token: b.shop.token, body: { id: a._id } });
      expect(res.status).toBe(isAppointmentDeletable(a) ? 200 : 409);
    }
  });
});
