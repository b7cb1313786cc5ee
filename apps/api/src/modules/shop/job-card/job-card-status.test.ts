import { randomUUID } from "node:crypto";
import { jobCardEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointments, invoices, jobCards } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createProduct, createVariant } from "../../../test/factories/catalog.js";
import {
  bookJobCard,
  createBookableBranch,
  pairsOf,
  aliStarts,
  type BookableBranch,
} from "../../../test/factories/job-card.js";
import { createStaffUser } from "../../../test/factories/shop.js";
import { FORBIDDEN, UNAUTHENTICATED, invalidEnvelope, notFoundEnvelope } from "../../../test/refusals.js";

const t = useTestApp();
const { changeStatus, get } = jobCardEndpoints;

const move = (b: BookableBranch, id: string, status: string, token = b.shop.token) =>
  t.api.call(changeStatus, { token, params: { id }, body: { status } });

async function statusesOf(jobCardId: string) {
  const [card] = await t.db.select().from(jobCards).where(eq(jobCards.id, jobCardId));
  const rows = await t.db.select().from(appointments).where(eq(appointments.jobCardId, jobCardId));
  return { card, appointments: rows.map((row) => row.status) };
}

describe("PATCH job-card/change-status/:id", () => {
  it("answers 401 without a session", async () => {
    const res = await t.api.call(changeStatus, { params: { id: randomUUID() }, body: { status: "cancelled" } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
  });

  it("answers 400 naming the field", async () => {
    const b = await createBookableBranch(t);
    const card = await bookJobCard(t, b);
    expect((await move(b, "42", "cancelled")).body).toEqual(invalidEnvelope("id: must be a valid id"));
    expect((await move(b, card._id, "done")).body).toEqual(invalidEnvelope("status: is not one of the choices"));
    expect((await statusesOf(card._id)).card?.status).toBe("booked");
  });

  it("answers 403 for a user without job_cards.change_status, and changes nothing", async () => {
    const b = await createBookableBranch(t);
    const card = await bookJobCard(t, b);
    const staff = await createStaffUser(t, b.shop.shopId, { permissions: ["job_cards.view", "job_cards.edit"] });
    const res = await move(b, card._id, "cancelled", staff.token);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect((await statusesOf(card._id)).card?.status).toBe("booked");
  });

  it("answers 404 for another shop's job card and for an unknown id", async () => {
    const b = await createBookableBranch(t);
    const foreign = await bookJobCard(t, await createBookableBranch(t));
    for (const id of [foreign._id, randomUUID()]) {
      const res = await move(b, id, "cancelled");
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFoundEnvelope("Job card"));
    }
    expect((await statusesOf(foreign._id)).card?.status).toBe("booked");
  });

  it("answers 409 for a move JOB_CARD_NEXT does not allow", async () => {
    const b = await createBookableBranch(t);
    const card = await bookJobCard(t, b);
    for (const next of ["completed", "booked"]) {
      const res = await move(b, card._id, next);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("This job card cannot move to that status from its current one");
    }
    expect((await move(b, card._id, "cancelled")).status).toBe(200);
    for (const next of ["booked", "in_progress", "completed"]) expect((await move(b, card._id, next)).status).toBe(409);
  });

  it("starts a job card and its appointments, then completes it and issues its invoice", async () => {
    const b = await createBookableBranch(t);
    const card = await bookJobCard(t, b);
    const staff = await createStaffUser(t, b.shop.shopId, { permissions: ["job_cards.change_status"] });
    const started = await move(b, card._id, "in_progress", staff.token);
    expect(started.status).toBe(200);
    expect(started.body.result.status).toBe("in_progress");
    expect(started.body.result.services[0]?.appointment?.status).toBe("in_progress");
    const afterStart = await statusesOf(card._id);
    expect(afterStart.card?.startedAt).toBeInstanceOf(Date);
    const completed = await move(b, card._id, "completed");
    expect(completed.status).toBe(200);
    expect(completed.body.result).toMatchObject({
      status: "completed",
      invoice_id: expect.any(String),
      invoice_number: 1,
      totals: card.totals,
    });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.jobCardId, card._id));
    // The oil change 1,400.00 and VAT 140.00: what the job card showed is what the invoice says.
    expect(invoice?.totalMinor).toBe(154_000);
    expect(card.totals.total).toBe(1540);
    const afterCompletion = await statusesOf(card._id);
    expect(afterCompletion.card?.completedAt).toBeInstanceOf(Date);
    expect(afterCompletion.appointments).toEqual(["completed"]);
  });

  it("leaves the job card in progress, without an invoice, when a product lacks stock", async () => {
    const b = await createBookableBranch(t);
    const product = await createProduct(t, b.shop.shopId, { name: "Brake pads", branchIds: [b.branch.id] });
    const pads = await createVariant(t, b.shop.shopId, product.id, {
      name: "Front",
      stock: [{ branchId: b.branch.id, quantity: 1 }],
    });
    const card = await bookJobCard(t, b, { products: [{ variant_id: pads.id, quantity: 2 }] });
    await move(b, card._id, "in_progress");
    const res = await move(b, card._id, "completed");
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Not enough stock of Brake pads (Front) at this branch");
    const after = await statusesOf(card._id);
    expect(after.card?.status).toBe("in_progress");
    expect(after.card?.completedAt).toBeNull();
    expect(after.appointments).toEqual(["in_progress"]);
    expect(
      (await t.api.call(get, { token: b.shop.token, params: { id: card._id } })).body.result.invoice_id,
    ).toBeNull();
  });

  it("frees the slots of a cancelled job card for another booking", async () => {
    const b = await createBookableBranch(t);
    const card = await bookJobCard(t, b, pairsOf([{ service: b.oilChange, employee: b.ali, start: "10:00" }]));
    expect(await aliStarts(t, b)).not.toContain("10:00");
    const res = await move(b, card._id, "cancelled");
    expect(res.body.result.status).toBe("cancelled");
    const after = await statusesOf(card._id);
    expect(after.card?.cancelledAt).toBeInstanceOf(Date);
    expect(after.appointments).toEqual(["cancelled"]);
    expect(await aliStarts(t, b)).toContain("10:00");
    await bookJobCard(t, b, pairsOf([{ service: b.oilChange, employee: b.ali, start: "10:00" }]));
  });

  it("lets only one of two desks completing the same job card issue an invoice", async () => {
    const b = await createBookableBranch(t);
    const card = await bookJobCard(t, b);
    await move(b, card._id, "in_progress");
    const results = await Promise.all([move(b, card._id, "completed"), move(b, card._id, "completed")]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(invoices).where(eq(invoices.jobCardId, card._id))).toHaveLength(1);
  });
});
