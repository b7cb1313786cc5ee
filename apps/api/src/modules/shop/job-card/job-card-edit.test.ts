import { randomUUID } from "node:crypto";
import { jobCardEndpoints, type JobCardDto } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointments, packageProducts, packageServices, services } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createPackage, createProduct, createVariant } from "../../../test/factories/catalog.js";
import {
  bookJobCard,
  createBookableBranch,
  keptBody,
  pairsOf,
  aliStarts,
  type BookableBranch,
} from "../../../test/factories/job-card.js";
import { createStaffUser } from "../../../test/factories/shop.js";
import {
  FORBIDDEN,
  itRefusesWithoutSession,
  notFoundEnvelope,
  refusalEnvelope,
  refusalsOf,
} from "../../../test/refusals.js";

const t = useTestApp();
const { update, get, changeStatus } = jobCardEndpoints;

const edit = (b: BookableBranch, card: JobCardDto, changes: Record<string, unknown>, token = b.shop.token) =>
  t.api.call(update, { token, params: { id: card._id }, body: { ...keptBody(card), ...changes } });

const reread = async (b: BookableBranch, card: JobCardDto) =>
  (await t.api.call(get, { token: b.shop.token, params: { id: card._id } })).body.result;

/** Engine oil 5W-30 (500.00) sold at the branch, with `stock` litres there. */
async function engineOil(b: BookableBranch, stock: number) {
  const oil = await createProduct(t, b.shop.shopId, { name: "Engine oil", branchIds: [b.branch.id] });
  return createVariant(t, b.shop.shopId, oil.id, {
    name: "5W-30",
    priceMinor: 50_000,
    stock: [{ branchId: b.branch.id, quantity: stock }],
  });
}

const SLOT_OFF_GRID =
  "slots.0.start_time: is not a start time of the shop's grid: every 15 minutes from the start of work, or when a break or an appointment ends";

describe("PUT job-card/update/:id", () => {
  itRefusesWithoutSession(t, update, () => ({ params: { id: randomUUID() }, body: {} }));

  it("answers 400 naming the field, and changes nothing", async () => {
    const b = await createBookableBranch(t);
    const card = await bookJobCard(t, b);
    const request = { token: b.shop.token, params: { id: card._id } };
    const refuse = refusalsOf(t, update, request, (changes: Record<string, unknown>) => ({
      ...keptBody(card),
      ...changes,
    }));
    await refuse({ pairs: [], slots: [] }, "pairs: Please choose at least one service and provider");
    await refuse({ slots: [] }, "slots: Please book a time slot for every service");
    await refuse(pairsOf([{ service: b.oilChange, employee: b.ali, start: "09:07" }]), SLOT_OFF_GRID);
    await refuse({ odometer: -5 }, "odometer: must be at least 0");
    await refuse(
      { products: [{ variant_id: randomUUID(), quantity: 1 }] },
      "products: includes a product that is not in this shop",
    );
    await refuse(
      pairsOf([
        { service: b.oilChange, employee: b.ali, start: "09:00" },
        { service: b.alignment, employee: { id: b.shop.userId }, start: "11:00" },
      ]),
      "pairs.1.employee_id: does not perform this service",
    );
    const badId = await t.api.call(update, { token: b.shop.token, params: { id: "42" }, body: keptBody(card) });
    expect(badId.body).toEqual(refusalEnvelope(400, "id: must be a valid id"));
    expect(await reread(b, card)).toEqual(card);
  });

  it("answers 403 for a user without job_cards.edit, and changes nothing", async () => {
    const b = await createBookableBranch(t);
    const card = await bookJobCard(t, b);
    const staff = await createStaffUser(t, b.shop.shopId, { permissions: ["job_cards.view", "job_cards.add"] });
    const res = await edit(b, card, { notes: "Changed" }, staff.token);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await reread(b, card)).toEqual(card);
  });

  it("answers 404 for another shop's job card and for an unknown id", async () => {
    const b = await createBookableBranch(t);
    const theirs = await bookJobCard(t, await createBookableBranch(t));
    const res = await t.api.call(update, { token: b.shop.token, params: { id: theirs._id }, body: keptBody(theirs) });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFoundEnvelope("Job card"));
    const unknown = await t.api.call(update, {
      token: b.shop.token,
      params: { id: randomUUID() },
      body: keptBody(theirs),
    });
    expect(unknown.status).toBe(404);
  });

  it("answers 409 for a completed or cancelled job card, and changes nothing", async () => {
    const b = await createBookableBranch(t);
    const done = await bookJobCard(t, b);
    const dropped = await bookJobCard(t, b, pairsOf([{ service: b.oilChange, employee: b.bilal, start: "09:00" }]));
    const move = (card: JobCardDto, status: string) =>
      t.api.call(changeStatus, { token: b.shop.token, params: { id: card._id }, body: { status } });
    await move(done, "in_progress");
    await move(done, "completed");
    await move(dropped, "cancelled");
    for (const card of [await reread(b, done), await reread(b, dropped)]) {
      const res = await edit(b, card, { notes: "Too late" });
      expect(res.status).toBe(409);
      expect(res.body).toEqual(refusalEnvelope(409, "A completed or cancelled job card cannot be edited"));
      expect(await reread(b, card)).toEqual(card);
    }
  });

  it("changes products and notes: a kept line keeps its booked price, a new one is priced now", async () => {
    const b = await createBookableBranch(t);
    const oil = await engineOil(b, 10);
    const card = await bookJobCard(t, b, { products: [{ variant_id: oil.id, quantity: 2 }] });
    // The catalog changes after booking: the oil change and the oil cost more now.
    await t.db.update(services).set({ priceMinor: 200_000 }).where(eq(services.id, b.oilChange.id));
    const filterProduct = await createProduct(t, b.shop.shopId, { name: "Air filter", branchIds: [b.branch.id] });
    const filter = await createVariant(t, b.shop.shopId, filterProduct.id, { name: "Standard", priceMinor: 20_000 });
    const res = await edit(b, card, {
      notes: "Customer waits in the lounge",
      products: [
        { variant_id: oil.id, quantity: 4 },
        { variant_id: filter.id, quantity: 1 },
      ],
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toMatchObject({
      notes: "Customer waits in the lounge",
      services: [{ service_id: b.oilChange.id, price: 1500, appointment: { start_time: "09:00" } }],
      products: [
        { variant_id: filter.id, quantity: 1, price: 200 },
        { variant_id: oil.id, quantity: 4, price: 500, in_stock: 10 },
      ],
    });
    expect(res.body.result.number).toBe(card.number);
    expect(res.body.result.services[0]?._id).toBe(card.services[0]?._id);
  });

  it("moves a slot: the old time is free again and the new one taken", async () => {
    const b = await createBookableBranch(t);
    const card = await bookJobCard(t, b);
    expect(await aliStarts(t, b)).not.toContain("09:00");
    const res = await edit(b, card, pairsOf([{ service: b.oilChange, employee: b.ali, start: "11:00" }]));
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result.services[0]?.appointment).toMatchObject({ start_time: "11:00", end_time: "12:00" });
    const starts = await aliStarts(t, b);
    expect(starts).toContain("09:00");
    expect(starts).not.toContain("11:00");
    const rows = await t.db.select().from(appointments).where(eq(appointments.jobCardId, card._id));
    expect(rows).toHaveLength(1);
  });

  it("answers 409 with fresh slots for a start taken meanwhile, and changes nothing", async () => {
    const b = await createBookableBranch(t);
    const card = await bookJobCard(t, b);
    await bookJobCard(t, b, pairsOf([{ service: b.oilChange, employee: b.ali, start: "11:00" }]));
    const res = await edit(b, card, pairsOf([{ service: b.oilChange, employee: b.ali, start: "11:00" }]));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This slot was just taken");
    const [fresh] = res.body.result as unknown as { slots: { start_time: string }[] }[];
    const starts = fresh?.slots.map((slot) => slot.start_time) ?? [];
    // Its own 09:00 is offered again; 11:00 is not.
    expect(starts).toContain("09:00");
    expect(starts).not.toContain("11:00");
    expect(await reread(b, card)).toEqual(card);
  });

  it("adds and drops services: a dropped one's slot is freed, a new one is checked and booked", async () => {
    const b = await createBookableBranch(t);
    const card = await bookJobCard(t, b);
    const res = await edit(b, card, pairsOf([{ service: b.alignment, employee: b.bilal, start: "10:00" }]));
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result.services).toMatchObject([
      { service_id: b.alignment.id, employee_id: b.bilal.id, appointment: { start_time: "10:00", end_time: "10:45" } },
    ]);
    expect(await aliStarts(t, b)).toContain("09:00");
  });

  it("drops a package with its services and products, and takes one again only with a provider for each service", async () => {
    const b = await createBookableBranch(t);
    const oil = await engineOil(b, 10);
    const pkg = await createPackage(t, b.shop.shopId, b.branch.id, { name: "Alignment pack", priceMinor: 200_000 });
    await t.db.insert(packageServices).values({ shopId: b.shop.shopId, packageId: pkg.id, serviceId: b.alignment.id });
    await t.db
      .insert(packageProducts)
      .values({ shopId: b.shop.shopId, packageId: pkg.id, variantId: oil.id, quantity: 2 });
    const oilChange = { service: b.oilChange, employee: b.ali, start: "09:00" };
    const alignment = { service: b.alignment, employee: b.bilal, start: "10:00" };
    const card = await bookJobCard(t, b, { package_ids: [pkg.id], ...pairsOf([oilChange, alignment]) });
    const dropped = await edit(b, card, { package_ids: [], ...pairsOf([oilChange]) });
    expect(dropped.status, dropped.body.message).toBe(200);
    expect(dropped.body.result).toMatchObject({
      packages: [],
      products: [],
      services: [{ service_id: b.oilChange.id }],
    });
    const unpaired = await edit(b, dropped.body.result, { package_ids: [pkg.id] });
    expect(unpaired.body).toEqual(
      refusalEnvelope(400, "pairs: Please choose a provider for every service of the chosen packages"),
    );
    const again = await edit(b, dropped.body.result, { package_ids: [pkg.id], ...pairsOf([oilChange, alignment]) });
    expect(again.status, again.body.message).toBe(200);
    expect(again.body.result).toMatchObject({
      packages: [{ package_id: pkg.id, price: 2000 }],
      services: [{ service_id: b.oilChange.id }, { service_id: b.alignment.id, package_id: pkg.id }],
      products: [{ variant_id: oil.id, quantity: 2, package_id: pkg.id }],
    });
  });

  it("adds a service to a job card in progress, in progress with it", async () => {
    const b = await createBookableBranch(t);
    const card = await bookJobCard(t, b);
    await t.api.call(changeStatus, { token: b.shop.token, params: { id: card._id }, body: { status: "in_progress" } });
    const res = await edit(b, await reread(b, card), {
      ...pairsOf([
        { service: b.oilChange, employee: b.ali, start: "09:00" },
        { service: b.alignment, employee: b.bilal, start: "09:00" },
      ]),
    });
    expect(res.status, res.body.message).toBe(200);
    const statuses = res.body.result.services.map((s) => s.appointment?.status);
    expect(statuses).toEqual(["in_progress", "in_progress"]);
  });

  it("books more than the stock with the stock shown, and completes once an edit brings it within the stock", async () => {
    const b = await createBookableBranch(t);
    const oil = await engineOil(b, 3);
    const card = await bookJobCard(t, b, { products: [{ variant_id: oil.id, quantity: 5 }] });
    expect(card.products).toMatchObject([{ variant_id: oil.id, quantity: 5, in_stock: 3 }]);
    const move = (status: string) =>
      t.api.call(changeStatus, { token: b.shop.token, params: { id: card._id }, body: { status } });
    await move("in_progress");
    const refused = await move("completed");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Not enough stock of Engine oil (5W-30) at this branch");
    const edited = await edit(b, await reread(b, card), { products: [{ variant_id: oil.id, quantity: 3 }] });
    expect(edited.status, edited.body.message).toBe(200);
    const completed = await move("completed");
    expect(completed.status, completed.body.message).toBe(200);
    expect(completed.body.result).toMatchObject({ status: "completed", products: [{ quantity: 3, in_stock: 0 }] });
  });
});
